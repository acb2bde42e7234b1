import { formatLabNumber, formatLabResult, formatNumericResult, formatReferenceRange, withUnit } from './result-format';

describe('lab result formatting', () => {
  it('writes numbers as each language does, keeping the laboratory’s decimals', () => {
    expect(formatLabNumber(5.6, 'fi')).toBe('5,6');
    expect(formatLabNumber(5.6, 'sv')).toBe('5,6');
    expect(formatLabNumber(5.6, 'en')).toBe('5.6');
    expect(formatLabNumber(0.035, 'en')).toBe('0.035');
    expect(formatLabNumber(138, 'fi')).toBe('138');
  });

  it('puts the prefix before the number', () => {
    expect(formatNumericResult(3, 'lessThan', 'fi')).toBe('< 3');
    expect(formatNumericResult(3, 'lessThanOrEqual', 'en')).toBe('≤ 3');
    expect(formatNumericResult(90, 'greaterThan', 'en')).toBe('> 90');
    expect(formatNumericResult(1.5, 'greaterThanOrEqual', 'sv')).toBe('≥ 1,5');
    expect(formatNumericResult(138, null, 'en')).toBe('138');
  });

  it('shows a textual result as the laboratory wrote it', () => {
    expect(formatLabResult({ type: 'textual', resultText: 'Negatiivinen' }, 'en')).toBe('Negatiivinen');
    expect(formatLabResult({ type: 'numeric', resultNumber: 5.6, prefix: null, isWithinReferenceRange: false }, 'fi')).toBe('5,6');
  });

  it('writes the reference range with open ends', () => {
    expect(formatReferenceRange({ min: 117, max: 167 }, 'en')).toBe('117–167');
    expect(formatReferenceRange({ min: 3.4, max: 8.2 }, 'fi')).toBe('3,4–8,2');
    expect(formatReferenceRange({ min: 1, max: null }, 'en')).toBe('≥ 1');
    expect(formatReferenceRange({ min: null, max: 5 }, 'en')).toBe('≤ 5');
    expect(formatReferenceRange({ min: null, max: null }, 'en')).toBeNull();
    expect(formatReferenceRange(null, 'en')).toBeNull();
  });

  it('adds the unit when there is one', () => {
    expect(withUnit('138', 'g/l')).toBe('138 g/l');
    expect(withUnit('Negatiivinen', null)).toBe('Negatiivinen');
  });
});
