import {
  Y65V_FIXED_PRICE_CENTS,
  centsToEuros,
  formatEuros,
  priceForAppointment,
  pricePrefixApplies,
} from './money';

const NBSP = '\u00a0';
const MINUS = '\u2212';

describe('centsToEuros', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [99, 0.99],
    [100, 1],
    [1999, 19.99],
    [2820, 28.2],
    [-1250, -12.5],
  ])('%d cents → %d euros', (cents, euros) => {
    expect(centsToEuros(cents)).toBe(euros);
  });

  it('never returns negative zero', () => {
    expect(Object.is(centsToEuros(-0), 0)).toBe(true);
  });

  it.each([0.5, 12.34, -0.1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 2 ** 53])(
    'throws RangeError for %d',
    (cents) => {
      expect(() => centsToEuros(cents)).toThrow(RangeError);
    },
  );
});

describe('formatEuros', () => {
  it.each([
    [1999, `19,99${NBSP}€`, `19,99${NBSP}€`, '€19.99'],
    [1250, `12,50${NBSP}€`, `12,50${NBSP}€`, '€12.50'],
    [2820, `28,20${NBSP}€`, `28,20${NBSP}€`, '€28.20'],
    [0, `0,00${NBSP}€`, `0,00${NBSP}€`, '€0.00'],
    [-0, `0,00${NBSP}€`, `0,00${NBSP}€`, '€0.00'],
    [1, `0,01${NBSP}€`, `0,01${NBSP}€`, '€0.01'],
    [5, `0,05${NBSP}€`, `0,05${NBSP}€`, '€0.05'],
    [99, `0,99${NBSP}€`, `0,99${NBSP}€`, '€0.99'],
    [100, `1,00${NBSP}€`, `1,00${NBSP}€`, '€1.00'],
    [1005, `10,05${NBSP}€`, `10,05${NBSP}€`, '€10.05'],
    [1015, `10,15${NBSP}€`, `10,15${NBSP}€`, '€10.15'],
    [123456, `1${NBSP}234,56${NBSP}€`, `1${NBSP}234,56${NBSP}€`, '€1,234.56'],
    [-1250, `${MINUS}12,50${NBSP}€`, `${MINUS}12,50${NBSP}€`, '-€12.50'],
  ])('%d cents → fi %j, sv %j, en %j', (cents, fi, sv, en) => {
    expect(formatEuros(cents, 'fi')).toBe(fi);
    expect(formatEuros(cents, 'sv')).toBe(sv);
    expect(formatEuros(cents, 'en')).toBe(en);
  });

  it('always shows exactly two decimals, for every cent value from 0 to 1000', () => {
    for (let cents = 0; cents <= 1000; cents += 1) {
      const expected = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      expect(formatEuros(cents, 'en')).toBe(`€${expected}`);
      expect(formatEuros(cents, 'fi')).toBe(`${expected.replace('.', ',')}${NBSP}€`);
    }
  });

  it('rejects fractional cents instead of rounding', () => {
    expect(() => formatEuros(12.5, 'fi')).toThrow(RangeError);
  });
});

describe('pricePrefixApplies', () => {
  it.each([
    ['kela65', false],
    ['private', true],
    ['occupational', true],
    ['insurance', true],
    ['', true],
    ['KELA65', true],
    ['kela', true],
  ])('%j → %s', (healthCareType, expected) => {
    expect(pricePrefixApplies(healthCareType)).toBe(expected);
  });
});

describe('priceForAppointment', () => {
  it('Y65V_FIXED_PRICE_CENTS is 28.20 EUR', () => {
    expect(Y65V_FIXED_PRICE_CENTS).toBe(2820);
    expect(formatEuros(Y65V_FIXED_PRICE_CENTS, 'fi')).toBe(`28,20${NBSP}€`);
  });

  it.each(['private', 'kela65', 'occupational'])('Y65V is always 2820 cents without prefix (%s)', (type) => {
    expect(priceForAppointment({ kindId: 'Y65V', rateCents: 9900, healthCareType: type })).toEqual({
      cents: 2820,
      showFromPrefix: false,
    });
  });

  it('Y65V ignores even an unusable rate', () => {
    expect(priceForAppointment({ kindId: 'Y65V', rateCents: 12.5, healthCareType: 'private' })).toEqual({
      cents: 2820,
      showFromPrefix: false,
    });
  });

  it.each([
    ['VETA', 4500, 'private', { cents: 4500, showFromPrefix: true }],
    ['VETA', 4500, 'kela65', { cents: 4500, showFromPrefix: false }],
    ['y65v', 4500, 'private', { cents: 4500, showFromPrefix: true }],
    ['Y65', 0, 'occupational', { cents: 0, showFromPrefix: true }],
  ])('kind %s, rate %d, type %s → %o', (kindId, rateCents, healthCareType, price) => {
    expect(priceForAppointment({ kindId, rateCents, healthCareType })).toEqual(price);
  });

  it('throws RangeError for fractional rate cents', () => {
    expect(() => priceForAppointment({ kindId: 'VETA', rateCents: 45.5, healthCareType: 'private' })).toThrow(
      RangeError,
    );
  });
});
