import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('the CSV writer (RFC 4180)', () => {
  it('quotes fields with commas, quotes, line breaks or edge spaces, doubling quotes', () => {
    expect(csvCell('Marina Turf Arena')).toBe('Marina Turf Arena');
    expect(csvCell('Sharma, Priya')).toBe('"Sharma, Priya"');
    expect(csvCell('The "Turf" Arena')).toBe('"The ""Turf"" Arena"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('writes a leading = + - @ tab or carriage return as text, never a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","click")')).toBe('"\'=HYPERLINK(""http://x"",""click"")"');
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    // Amounts as text stay numbers: a refund of -12.50 is no formula.
    expect([csvCell('-12.50'), csvCell('1436.00'), csvCell(-5), csvCell(0)]).toEqual(['-12.50', '1436.00', '-5', '0']);
  });

  it('writes nothing for missing values, Yes/No for flags, and lines ended CRLF after a byte-order mark', () => {
    expect([csvCell(null), csvCell(undefined), csvCell(Number.NaN), csvCell(true), csvCell(false)]).toEqual(['', '', '', 'Yes', 'No']);
    expect(
      toCsv(
        ['Name', 'Total (₹)'],
        [
          ['Priya, S', '1436.00'],
          ['Arjun', null],
        ],
      ),
    ).toBe('\uFEFFName,Total (₹)\r\n"Priya, S",1436.00\r\nArjun,\r\n');
  });

  it('reads back as written: each field round-trips through a CSV parser', () => {
    const awkward = ['plain', 'with, comma', 'with "quotes"', 'two\nlines', '', 'é ₹ 日本'];
    const line = toCsv(awkward, []).slice(1, -2);
    // A minimal RFC 4180 reader for one record.
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]!;
      if (quoted) {
        if (ch === '"' && line[i + 1] === '"') {
          field += '"';
          i++;
        } else if (ch === '"') quoted = false;
        else field += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ',') {
        fields.push(field);
        field = '';
      } else field += ch;
    }
    fields.push(field);
    expect(fields).toEqual(awkward);
  });
});
