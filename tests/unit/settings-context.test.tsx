// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { SettingsProvider } from '../../components/app/settings-context';
import { useSettings, type SettingsContextValue } from '../../hooks/use-settings';
import { SETTINGS_COOKIE } from '../../lib/save-settings';
import { DEFAULT_SETTINGS, parseSettings } from '../../lib/settings';

describe('a settings switch', () => {
  it('keeps the choice in the cookie before the click is over, so a page opened right after is drawn with it', () => {
    let context: SettingsContextValue | undefined;
    function Consumer() {
      context = useSettings();
      return null;
    }
    render(
      <SettingsProvider initial={DEFAULT_SETTINGS}>
        <Consumer />
      </SettingsProvider>,
    );

    act(() => context!.update({ money: 'rial' }));

    expect(parseSettings(Cookies.get(SETTINGS_COOKIE)).money).toBe('rial');
    expect(context!.settings.money).toBe('rial');
  });
});
