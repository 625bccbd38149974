import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('names an ASCII file the same both ways', () => {
    expect(contentDisposition('orders.xlsx')).toBe(
      `attachment; filename="orders.xlsx"; filename*=UTF-8''orders.xlsx`,
    );
  });

  it('gives an ASCII fallback and the exact UTF-8 name for accented and Chinese names', () => {
    const header = contentDisposition('Müller 订单 (1).xlsx');
    expect(header).toContain('filename="Muller __ (1).xlsx"');
    expect(header).toContain(`filename*=UTF-8''M%C3%BCller%20%E8%AE%A2%E5%8D%95%20%281%29.xlsx`);
  });

  it('never lets a quote end the quoted filename early', () => {
    expect(contentDisposition('a"b.pdf')).toContain('filename="a_b.pdf"');
  });
});
