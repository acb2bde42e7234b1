import { renderWithIntl } from '@portal/shared/i18n/testing';
import { fireEvent, screen } from '@testing-library/react';
import { Avatar, AVATAR_SIZES, initialsOf } from './avatar';

describe('Avatar', () => {
  it('has the agreed sizes', () => {
    expect(AVATAR_SIZES).toEqual({ small: 24, medium: 40, large: 55 });
  });

  it.each(Object.entries(AVATAR_SIZES))('is %s: %i px', (size, pixels) => {
    renderWithIntl(<Avatar name="Anna Virtanen" size={size as keyof typeof AVATAR_SIZES} />);
    const avatar = screen.getByRole('img', { name: 'Anna Virtanen' });
    expect(avatar).toHaveStyle({ width: `${pixels}px`, height: `${pixels}px` });
  });

  it('is medium by default', () => {
    renderWithIntl(<Avatar name="Anna Virtanen" />);
    expect(screen.getByRole('img', { name: 'Anna Virtanen' })).toHaveStyle({ width: '40px', height: '40px' });
  });

  it('shows a photo with the name as alt text', () => {
    renderWithIntl(<Avatar name="Dr. Mikko Laine" src="/mikko.jpg" size="large" />);
    const image = screen.getByRole('img', { name: 'Dr. Mikko Laine' });
    expect(image).toHaveAttribute('src', '/mikko.jpg');
    expect(image).toHaveAttribute('width', '55');
  });

  it('falls back to initials when the photo fails', () => {
    renderWithIntl(<Avatar name="Mikko Laine" src="/broken.jpg" />);
    fireEvent.error(screen.getByRole('img', { name: 'Mikko Laine' }));
    expect(screen.getByRole('img', { name: 'Mikko Laine' })).toHaveTextContent('ML');
  });

  it('shows initials read as the name', () => {
    renderWithIntl(<Avatar name="anna maria virtanen" />);
    const avatar = screen.getByRole('img', { name: 'anna maria virtanen' });
    expect(avatar).toHaveTextContent('AV');
  });

  it('can be decorative', () => {
    renderWithIntl(<Avatar name="Anna Virtanen" isDecorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('takes initials from names', () => {
    expect(initialsOf('Anna')).toBe('A');
    expect(initialsOf('  Åsa   Öberg ')).toBe('ÅÖ');
    expect(initialsOf('')).toBe('');
  });
});
