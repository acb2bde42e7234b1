import { renderWithIntl } from '@portal/shared/i18n/testing';
import { fireEvent, screen } from '@testing-library/react';
import { FileField } from './file-field';

const pdf = () => new File(['%PDF'], 'lausunto.pdf', { type: 'application/pdf' });

describe('FileField', () => {
  it('is a file input named by its label and described by its hint and further descriptions', () => {
    renderWithIntl(
      <>
        <FileField label="Front side" hint="JPEG or PNG, at most 9 MB" accept="image/jpeg,image/png" aria-describedby="status" onFiles={jest.fn()} />
        <p id="status">No file chosen</p>
      </>,
    );
    const input = screen.getByLabelText('Front side');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(input).toHaveAccessibleDescription('JPEG or PNG, at most 9 MB No file chosen');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('multiple');
  });

  it('passes on the files chosen, and an empty list when the choice is cleared', () => {
    const onFiles = jest.fn();
    renderWithIntl(<FileField label="Attachments" hint="PDF" accept=".pdf" multiple onFiles={onFiles} />);
    const input = screen.getByLabelText('Attachments');
    const file = pdf();
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.change(input, { target: { files: [] } });
    expect(onFiles.mock.calls).toEqual([[[file]], [[]]]);
    expect(input).toHaveAttribute('multiple');
  });

  it('empties itself after a choice only when told to, so the same file can be added again', () => {
    const onFiles = jest.fn();
    const { rerender } = renderWithIntl(<FileField label="Attachments" hint="PDF" accept=".pdf" onFiles={onFiles} />);
    const input = screen.getByLabelText<HTMLInputElement>('Attachments');
    const reset = jest.spyOn(input, 'value', 'set');
    fireEvent.change(input, { target: { files: [pdf()] } });
    expect(reset).not.toHaveBeenCalledWith('');
    rerender(<FileField label="Attachments" hint="PDF" accept=".pdf" onFiles={onFiles} resetAfterChoice />);
    fireEvent.change(input, { target: { files: [pdf()] } });
    expect(reset).toHaveBeenCalledWith('');
  });

  it('marks itself invalid and disabled when told', () => {
    renderWithIntl(<FileField label="Back side" hint="JPEG" accept="image/jpeg" isInvalid isDisabled onFiles={jest.fn()} />);
    const input = screen.getByLabelText('Back side');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeDisabled();
  });
});
