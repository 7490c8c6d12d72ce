/**
 * Names a transformation must never introduce as a new local variable.
 */
import type { TransformLanguage } from './parser.js';

const words = (text: string): string[] => text.trim().split(/\s+/);

const C_RESERVED = [
  // C89..C23 keywords and common compiler extensions
  ...words(`
    auto break case char const continue default do double else enum extern float for goto if
    inline int long register restrict return short signed sizeof static struct switch typedef
    union unsigned void volatile while alignas alignof bool constexpr false nullptr
    static_assert thread_local true typeof typeof_unqual _Alignas _Alignof _Atomic _BitInt
    _Bool _Complex _Decimal128 _Decimal32 _Decimal64 _Generic _Imaginary _Noreturn
    _Static_assert _Thread_local asm __asm__ __attribute__ __declspec __inline __restrict`),
  // C++ keywords: C test suites such as Juliet are often compiled as C++ too
  ...words(`
    and and_eq bitand bitor catch class compl const_cast decltype delete dynamic_cast explicit
    export friend mutable namespace new noexcept not not_eq operator or or_eq private protected
    public reinterpret_cast static_cast template this throw try typeid typename using virtual
    wchar_t xor xor_eq char8_t char16_t char32_t`),
  // object-like macros of standard and common platform headers (glibc, gcc,
  // Windows SDK): a local of that name would be rewritten by the preprocessor
  ...words(`
    NULL EOF errno stdin stdout stderr assert offsetof complex imaginary I noreturn linux unix
    i386 interface small hyper near far pascal cdecl min max va_arg va_start va_end va_copy
    setjmp main`),
];

const JAVA_RESERVED = [
  ...words(`
    abstract assert boolean break byte case catch char class const continue default do double
    else enum extends final finally float for goto if implements import instanceof int
    interface long native new package private protected public return short static strictfp
    super switch synchronized this throw throws transient try void volatile while true false
    null`),
  // contextual keywords
  ...words(`
    _ var yield record sealed permits when module open opens exports requires transitive to
    uses provides with`),
];

const RESERVED: Record<TransformLanguage, ReadonlySet<string>> = {
  c: new Set(C_RESERVED),
  java: new Set(JAVA_RESERVED),
};

/** True when `name` may not be used as a new local variable name. */
export function isReservedName(language: TransformLanguage, name: string): boolean {
  return RESERVED[language].has(name);
}

const IDENTIFIER: Record<TransformLanguage, RegExp> = {
  c: /^[A-Za-z_][A-Za-z0-9_]*$/,
  java: /^[A-Za-z_$][A-Za-z0-9_$]*$/,
};

/** True when `name` is a plain ASCII identifier of the language and not reserved. */
export function isValidNewName(language: TransformLanguage, name: string): boolean {
  return IDENTIFIER[language].test(name) && !isReservedName(language, name);
}
