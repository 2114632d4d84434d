import { describe, expect, it, vi } from 'vitest';
import { openDirections, type DirectionsEnvironment } from './directions';

const salon = { latitude: 30.9, longitude: 75.85 };

function environment(geolocation: Partial<Geolocation> | undefined, opens = true): DirectionsEnvironment {
  return {
    geolocation: geolocation as Geolocation | undefined,
    open: vi.fn(() => opens),
    goTo: vi.fn(),
    alert: vi.fn(),
  };
}

describe('openDirections', () => {
  it('alerts when the browser has no geolocation', () => {
    const env = environment(undefined);
    openDirections(salon, 'Geolocation is not supported by this browser.', env);
    expect(env.alert).toHaveBeenCalledWith('Geolocation is not supported by this browser.');
    expect(env.open).not.toHaveBeenCalled();
  });

  it('starts from the visitor when the position is shared, with the spec timeouts', () => {
    const getCurrentPosition = vi.fn(
      (success: PositionCallback, _failure?: PositionErrorCallback | null, _options?: PositionOptions) =>
        success({ coords: { latitude: 30.5, longitude: 75.5 } } as GeolocationPosition),
    );
    const env = environment({ getCurrentPosition });
    openDirections(salon, 'unsupported', env);
    expect(env.open).toHaveBeenCalledWith(
      'https://www.google.com/maps/dir/?api=1&origin=30.5,75.5&destination=30.9,75.85',
    );
    expect(getCurrentPosition.mock.calls[0]![2]).toEqual({ timeout: 27000, maximumAge: 30000 });
  });

  it('shows the destination alone without permission, in this tab if new tabs are blocked', () => {
    const getCurrentPosition = vi.fn((_: PositionCallback, failure?: PositionErrorCallback | null) =>
      failure?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    const env = environment({ getCurrentPosition }, false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    openDirections(salon, 'unsupported', env);
    expect(env.goTo).toHaveBeenCalledWith('https://www.google.com/maps/dir/?api=1&destination=30.9,75.85');
    warn.mockRestore();
  });
});
