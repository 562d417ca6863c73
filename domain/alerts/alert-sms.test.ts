import { describe, expect, it } from 'vitest';
import { alertSmsText } from './alert-sms';
import type { AlertMessage } from './grouped-message';

const origin = 'https://demo.lotready.test';
const line = (id: string) => ({ vehicleId: id, text: `Car ${id} went red in Detail` });

describe('alertSmsText', () => {
  it.each<[string, AlertMessage, string]>([
    [
      'one car links to its record',
      { title: 'Car 1 went red in Detail overnight', lines: [line('1')] },
      `Car 1 went red in Detail overnight ${origin}/?car=1`,
    ],
    [
      'a few cars are named, with the board',
      { title: '2 cars went red', lines: [line('1'), line('2')] },
      `2 cars went red: Car 1 went red in Detail; Car 2 went red in Detail ${origin}/`,
    ],
    [
      'more than three say how many more',
      { title: '5 cars went red', lines: ['1', '2', '3', '4', '5'].map(line) },
      `5 cars went red: Car 1 went red in Detail; Car 2 went red in Detail; Car 3 went red in Detail; and 2 more ${origin}/`,
    ],
  ])('%s', (_name, message, text) => {
    expect(alertSmsText(message, origin)).toBe(text);
  });
});
