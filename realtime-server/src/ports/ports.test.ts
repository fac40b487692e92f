import { describe, expect, it } from 'vitest';
import { createPorts, type Ports } from './ports';

const port = (name: string) => ({ name }) as unknown as Ports[keyof Ports];

describe('ports', () => {
  it('hands out what a module provides only once every module is set up', () => {
    const ports = createPorts();
    ports.provide('calendar', { calendar: port('google') } as Partial<Ports>);
    expect(() => ports.get('calendar' as keyof Ports)).toThrow(/after every module's setup/);
    ports.seal();
    expect(ports.get('calendar' as keyof Ports)).toEqual({ name: 'google' });
    expect(ports.get('nobody-provides-this' as keyof Ports)).toBeUndefined();
  });

  it('refuses a port provided twice, and puts a replaced port back', () => {
    const ports = createPorts();
    ports.provide('a', { calendar: port('first') } as Partial<Ports>);
    expect(() => ports.provide('b', { calendar: port('second') } as Partial<Ports>)).toThrow(/provided by both a and b/);
    ports.seal();
    const restore = ports.replace('calendar' as keyof Ports, port('fake'));
    expect(ports.get('calendar' as keyof Ports)).toEqual({ name: 'fake' });
    restore();
    expect(ports.get('calendar' as keyof Ports)).toEqual({ name: 'first' });
  });
});
