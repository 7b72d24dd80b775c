import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs quoting and neutralises formulas, with a byte-order mark', () => {
    expect(
      toCsv([
        ['Zoekterm', 'Aantal'],
        ['fietsen, e-bikes', 2],
        ['zeg "hoi"', 1],
        ['=1+1', 3],
        ['-5', -5],
        ['twee\nregels', 0],
      ]),
    ).toBe(
      '\uFEFFZoekterm,Aantal\r\n"fietsen, e-bikes",2\r\n"zeg ""hoi""",1\r\n\'=1+1,3\r\n\'-5,-5\r\n"twee\nregels",0\r\n',
    );
  });
});
