import { CHUNK_BYTES, jalaliDateTime, tehranOffsetMs, type ExportColumn } from './columns';
import { zipChunks } from './zip';

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES =
  XML_HEAD +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const ROOT_RELS =
  XML_HEAD +
  `<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const WORKBOOK_RELS =
  XML_HEAD +
  `<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

/** Style 0: plain; 1: a date and time (number format 164); 2: the bold header. */
export const XLSX_DATE_STYLE = 1;
const HEADER_STYLE = 2;
const STYLES =
  XML_HEAD +
  `<styleSheet xmlns="${MAIN_NS}">` +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

function workbook(sheetName: string): string {
  return (
    XML_HEAD +
    `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<bookViews><workbookView/></bookViews>' +
    `<sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
    '</workbook>'
  );
}

// Characters XML 1.0 cannot carry at all (C0 controls other than tab and line breaks, lone surrogates, U+FFFE/F).
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const XML_SPECIAL = /[&<>"]/g;
const XML_ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function xmlText(value: string): string {
  return value.replace(NOT_XML, '').replace(XML_SPECIAL, (c) => XML_ENTITY[c]!);
}

const EXCEL_EPOCH_DAYS = 25569; // 1970-01-01 as an Excel serial day (1900 date system)

/** Epoch ms as Excel's serial date in Tehran's wall-clock time (a spreadsheet's date has no time zone). */
export function excelSerial(ms: number): number {
  return (ms + tehranOffsetMs(ms)) / 86_400_000 + EXCEL_EPOCH_DAYS;
}

// Inline strings (t="inlineStr") rather than a shared-strings table: the table would have to be held
// whole until the end and written before it is known complete. An inline string is never a formula,
// so the CSV's apostrophe is not needed here.
const inline = (text: string, style = '') => `<c t="inlineStr"${style}><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;

function xlsxCell<Row>(column: ExportColumn<Row>, row: Row): string {
  const value = column.value(row);
  if (value === null) return '<c/>';
  switch (column.kind) {
    case 'text':
      return inline(value as string);
    case 'integer':
      return `<c><v>${Math.trunc(Number(value))}</v></c>`;
    case 'date':
      return `<c s="${XLSX_DATE_STYLE}"><v>${excelSerial(Number(value))}</v></c>`;
    case 'jalali':
      return inline(jalaliDateTime(Number(value)));
  }
}

async function* sheetChunks<Row>(columns: readonly ExportColumn<Row>[], batches: AsyncIterable<readonly Row[]>): AsyncGenerator<Uint8Array> {
  const widths = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.kind === 'text' ? 24 : 18}" customWidth="1"/>`).join('');
  let pending =
    XML_HEAD +
    `<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    // rightToLeft: the sheet opens with column A on the right, as Persian reads.
    '<sheetViews><sheetView rightToLeft="1" workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<cols>${widths}</cols><sheetData>` +
    `<row r="1">${columns.map((c) => inline(c.header, ` s="${HEADER_STYLE}"`)).join('')}</row>`;
  let r = 1;
  for await (const batch of batches) {
    for (const row of batch) {
      r += 1;
      let line = `<row r="${r}">`;
      for (const column of columns) line += xlsxCell(column, row);
      pending += line + '</row>';
      if (pending.length >= CHUNK_BYTES) {
        yield Buffer.from(pending, 'utf8');
        pending = '';
      }
    }
  }
  yield Buffer.from(pending + '</sheetData></worksheet>', 'utf8');
}

/** The rows (a batch at a time) as a one-sheet XLSX workbook, right to left, with number and date cells, written as a stream. */
export function xlsxChunks<Row>(
  columns: readonly ExportColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
  options: { sheetName: string },
): AsyncGenerator<Uint8Array> {
  return zipChunks([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: '_rels/.rels', data: ROOT_RELS },
    { name: 'xl/workbook.xml', data: workbook(options.sheetName) },
    { name: 'xl/_rels/workbook.xml.rels', data: WORKBOOK_RELS },
    { name: 'xl/styles.xml', data: STYLES },
    { name: 'xl/worksheets/sheet1.xml', data: sheetChunks(columns, batches) },
  ]);
}
