import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rules a file would break, linted as if it sat at `file` (imports resolve against the real tree). */
async function brokenRules(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId);
}

const zones = 'import-x/no-restricted-paths';
const valueZones = 'layers/no-restricted-value-paths';

describe('the layers the linter enforces', { timeout: 60_000 }, () => {
  it('lib/ may not import hooks/, not even a type', async () => {
    expect(await brokenRules('lib/probe.ts', "import type { useFormat } from '../hooks/use-format';\nexport type Probe = typeof useFormat;\n")).toContain(
      zones,
    );
  });

  it("a component links to the app's pages with PageLink, never next/link", async () => {
    expect(await brokenRules('components/probe.tsx', "import Link from 'next/link';\nexport const probe = Link;\n")).toContain('no-restricted-imports');
  });

  it("an element's own attributes come before a spread of the caller's, not after", async () => {
    const spreadFirst = 'export const Probe = ({ id, ...rest }: { id: string; title?: string }) => <a {...rest} href={id} />;\n';
    expect(await brokenRules('components/probe.tsx', spreadFirst)).toContain('no-restricted-syntax');
    const spreadLast = 'export const Probe = ({ id, ...rest }: { id: string; title?: string }) => <a href={id} {...rest} />;\n';
    expect(await brokenRules('components/probe.tsx', spreadLast)).toEqual([]);
  });

  it('lib/ may not import components/', async () => {
    expect(await brokenRules('lib/probe.ts', "import { CardGrid } from '../components/ui/card-grid';\nexport const probe = CardGrid;\n")).toContain(zones);
  });

  it('hooks/ may not import components/', async () => {
    expect(await brokenRules('hooks/probe.ts', "import { CardGrid } from '../components/ui/card-grid';\nexport const probe = CardGrid;\n")).toContain(zones);
  });

  it('a component may not call the SSR helpers', async () => {
    expect(await brokenRules('components/probe.ts', "import { serverApiFor } from '../lib/ssr';\nexport const probe = serverApiFor;\n")).toContain(valueZones);
  });

  it('a component may take the props type of an SSR helper, and a page may call it', async () => {
    expect(
      await brokenRules('components/probe.ts', "import type { AdminPageProps } from '../lib/admin-ssr';\nexport type Probe = AdminPageProps<null>;\n"),
    ).toEqual([]);
    expect(await brokenRules('pages/probe.ts', "import { serverApiFor } from '../lib/ssr';\nexport const probe = serverApiFor;\n")).toEqual([]);
  });

  it("a server module may not import another module's repository", async () => {
    const code = "import { usersRepository } from '../users/repository';\nexport const probe = usersRepository;\n";
    expect(await brokenRules('server/modules/auth/probe.ts', code)).toContain(zones);
    expect(
      await brokenRules(
        'server/modules/auth/probe.ts',
        code.replace('../users/repository', './verifications-repository').replaceAll('usersRepository', 'verificationsRepository'),
      ),
    ).toEqual([]);
  });

  it('server code outside the modules may not import a repository', async () => {
    expect(
      await brokenRules('server/http/probe.ts', "import { usersRepository } from '../modules/users/repository';\nexport const probe = usersRepository;\n"),
    ).toContain(zones);
  });

  it('a query outside a repository is refused', async () => {
    const code = "import type { Db } from '../../db';\nexport const probe = (db: Db) => db.selectFrom('users').selectAll().execute();\n";
    expect(await brokenRules('server/modules/dashboard/probe.ts', code)).toContain('no-restricted-syntax');
    expect(await brokenRules('server/modules/dashboard/repository.ts', code)).toEqual([]);
  });

  it('server/ may not import browser folders', async () => {
    expect(await brokenRules('server/modules/auth/probe.ts', "import { paths } from '../../../lib/paths';\nexport const probe = paths;\n")).toContain(zones);
  });

  it('shared/ may not import lib/ or server/', async () => {
    expect(await brokenRules('shared/probe.ts', "import { paths } from '../lib/paths';\nexport const probe = paths;\n")).toContain('layers/plain-shared');
    expect(await brokenRules('shared/probe.ts', "import { AppError } from '../server/errors';\nexport const probe = AppError;\n")).toContain(
      'layers/plain-shared',
    );
  });

  it('browser code may not import server code, not even a schema file', async () => {
    expect(
      await brokenRules('hooks/probe.ts', "import { createUserService } from '../server/modules/users/service';\nexport const probe = createUserService;\n"),
    ).toContain(valueZones);
    expect(await brokenRules('hooks/probe.ts', "import { AppError } from '../server/errors';\nexport const probe = AppError;\n")).toContain(valueZones);
  });

  it('browser code may take server types', async () => {
    expect(
      await brokenRules('hooks/probe.ts', "import type { UserService } from '../server/modules/users/service';\nexport type Probe = UserService;\n"),
    ).toEqual([]);
  });

  it("browser code takes a contract's schemas and zod as types only", async () => {
    const schemas = "import { giftsContract } from '../../shared/contracts/gifts.schemas';\nexport const probe = giftsContract;\n";
    expect(await brokenRules('components/admin/probe.ts', schemas)).toContain('layers/no-zod-in-browser');
    expect(await brokenRules('hooks/probe.ts', "import { z } from 'zod';\nexport const probe = z;\n")).toContain('layers/no-zod-in-browser');
    expect(
      await brokenRules(
        'components/admin/probe.ts',
        schemas.replace('import {', 'import type {').replace('export const probe = giftsContract', 'export type Probe = typeof giftsContract'),
      ),
    ).toEqual([]);
  });

  it("browser code may import a contract's plain half", async () => {
    expect(
      await brokenRules('components/admin/probe.ts', "import { GIFT_STATUSES } from '../../shared/contracts/gifts';\nexport const probe = GIFT_STATUSES;\n"),
    ).toEqual([]);
  });

  it('a component may not import the HTTP client; a hook may', async () => {
    const code = "import { api } from '../../lib/http/api';\nexport const probe = api;\n";
    expect(await brokenRules('components/admin/probe.ts', code)).toContain(zones);
    expect(await brokenRules('hooks/admin/probe.ts', code)).toEqual([]);
  });

  it('raw SQL outside a repository is refused', async () => {
    const code = "import { sql } from 'kysely';\nimport type { Db } from '../../db';\nexport const probe = (db: Db) => sql`select 1`.execute(db);\n";
    expect(await brokenRules('server/modules/health/probe.ts', code)).toContain('no-restricted-syntax');
    expect(await brokenRules('server/modules/health/repository.ts', code)).toEqual([]);
  });

  it("a module may reach another module's service, and nothing else of it", async () => {
    const code = "import { startsAsMp4 } from '../videos/mp4';\nexport const probe = startsAsMp4;\n";
    expect(await brokenRules('server/modules/admins/probe.ts', code)).toContain('layers/module-through-service');
    expect(
      await brokenRules('server/modules/admins/probe.ts', "import type { LedgerService } from '../ledger/service';\nexport type Probe = LedgerService;\n"),
    ).toEqual([]);
  });

  it('shared/ imports only shared/, and only its schema files bring zod', async () => {
    expect(await brokenRules('shared/probe.ts', "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n")).toContain(
      'layers/plain-shared',
    );
    expect(await brokenRules('shared/probe.ts', "import { useState } from 'react';\nexport const probe = useState;\n")).toContain('layers/plain-shared');
    expect(await brokenRules('shared/contracts/probe.ts', "import { z } from 'zod';\nexport const probe = z;\n")).toContain('layers/plain-shared');
    expect(await brokenRules('shared/contracts/probe.schemas.ts', "import { z } from 'zod';\nexport const probe = z;\n")).toEqual([]);
  });

  it('an import the linter cannot resolve is refused, since it would escape every zone', async () => {
    expect(await brokenRules('lib/probe.ts', "import { gone } from '../hooks/no-such-file';\nexport const probe = gone;\n")).toContain(
      'import-x/no-unresolved',
    );
  });

  it('an import cycle is refused', async () => {
    // shared/format.ts imports ./digits, so digits importing format closes a cycle.
    expect(await brokenRules('shared/digits.ts', "import { formatNumber } from './format';\nexport const probe = formatNumber;\n")).toContain(
      'import-x/no-cycle',
    );
  });
});
