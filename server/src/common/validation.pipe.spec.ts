import { refusalOf as refusal, validated as run } from '../testing/validate.js';
import { IsText, MaxChars, NotBlank } from './validation.js';
import { NestedList, NestedObject, OptionalBody, RefuseUnknownFields } from './validation.pipe.js';

class Line {
  @IsText() @NotBlank(1, 'Line needs a name') name: string;
}
class Place {
  @IsText() @MaxChars(20, 5, 'City is too long') city?: string;
}
/** A form whose messages come in rank order, not in the order of its fields. */
class Form {
  @IsText() @NotBlank(2, 'Please enter a title') @MaxChars(10, 4, 'Title is too long') title: string;
  @IsText({ multiline: true }) @NotBlank(1, 'Please enter a body') body: string;
  @NestedObject(Place) place?: Place | null;
  @NestedList(Line) lines?: Line[];
}
@OptionalBody()
class Optional {
  @IsText() token?: string | null;
}
@RefuseUnknownFields()
class Strict {
  @IsText() name?: string;
  @NestedObject(Place) place?: Place | null;
}

describe('one pipe validates every DTO: the first failure in rank order is the message, each field its first failure', () => {
  test('a valid input becomes an instance of its class, unknown fields dropped', async () => {
    const dto = await run(Form, { title: 'Hi', body: 'Text', extra: 'x' });
    expect(dto).toBeInstanceOf(Form);
    expect(dto).toEqual({ title: 'Hi', body: 'Text' });
  });

  test('failures are reported in their rules\' rank, whatever the order of the fields', async () => {
    expect(await refusal(Form, { title: '' })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Please enter a body',
      errors: [
        { field: 'body', message: 'Please enter a body' },
        { field: 'title', message: 'Please enter a title' },
      ],
    });
    expect((await refusal(Form, { title: 'A title too long', body: 'x', place: { city: 'c'.repeat(21) } })).errors).toEqual([
      { field: 'title', message: 'Title is too long' },
      { field: 'place.city', message: 'City is too long' },
    ]);
  });

  test('a field that is not text is reported alone, before any rule of content', async () => {
    expect(await refusal(Form, { title: 42, body: '' })).toEqual({ code: 'BAD_USER_INPUT', message: 'title must be text', errors: [{ field: 'title', message: 'title must be text' }] });
  });

  test('NUL and other control characters are refused in text; line breaks only where text may span lines', async () => {
    for (const bad of ['Hi\u0000', 'H\u0007i', 'H\ni']) {
      expect((await refusal(Form, { title: bad, body: 'x' })).message).toBe('title must not contain control characters');
    }
    expect(await run(Form, { title: 'Hi', body: 'Line one\r\n\tline two' })).toBeInstanceOf(Form);
    expect((await refusal(Form, { title: 'Hi', body: 'x\u0000' })).message).toBe('body must not contain control characters');
  });

  test('nested objects and lists are checked with their paths; a nested value that is not an object is refused', async () => {
    expect((await refusal(Form, { title: 'Hi', body: 'x', lines: [{ name: 'a' }, { name: '' }] })).errors).toEqual([{ field: 'lines[1].name', message: 'Line needs a name' }]);
    expect((await refusal(Form, { title: 'Hi', body: 'x', lines: [7] })).errors).toEqual([{ field: 'lines[0].name', message: 'Line needs a name' }]);
    expect((await refusal(Form, { title: 'Hi', body: 'x', place: 'Pune' })).message).toBe('place must be an object');
    expect(await run(Form, { title: 'Hi', body: 'x', place: null })).toBeInstanceOf(Form);
  });

  test('a body that is not a JSON object is refused, unless the DTO takes any body (refresh, logout)', async () => {
    expect((await refusal(Form, ['a'])).message).toBe('The request body must be a JSON object, sent with Content-Type: application/json');
    expect(await run(Optional, 'text')).toEqual({});
  });

  test('where unknown fields are refused, every one is named, nested ones with their path', async () => {
    expect(await refusal(Strict, { nickname: 'A', place: { floor: 2 } })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Unknown field: nickname, place.floor',
      errors: [{ field: 'nickname', message: 'Unknown field' }, { field: 'place.floor', message: 'Unknown field' }],
    });
  });
});
