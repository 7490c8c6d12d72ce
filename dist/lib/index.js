import * as __WEBPACK_EXTERNAL_MODULE_onnxruntime_node_6a60201e__ from "onnxruntime-node";
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 2879:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

module.exports = __nccwpck_require__.p + "3be45e2eea811a05c780.wasm";

/***/ }),

/***/ 3958:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_MODULE_onnxruntime_node_6a60201e__;

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 1943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ }),

/***/ 3339:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("module");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 7349:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveBlockMap = __nccwpck_require__(7103);
var resolveBlockSeq = __nccwpck_require__(334);
var resolveFlowCollection = __nccwpck_require__(3142);

function resolveCollection(CN, ctx, token, onError, tagName, tag) {
    const coll = token.type === 'block-map'
        ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag)
        : token.type === 'block-seq'
            ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag)
            : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
    const Coll = coll.constructor;
    // If we got a tagName matching the class, or the tag name is '!',
    // then use the tagName from the node class used to create it.
    if (tagName === '!' || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
    }
    if (tagName)
        coll.tag = tagName;
    return coll;
}
function composeCollection(CN, ctx, token, props, onError) {
    const tagToken = props.tag;
    const tagName = !tagToken
        ? null
        : ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg));
    if (token.type === 'block-seq') {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken
            ? anchor.offset > tagToken.offset
                ? anchor
                : tagToken
            : (anchor ?? tagToken);
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
            const message = 'Missing newline after block sequence props';
            onError(lastProp, 'MISSING_CHAR', message);
        }
    }
    const expType = token.type === 'block-map'
        ? 'map'
        : token.type === 'block-seq'
            ? 'seq'
            : token.start.source === '{'
                ? 'map'
                : 'seq';
    // shortcut: check if it's a generic YAMLMap or YAMLSeq
    // before jumping into the custom tag logic.
    if (!tagToken ||
        !tagName ||
        tagName === '!' ||
        (tagName === YAMLMap.YAMLMap.tagName && expType === 'map') ||
        (tagName === YAMLSeq.YAMLSeq.tagName && expType === 'seq')) {
        return resolveCollection(CN, ctx, token, onError, tagName);
    }
    let tag = ctx.schema.tags.find(t => t.tag === tagName && t.collection === expType);
    if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
            ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
            tag = kt;
        }
        else {
            if (kt) {
                onError(tagToken, 'BAD_COLLECTION_TYPE', `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? 'scalar'}`, true);
            }
            else {
                onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, true);
            }
            return resolveCollection(CN, ctx, token, onError, tagName);
        }
    }
    const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
    const res = tag.resolve?.(coll, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg), ctx.options) ?? coll;
    const node = identity.isNode(res)
        ? res
        : new Scalar.Scalar(res);
    node.range = coll.range;
    node.tag = tagName;
    if (tag?.format)
        node.format = tag.format;
    return node;
}

exports.composeCollection = composeCollection;


/***/ }),

/***/ 3683:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Document = __nccwpck_require__(3021);
var composeNode = __nccwpck_require__(5937);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);

function composeDoc(options, directives, { offset, start, value, end }, onError) {
    const opts = Object.assign({ _directives: directives }, options);
    const doc = new Document.Document(undefined, opts);
    const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
    };
    const props = resolveProps.resolveProps(start, {
        indicator: 'doc-start',
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
    });
    if (props.found) {
        doc.directives.docStart = true;
        if (value &&
            (value.type === 'block-map' || value.type === 'block-seq') &&
            !props.hasNewline)
            onError(props.end, 'MISSING_CHAR', 'Block collection cannot start on same line with directives-end marker');
    }
    // @ts-expect-error If Contents is set, let's trust the user
    doc.contents = value
        ? composeNode.composeNode(ctx, value, props, onError)
        : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
    const contentEnd = doc.contents.range[2];
    const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
    if (re.comment)
        doc.comment = re.comment;
    doc.range = [offset, contentEnd, re.offset];
    return doc;
}

exports.composeDoc = composeDoc;


/***/ }),

/***/ 5937:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var composeCollection = __nccwpck_require__(7349);
var composeScalar = __nccwpck_require__(5413);
var resolveEnd = __nccwpck_require__(7788);
var utilEmptyScalarPosition = __nccwpck_require__(2599);

const CN = { composeNode, composeEmptyNode };
function composeNode(ctx, token, props, onError) {
    const atKey = ctx.atKey;
    const { spaceBefore, comment, anchor, tag } = props;
    let node;
    let isSrcToken = true;
    switch (token.type) {
        case 'alias':
            node = composeAlias(ctx, token, onError);
            if (anchor || tag)
                onError(token, 'ALIAS_PROPS', 'An alias node must not specify any properties');
            break;
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'block-scalar':
            node = composeScalar.composeScalar(ctx, token, tag, onError);
            if (anchor)
                node.anchor = anchor.source.substring(1);
            break;
        case 'block-map':
        case 'block-seq':
        case 'flow-collection':
            try {
                node = composeCollection.composeCollection(CN, ctx, token, props, onError);
                if (anchor)
                    node.anchor = anchor.source.substring(1);
            }
            catch (error) {
                // Almost certainly here due to a stack overflow
                const message = error instanceof Error ? error.message : String(error);
                onError(token, 'RESOURCE_EXHAUSTION', message);
            }
            break;
        default: {
            const message = token.type === 'error'
                ? token.message
                : `Unsupported token (type: ${token.type})`;
            onError(token, 'UNEXPECTED_TOKEN', message);
            isSrcToken = false;
        }
    }
    node ?? (node = composeEmptyNode(ctx, token.offset, undefined, null, props, onError));
    if (anchor && node.anchor === '')
        onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    if (atKey &&
        ctx.options.stringKeys &&
        (!identity.isScalar(node) ||
            typeof node.value !== 'string' ||
            (node.tag && node.tag !== 'tag:yaml.org,2002:str'))) {
        const msg = 'With stringKeys, all keys must be strings';
        onError(tag ?? token, 'NON_STRING_KEY', msg);
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        if (token.type === 'scalar' && token.source === '')
            node.comment = comment;
        else
            node.commentBefore = comment;
    }
    // @ts-expect-error Type checking misses meaning of isSrcToken
    if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
    return node;
}
function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
    const token = {
        type: 'scalar',
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ''
    };
    const node = composeScalar.composeScalar(ctx, token, tag, onError);
    if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === '')
            onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        node.comment = comment;
        node.range[2] = end;
    }
    return node;
}
function composeAlias({ options }, { offset, source, end }, onError) {
    const alias = new Alias.Alias(source.substring(1));
    if (alias.source === '')
        onError(offset, 'BAD_ALIAS', 'Alias cannot be an empty string');
    if (alias.source.endsWith(':'))
        onError(offset + source.length - 1, 'BAD_ALIAS', 'Alias ending in : is ambiguous', true);
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
    alias.range = [offset, valueEnd, re.offset];
    if (re.comment)
        alias.comment = re.comment;
    return alias;
}

exports.composeEmptyNode = composeEmptyNode;
exports.composeNode = composeNode;


/***/ }),

/***/ 5413:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);

function composeScalar(ctx, token, tagToken, onError) {
    const { value, type, comment, range } = token.type === 'block-scalar'
        ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError)
        : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
    const tagName = tagToken
        ? ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg))
        : null;
    let tag;
    if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
    }
    else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
    else if (token.type === 'scalar')
        tag = findScalarTagByTest(ctx, value, token, onError);
    else
        tag = ctx.schema[identity.SCALAR];
    let scalar;
    try {
        const res = tag.resolve(value, msg => onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
    }
    catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg);
        scalar = new Scalar.Scalar(value);
    }
    scalar.range = range;
    scalar.source = value;
    if (type)
        scalar.type = type;
    if (tagName)
        scalar.tag = tagName;
    if (tag.format)
        scalar.format = tag.format;
    if (comment)
        scalar.comment = comment;
    return scalar;
}
function findScalarTagByName(schema, value, tagName, tagToken, onError) {
    if (tagName === '!')
        return schema[identity.SCALAR]; // non-specific tag
    const matchWithTest = [];
    for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
            if (tag.default && tag.test)
                matchWithTest.push(tag);
            else
                return tag;
        }
    }
    for (const tag of matchWithTest)
        if (tag.test?.test(value))
            return tag;
    const kt = schema.knownTags[tagName];
    if (kt && !kt.collection) {
        // Ensure that the known tag is available for stringifying,
        // but does not get used by default.
        schema.tags.push(Object.assign({}, kt, { default: false, test: undefined }));
        return kt;
    }
    onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, tagName !== 'tag:yaml.org,2002:str');
    return schema[identity.SCALAR];
}
function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
    const tag = schema.tags.find(tag => (tag.default === true || (atKey && tag.default === 'key')) &&
        tag.test?.test(value)) || schema[identity.SCALAR];
    if (schema.compat) {
        const compat = schema.compat.find(tag => tag.default && tag.test?.test(value)) ??
            schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
            const ts = directives.tagString(tag.tag);
            const cs = directives.tagString(compat.tag);
            const msg = `Value may be parsed as either ${ts} or ${cs}`;
            onError(token, 'TAG_RESOLVE_FAILED', msg, true);
        }
    }
    return tag;
}

exports.composeScalar = composeScalar;


/***/ }),

/***/ 9984:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var directives = __nccwpck_require__(1342);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var identity = __nccwpck_require__(1127);
var composeDoc = __nccwpck_require__(3683);
var resolveEnd = __nccwpck_require__(7788);

function getErrorPos(src) {
    if (typeof src === 'number')
        return [src, src + 1];
    if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
    const { offset, source } = src;
    return [offset, offset + (typeof source === 'string' ? source.length : 1)];
}
function parsePrelude(prelude) {
    let comment = '';
    let atComment = false;
    let afterEmptyLine = false;
    for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
            case '#':
                comment +=
                    (comment === '' ? '' : afterEmptyLine ? '\n\n' : '\n') +
                        (source.substring(1) || ' ');
                atComment = true;
                afterEmptyLine = false;
                break;
            case '%':
                if (prelude[i + 1]?.[0] !== '#')
                    i += 1;
                atComment = false;
                break;
            default:
                // This may be wrong after doc-end, but in that case it doesn't matter
                if (!atComment)
                    afterEmptyLine = true;
                atComment = false;
        }
    }
    return { comment, afterEmptyLine };
}
/**
 * Compose a stream of CST nodes into a stream of YAML Documents.
 *
 * ```ts
 * import { Composer, Parser } from 'yaml'
 *
 * const src: string = ...
 * const tokens = new Parser().parse(src)
 * const docs = new Composer().compose(tokens)
 * ```
 */
class Composer {
    constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
            const pos = getErrorPos(source);
            if (warning)
                this.warnings.push(new errors.YAMLWarning(pos, code, message));
            else
                this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        this.directives = new directives.Directives({ version: options.version || '1.2' });
        this.options = options;
    }
    decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        //console.log({ dc: doc.comment, prelude, comment })
        if (comment) {
            const dc = doc.contents;
            if (afterDoc) {
                doc.comment = doc.comment ? `${doc.comment}\n${comment}` : comment;
            }
            else if (afterEmptyLine || doc.directives.docStart || !dc) {
                doc.commentBefore = comment;
            }
            else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
                let it = dc.items[0];
                if (identity.isPair(it))
                    it = it.key;
                const cb = it.commentBefore;
                it.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
            else {
                const cb = dc.commentBefore;
                dc.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
        }
        if (afterDoc) {
            for (let i = 0; i < this.errors.length; ++i)
                doc.errors.push(this.errors[i]);
            for (let i = 0; i < this.warnings.length; ++i)
                doc.warnings.push(this.warnings[i]);
        }
        else {
            doc.errors = this.errors;
            doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
    }
    /**
     * Current stream status information.
     *
     * Mostly useful at the end of input for an empty stream.
     */
    streamInfo() {
        return {
            comment: parsePrelude(this.prelude).comment,
            directives: this.directives,
            errors: this.errors,
            warnings: this.warnings
        };
    }
    /**
     * Compose tokens into documents.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
            yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
    }
    /** Advance the composer by one CST token. */
    *next(token) {
        if (node_process.env.LOG_STREAM)
            console.dir(token, { depth: null });
        switch (token.type) {
            case 'directive':
                this.directives.add(token.source, (offset, message, warning) => {
                    const pos = getErrorPos(token);
                    pos[0] += offset;
                    this.onError(pos, 'BAD_DIRECTIVE', message, warning);
                });
                this.prelude.push(token.source);
                this.atDirectives = true;
                break;
            case 'document': {
                const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
                if (this.atDirectives && !doc.directives.docStart)
                    this.onError(token, 'MISSING_CHAR', 'Missing directives-end/doc-start indicator line');
                this.decorate(doc, false);
                if (this.doc)
                    yield this.doc;
                this.doc = doc;
                this.atDirectives = false;
                break;
            }
            case 'byte-order-mark':
            case 'space':
                break;
            case 'comment':
            case 'newline':
                this.prelude.push(token.source);
                break;
            case 'error': {
                const msg = token.source
                    ? `${token.message}: ${JSON.stringify(token.source)}`
                    : token.message;
                const error = new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg);
                if (this.atDirectives || !this.doc)
                    this.errors.push(error);
                else
                    this.doc.errors.push(error);
                break;
            }
            case 'doc-end': {
                if (!this.doc) {
                    const msg = 'Unexpected doc-end without preceding document';
                    this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg));
                    break;
                }
                this.doc.directives.docEnd = true;
                const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
                this.decorate(this.doc, true);
                if (end.comment) {
                    const dc = this.doc.comment;
                    this.doc.comment = dc ? `${dc}\n${end.comment}` : end.comment;
                }
                this.doc.range[2] = end.offset;
                break;
            }
            default:
                this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', `Unsupported token ${token.type}`));
        }
    }
    /**
     * Call at end of input to yield any remaining document.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
            this.decorate(this.doc, true);
            yield this.doc;
            this.doc = null;
        }
        else if (forceDoc) {
            const opts = Object.assign({ _directives: this.directives }, this.options);
            const doc = new Document.Document(undefined, opts);
            if (this.atDirectives)
                this.onError(endOffset, 'MISSING_CHAR', 'Missing directives-end indicator line');
            doc.range = [0, endOffset, endOffset];
            this.decorate(doc, false);
            yield doc;
        }
    }
}

exports.Composer = Composer;


/***/ }),

/***/ 7103:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilFlowIndentCheck = __nccwpck_require__(4051);
var utilMapIncludes = __nccwpck_require__(1187);

const startColMsg = 'All mapping items must start at the same column';
function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
    const map = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    let offset = bm.offset;
    let commentEnd = null;
    for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        // key properties
        const keyProps = resolveProps.resolveProps(start, {
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: bm.indent,
            startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
            if (key) {
                if (key.type === 'block-seq')
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'A block sequence may not be used as an implicit map key');
                else if ('indent' in key && key.indent !== bm.indent)
                    onError(offset, 'BAD_INDENT', startColMsg);
            }
            if (!keyProps.anchor && !keyProps.tag && !sep) {
                commentEnd = keyProps.end;
                if (keyProps.comment) {
                    if (map.comment)
                        map.comment += '\n' + keyProps.comment;
                    else
                        map.comment = keyProps.comment;
                }
                continue;
            }
            if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
                onError(key ?? start[start.length - 1], 'MULTILINE_IMPLICIT_KEY', 'Implicit keys need to be on a single line');
            }
        }
        else if (keyProps.found?.indent !== bm.indent) {
            onError(offset, 'BAD_INDENT', startColMsg);
        }
        // key value
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key
            ? composeNode(ctx, key, keyProps, onError)
            : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
            onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
        // value properties
        const valueProps = resolveProps.resolveProps(sep ?? [], {
            indicator: 'map-value-ind',
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: bm.indent,
            startOnNewline: !key || key.type === 'block-scalar'
        });
        offset = valueProps.end;
        if (valueProps.found) {
            if (implicitKey) {
                if (value?.type === 'block-map' && !valueProps.hasNewline)
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'Nested mappings are not allowed in compact mappings');
                if (ctx.options.strict &&
                    keyProps.start < valueProps.found.offset - 1024)
                    onError(keyNode.range, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit block mapping key');
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
            if (ctx.schema.compat)
                utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
            offset = valueNode.range[2];
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
        else {
            // key with no value
            if (implicitKey)
                onError(keyNode.range, 'MISSING_CHAR', 'Implicit map keys need to be followed by map values');
            if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
    }
    if (commentEnd && commentEnd < offset)
        onError(commentEnd, 'IMPOSSIBLE', 'Map comment with trailing content');
    map.range = [bm.offset, offset, commentEnd ?? offset];
    return map;
}

exports.resolveBlockMap = resolveBlockMap;


/***/ }),

/***/ 8913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function resolveBlockScalar(ctx, scalar, onError) {
    const start = scalar.offset;
    const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
    if (!header)
        return { value: '', type: null, comment: '', range: [start, start, start] };
    const type = header.mode === '>' ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
    const lines = scalar.source ? splitLines(scalar.source) : [];
    // determine the end of content & start of chomping
    let chompStart = lines.length;
    for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === '' || content === '\r')
            chompStart = i;
        else
            break;
    }
    // shortcut for empty contents
    if (chompStart === 0) {
        const value = header.chomp === '+' && lines.length > 0
            ? '\n'.repeat(Math.max(1, lines.length - 1))
            : '';
        let end = start + header.length;
        if (scalar.source)
            end += scalar.source.length;
        return { value, type, comment: header.comment, range: [start, end, end] };
    }
    // find the indentation level to trim from start
    let trimIndent = scalar.indent + header.indent;
    let offset = scalar.offset + header.length;
    let contentStart = 0;
    for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === '' || content === '\r') {
            if (header.indent === 0 && indent.length > trimIndent)
                trimIndent = indent.length;
        }
        else {
            if (indent.length < trimIndent) {
                const message = 'Block scalars with more-indented leading empty lines must use an explicit indentation indicator';
                onError(offset + indent.length, 'MISSING_CHAR', message);
            }
            if (header.indent === 0)
                trimIndent = indent.length;
            contentStart = i;
            if (trimIndent === 0 && !ctx.atRoot) {
                const message = 'Block scalar values in collections must be indented';
                onError(offset, 'BAD_INDENT', message);
            }
            break;
        }
        offset += indent.length + content.length + 1;
    }
    // include trailing more-indented empty lines in content
    for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
            chompStart = i + 1;
    }
    let value = '';
    let sep = '';
    let prevMoreIndented = false;
    // leading whitespace is kept intact
    for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + '\n';
    for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === '\r';
        if (crlf)
            content = content.slice(0, -1);
        /* istanbul ignore if already caught in lexer */
        if (content && indent.length < trimIndent) {
            const src = header.indent
                ? 'explicit indentation indicator'
                : 'first line';
            const message = `Block scalar lines must not be less indented than their ${src}`;
            onError(offset - content.length - (crlf ? 2 : 1), 'BAD_INDENT', message);
            indent = '';
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
        }
        else if (indent.length > trimIndent || content[0] === '\t') {
            // more-indented content within a folded block
            if (sep === ' ')
                sep = '\n';
            else if (!prevMoreIndented && sep === '\n')
                sep = '\n\n';
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
            prevMoreIndented = true;
        }
        else if (content === '') {
            // empty line
            if (sep === '\n')
                value += '\n';
            else
                sep = '\n';
        }
        else {
            value += sep + content;
            sep = ' ';
            prevMoreIndented = false;
        }
    }
    switch (header.chomp) {
        case '-':
            break;
        case '+':
            for (let i = chompStart; i < lines.length; ++i)
                value += '\n' + lines[i][0].slice(trimIndent);
            if (value[value.length - 1] !== '\n')
                value += '\n';
            break;
        default:
            value += '\n';
    }
    const end = start + header.length + scalar.source.length;
    return { value, type, comment: header.comment, range: [start, end, end] };
}
function parseBlockScalarHeader({ offset, props }, strict, onError) {
    /* istanbul ignore if should not happen */
    if (props[0].type !== 'block-scalar-header') {
        onError(props[0], 'IMPOSSIBLE', 'Block scalar header not found');
        return null;
    }
    const { source } = props[0];
    const mode = source[0];
    let indent = 0;
    let chomp = '';
    let error = -1;
    for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === '-' || ch === '+'))
            chomp = ch;
        else {
            const n = Number(ch);
            if (!indent && n)
                indent = n;
            else if (error === -1)
                error = offset + i;
        }
    }
    if (error !== -1)
        onError(error, 'UNEXPECTED_TOKEN', `Block scalar header includes extra characters: ${source}`);
    let hasSpace = false;
    let comment = '';
    let length = source.length;
    for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
            case 'space':
                hasSpace = true;
            // fallthrough
            case 'newline':
                length += token.source.length;
                break;
            case 'comment':
                if (strict && !hasSpace) {
                    const message = 'Comments must be separated from other tokens by white space characters';
                    onError(token, 'MISSING_CHAR', message);
                }
                length += token.source.length;
                comment = token.source.substring(1);
                break;
            case 'error':
                onError(token, 'UNEXPECTED_TOKEN', token.message);
                length += token.source.length;
                break;
            /* istanbul ignore next should not happen */
            default: {
                const message = `Unexpected token in block scalar header: ${token.type}`;
                onError(token, 'UNEXPECTED_TOKEN', message);
                const ts = token.source;
                if (ts && typeof ts === 'string')
                    length += ts.length;
            }
        }
    }
    return { mode, indent, chomp, comment, length };
}
/** @returns Array of lines split up as `[indent, content]` */
function splitLines(source) {
    const split = source.split(/\n( *)/);
    const first = split[0];
    const m = first.match(/^( *)/);
    const line0 = m?.[1]
        ? [m[1], first.slice(m[1].length)]
        : ['', first];
    const lines = [line0];
    for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
    return lines;
}

exports.resolveBlockScalar = resolveBlockScalar;


/***/ }),

/***/ 334:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var YAMLSeq = __nccwpck_require__(2223);
var resolveProps = __nccwpck_require__(4631);
var utilFlowIndentCheck = __nccwpck_require__(4051);

function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
    const seq = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = bs.offset;
    let commentEnd = null;
    for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
            indicator: 'seq-item-ind',
            next: value,
            offset,
            onError,
            parentIndent: bs.indent,
            startOnNewline: true
        });
        if (!props.found) {
            if (props.anchor || props.tag || value) {
                if (value?.type === 'block-seq')
                    onError(props.end, 'BAD_INDENT', 'All sequence items must start at the same column');
                else
                    onError(offset, 'MISSING_CHAR', 'Sequence item without - indicator');
            }
            else {
                commentEnd = props.end;
                if (props.comment)
                    seq.comment = props.comment;
                continue;
            }
        }
        const node = value
            ? composeNode(ctx, value, props, onError)
            : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
    }
    seq.range = [bs.offset, offset, commentEnd ?? offset];
    return seq;
}

exports.resolveBlockSeq = resolveBlockSeq;


/***/ }),

/***/ 7788:
/***/ ((__unused_webpack_module, exports) => {



function resolveEnd(end, offset, reqSpace, onError) {
    let comment = '';
    if (end) {
        let hasSpace = false;
        let sep = '';
        for (const token of end) {
            const { source, type } = token;
            switch (type) {
                case 'space':
                    hasSpace = true;
                    break;
                case 'comment': {
                    if (reqSpace && !hasSpace)
                        onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                    const cb = source.substring(1) || ' ';
                    if (!comment)
                        comment = cb;
                    else
                        comment += sep + cb;
                    sep = '';
                    break;
                }
                case 'newline':
                    if (comment)
                        sep += source;
                    hasSpace = true;
                    break;
                default:
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${type} at node end`);
            }
            offset += source.length;
        }
    }
    return { comment, offset };
}

exports.resolveEnd = resolveEnd;


/***/ }),

/***/ 3142:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilMapIncludes = __nccwpck_require__(1187);

const blockMsg = 'Block collections are not allowed within flow collections';
const isBlock = (token) => token && (token.type === 'block-map' || token.type === 'block-seq');
function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
    const isMap = fc.start.source === '{';
    const fcName = isMap ? 'flow map' : 'flow sequence';
    const NodeClass = (tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq));
    const coll = new NodeClass(ctx.schema);
    coll.flow = true;
    const atRoot = ctx.atRoot;
    if (atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = fc.offset + fc.start.source.length;
    for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
            flow: fcName,
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
        });
        if (!props.found) {
            if (!props.anchor && !props.tag && !sep && !value) {
                if (i === 0 && props.comma)
                    onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
                else if (i < fc.items.length - 1)
                    onError(props.start, 'UNEXPECTED_TOKEN', `Unexpected empty item in ${fcName}`);
                if (props.comment) {
                    if (coll.comment)
                        coll.comment += '\n' + props.comment;
                    else
                        coll.comment = props.comment;
                }
                offset = props.end;
                continue;
            }
            if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
                onError(key, // checked by containsNewline()
                'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
        }
        if (i === 0) {
            if (props.comma)
                onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
        }
        else {
            if (!props.comma)
                onError(props.start, 'MISSING_CHAR', `Missing , between ${fcName} items`);
            if (props.comment) {
                let prevItemComment = '';
                loop: for (const st of start) {
                    switch (st.type) {
                        case 'comma':
                        case 'space':
                            break;
                        case 'comment':
                            prevItemComment = st.source.substring(1);
                            break loop;
                        default:
                            break loop;
                    }
                }
                if (prevItemComment) {
                    let prev = coll.items[coll.items.length - 1];
                    if (identity.isPair(prev))
                        prev = prev.value ?? prev.key;
                    if (prev.comment)
                        prev.comment += '\n' + prevItemComment;
                    else
                        prev.comment = prevItemComment;
                    props.comment = props.comment.substring(prevItemComment.length + 1);
                }
            }
        }
        if (!isMap && !sep && !props.found) {
            // item is a value in a seq
            // → key & sep are empty, start does not include ? or :
            const valueNode = value
                ? composeNode(ctx, value, props, onError)
                : composeEmptyNode(ctx, props.end, sep, null, props, onError);
            coll.items.push(valueNode);
            offset = valueNode.range[2];
            if (isBlock(value))
                onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
        }
        else {
            // item is a key+value pair
            // key value
            ctx.atKey = true;
            const keyStart = props.end;
            const keyNode = key
                ? composeNode(ctx, key, props, onError)
                : composeEmptyNode(ctx, keyStart, start, null, props, onError);
            if (isBlock(key))
                onError(keyNode.range, 'BLOCK_IN_FLOW', blockMsg);
            ctx.atKey = false;
            // value properties
            const valueProps = resolveProps.resolveProps(sep ?? [], {
                flow: fcName,
                indicator: 'map-value-ind',
                next: value,
                offset: keyNode.range[2],
                onError,
                parentIndent: fc.indent,
                startOnNewline: false
            });
            if (valueProps.found) {
                if (!isMap && !props.found && ctx.options.strict) {
                    if (sep)
                        for (const st of sep) {
                            if (st === valueProps.found)
                                break;
                            if (st.type === 'newline') {
                                onError(st, 'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
                                break;
                            }
                        }
                    if (props.start < valueProps.found.offset - 1024)
                        onError(valueProps.found, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit flow sequence key');
                }
            }
            else if (value) {
                if ('source' in value && value.source?.[0] === ':')
                    onError(value, 'MISSING_CHAR', `Missing space after : in ${fcName}`);
                else
                    onError(valueProps.start, 'MISSING_CHAR', `Missing , or : between ${fcName} items`);
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : valueProps.found
                    ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError)
                    : null;
            if (valueNode) {
                if (isBlock(value))
                    onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
            }
            else if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            if (isMap) {
                const map = coll;
                if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
                    onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
                map.items.push(pair);
            }
            else {
                const map = new YAMLMap.YAMLMap(ctx.schema);
                map.flow = true;
                map.items.push(pair);
                const endRange = (valueNode ?? keyNode).range;
                map.range = [keyNode.range[0], endRange[1], endRange[2]];
                coll.items.push(map);
            }
            offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
    }
    const expectedEnd = isMap ? '}' : ']';
    const [ce, ...ee] = fc.end;
    let cePos = offset;
    if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
    else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot
            ? `${name} must end with a ${expectedEnd}`
            : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? 'MISSING_CHAR' : 'BAD_INDENT', msg);
        if (ce && ce.source.length !== 1)
            ee.unshift(ce);
    }
    if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
            if (coll.comment)
                coll.comment += '\n' + end.comment;
            else
                coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
    }
    else {
        coll.range = [fc.offset, cePos, cePos];
    }
    return coll;
}

exports.resolveFlowCollection = resolveFlowCollection;


/***/ }),

/***/ 6842:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var resolveEnd = __nccwpck_require__(7788);

function resolveFlowScalar(scalar, strict, onError) {
    const { offset, type, source, end } = scalar;
    let _type;
    let value;
    const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
    switch (type) {
        case 'scalar':
            _type = Scalar.Scalar.PLAIN;
            value = plainValue(source, _onError);
            break;
        case 'single-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_SINGLE;
            value = singleQuotedValue(source, _onError);
            break;
        case 'double-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_DOUBLE;
            value = doubleQuotedValue(source, _onError);
            break;
        /* istanbul ignore next should not happen */
        default:
            onError(scalar, 'UNEXPECTED_TOKEN', `Expected a flow scalar value, but found: ${type}`);
            return {
                value: '',
                type: null,
                comment: '',
                range: [offset, offset + source.length, offset + source.length]
            };
    }
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
    return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
    };
}
function plainValue(source, onError) {
    let badChar = '';
    switch (source[0]) {
        /* istanbul ignore next should not happen */
        case '\t':
            badChar = 'a tab character';
            break;
        case ',':
            badChar = 'flow indicator character ,';
            break;
        case '%':
            badChar = 'directive indicator character %';
            break;
        case '|':
        case '>': {
            badChar = `block scalar indicator ${source[0]}`;
            break;
        }
        case '@':
        case '`': {
            badChar = `reserved character ${source[0]}`;
            break;
        }
    }
    if (badChar)
        onError(0, 'BAD_SCALAR_START', `Plain value cannot start with ${badChar}`);
    return unfoldLines(source);
}
function singleQuotedValue(source, onError) {
    if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, 'MISSING_CHAR', "Missing closing 'quote");
    return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
}
function unfoldLines(source) {
    const line = /(.*?)\r?\n/sy;
    let match = line.exec(source);
    if (!match)
        return source;
    /**
     * The negative lookbehinds in these RegExps are to
     * prevent causing a polynomial search time in certain cases.
     *
     * The try-catch is for Safari < 16.4 and other old browsers:
     * https://caniuse.com/js-regexp-lookbehind
     */
    let trimEnd, trimBoth;
    try {
        trimEnd = new RegExp('(?<![ \t])[ \t]+$');
        trimBoth = new RegExp('^[ \t]+|(?<![ \t])[ \t]+$', 'g');
    }
    catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
    }
    let res = match[1].replace(trimEnd, '');
    let sep = ' ';
    let pos = line.lastIndex;
    while ((match = line.exec(source))) {
        const lm = match[1].replace(trimBoth, '');
        if (lm === '') {
            if (sep === '\n')
                res += sep;
            else
                sep = '\n';
        }
        else {
            res += sep + lm;
            sep = ' ';
        }
        pos = line.lastIndex;
    }
    const last = /[ \t]*(.*)/sy;
    last.lastIndex = pos;
    match = last.exec(source);
    return res + sep + (match?.[1] ?? '');
}
function doubleQuotedValue(source, onError) {
    let res = '';
    for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === '\r' && source[i + 1] === '\n')
            continue;
        if (ch === '\n') {
            const { fold, offset } = foldNewline(source, i);
            res += fold;
            i = offset;
        }
        else if (ch === '\\') {
            let next = source[++i];
            const cc = escapeCodes[next];
            if (cc)
                res += cc;
            else if (next === '\n') {
                // skip escaped newlines, but still trim the following line
                next = source[i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === '\r' && source[i + 1] === '\n') {
                // skip escaped CRLF newlines, but still trim the following line
                next = source[++i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === 'x' || next === 'u' || next === 'U') {
                const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
                res += parseCharCode(source, i + 1, length, onError);
                i += length;
            }
            else {
                const raw = source.substr(i - 1, 2);
                onError(i - 1, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
                res += raw;
            }
        }
        else if (ch === ' ' || ch === '\t') {
            // trim trailing whitespace
            const wsStart = i;
            let next = source[i + 1];
            while (next === ' ' || next === '\t')
                next = source[++i + 1];
            if (next !== '\n' && !(next === '\r' && source[i + 2] === '\n'))
                res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        }
        else {
            res += ch;
        }
    }
    if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, 'MISSING_CHAR', 'Missing closing "quote');
    return res;
}
/**
 * Fold a single newline into a space, multiple newlines to N - 1 newlines.
 * Presumes `source[offset] === '\n'`
 */
function foldNewline(source, offset) {
    let fold = '';
    let ch = source[offset + 1];
    while (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
        if (ch === '\r' && source[offset + 2] !== '\n')
            break;
        if (ch === '\n')
            fold += '\n';
        offset += 1;
        ch = source[offset + 1];
    }
    if (!fold)
        fold = ' ';
    return { fold, offset };
}
const escapeCodes = {
    '0': '\0', // null character
    a: '\x07', // bell character
    b: '\b', // backspace
    e: '\x1b', // escape character
    f: '\f', // form feed
    n: '\n', // line feed
    r: '\r', // carriage return
    t: '\t', // horizontal tab
    v: '\v', // vertical tab
    N: '\u0085', // Unicode next line
    _: '\u00a0', // Unicode non-breaking space
    L: '\u2028', // Unicode line separator
    P: '\u2029', // Unicode paragraph separator
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    '\t': '\t'
};
function parseCharCode(source, offset, length, onError) {
    const cc = source.substr(offset, length);
    const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
    const code = ok ? parseInt(cc, 16) : NaN;
    try {
        return String.fromCodePoint(code);
    }
    catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
        return raw;
    }
}

exports.resolveFlowScalar = resolveFlowScalar;


/***/ }),

/***/ 4631:
/***/ ((__unused_webpack_module, exports) => {



function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
    let spaceBefore = false;
    let atNewline = startOnNewline;
    let hasSpace = startOnNewline;
    let comment = '';
    let commentSep = '';
    let hasNewline = false;
    let reqSpace = false;
    let tab = null;
    let anchor = null;
    let tag = null;
    let newlineAfterProp = null;
    let comma = null;
    let found = null;
    let start = null;
    for (const token of tokens) {
        if (reqSpace) {
            if (token.type !== 'space' &&
                token.type !== 'newline' &&
                token.type !== 'comma')
                onError(token.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
            reqSpace = false;
        }
        if (tab) {
            if (atNewline && token.type !== 'comment' && token.type !== 'newline') {
                onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
            }
            tab = null;
        }
        switch (token.type) {
            case 'space':
                // At the doc level, tabs at line start may be parsed
                // as leading white space rather than indentation.
                // In a flow collection, only the parser handles indent.
                if (!flow &&
                    (indicator !== 'doc-start' || next?.type !== 'flow-collection') &&
                    token.source.includes('\t')) {
                    tab = token;
                }
                hasSpace = true;
                break;
            case 'comment': {
                if (!hasSpace)
                    onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                const cb = token.source.substring(1) || ' ';
                if (!comment)
                    comment = cb;
                else
                    comment += commentSep + cb;
                commentSep = '';
                atNewline = false;
                break;
            }
            case 'newline':
                if (atNewline) {
                    if (comment)
                        comment += token.source;
                    else if (!found || indicator !== 'seq-item-ind')
                        spaceBefore = true;
                }
                else
                    commentSep += token.source;
                atNewline = true;
                hasNewline = true;
                if (anchor || tag)
                    newlineAfterProp = token;
                hasSpace = true;
                break;
            case 'anchor':
                if (anchor)
                    onError(token, 'MULTIPLE_ANCHORS', 'A node can have at most one anchor');
                if (token.source.endsWith(':'))
                    onError(token.offset + token.source.length - 1, 'BAD_ALIAS', 'Anchor ending in : is ambiguous', true);
                anchor = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            case 'tag': {
                if (tag)
                    onError(token, 'MULTIPLE_TAGS', 'A node can have at most one tag');
                tag = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            }
            case indicator:
                // Could here handle preceding comments differently
                if (anchor || tag)
                    onError(token, 'BAD_PROP_ORDER', `Anchors and tags must be after the ${token.source} indicator`);
                if (found)
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.source} in ${flow ?? 'collection'}`);
                found = token;
                atNewline =
                    indicator === 'seq-item-ind' || indicator === 'explicit-key-ind';
                hasSpace = false;
                break;
            case 'comma':
                if (flow) {
                    if (comma)
                        onError(token, 'UNEXPECTED_TOKEN', `Unexpected , in ${flow}`);
                    comma = token;
                    atNewline = false;
                    hasSpace = false;
                    break;
                }
            // else fallthrough
            default:
                onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.type} token`);
                atNewline = false;
                hasSpace = false;
        }
    }
    const last = tokens[tokens.length - 1];
    const end = last ? last.offset + last.source.length : offset;
    if (reqSpace &&
        next &&
        next.type !== 'space' &&
        next.type !== 'newline' &&
        next.type !== 'comma' &&
        (next.type !== 'scalar' || next.source !== '')) {
        onError(next.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
    }
    if (tab &&
        ((atNewline && tab.indent <= parentIndent) ||
            next?.type === 'block-map' ||
            next?.type === 'block-seq'))
        onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
    return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
    };
}

exports.resolveProps = resolveProps;


/***/ }),

/***/ 9499:
/***/ ((__unused_webpack_module, exports) => {



function containsNewline(key) {
    if (!key)
        return null;
    switch (key.type) {
        case 'alias':
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            if (key.source.includes('\n'))
                return true;
            if (key.end)
                for (const st of key.end)
                    if (st.type === 'newline')
                        return true;
            return false;
        case 'flow-collection':
            for (const it of key.items) {
                for (const st of it.start)
                    if (st.type === 'newline')
                        return true;
                if (it.sep)
                    for (const st of it.sep)
                        if (st.type === 'newline')
                            return true;
                if (containsNewline(it.key) || containsNewline(it.value))
                    return true;
            }
            return false;
        default:
            return true;
    }
}

exports.containsNewline = containsNewline;


/***/ }),

/***/ 2599:
/***/ ((__unused_webpack_module, exports) => {



function emptyScalarPosition(offset, before, pos) {
    if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
            let st = before[i];
            switch (st.type) {
                case 'space':
                case 'comment':
                case 'newline':
                    offset -= st.source.length;
                    continue;
            }
            // Technically, an empty scalar is immediately after the last non-empty
            // node, but it's more useful to place it after any whitespace.
            st = before[++i];
            while (st?.type === 'space') {
                offset += st.source.length;
                st = before[++i];
            }
            break;
        }
    }
    return offset;
}

exports.emptyScalarPosition = emptyScalarPosition;


/***/ }),

/***/ 4051:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var utilContainsNewline = __nccwpck_require__(9499);

function flowIndentCheck(indent, fc, onError) {
    if (fc?.type === 'flow-collection') {
        const end = fc.end[0];
        if (end.indent === indent &&
            (end.source === ']' || end.source === '}') &&
            utilContainsNewline.containsNewline(fc)) {
            const msg = 'Flow end indicator should be more indented than parent';
            onError(end, 'BAD_INDENT', msg, true);
        }
    }
}

exports.flowIndentCheck = flowIndentCheck;


/***/ }),

/***/ 1187:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

function mapIncludes(ctx, items, search) {
    const { uniqueKeys } = ctx.options;
    if (uniqueKeys === false)
        return false;
    const isEqual = typeof uniqueKeys === 'function'
        ? uniqueKeys
        : (a, b) => a === b || (identity.isScalar(a) && identity.isScalar(b) && a.value === b.value);
    return items.some(pair => isEqual(pair.key, search));
}

exports.mapIncludes = mapIncludes;


/***/ }),

/***/ 3021:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var toJS = __nccwpck_require__(4043);
var Schema = __nccwpck_require__(5840);
var stringifyDocument = __nccwpck_require__(6829);
var anchors = __nccwpck_require__(1596);
var applyReviver = __nccwpck_require__(3661);
var createNode = __nccwpck_require__(2404);
var directives = __nccwpck_require__(1342);

class Document {
    constructor(value, replacer, options) {
        /** A comment before this Document */
        this.commentBefore = null;
        /** A comment immediately after this Document */
        this.comment = null;
        /** Errors encountered during parsing. */
        this.errors = [];
        /** Warnings encountered during parsing. */
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === 'function' || Array.isArray(replacer)) {
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const opt = Object.assign({
            intAsBigInt: false,
            keepSourceTokens: false,
            logLevel: 'warn',
            prettyErrors: true,
            strict: true,
            stringKeys: false,
            uniqueKeys: true,
            version: '1.2'
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
            this.directives = options._directives.atDocument();
            if (this.directives.yaml.explicit)
                version = this.directives.yaml.version;
        }
        else
            this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        // @ts-expect-error We can't really know that this matches Contents.
        this.contents =
            value === undefined ? null : this.createNode(value, _replacer, options);
    }
    /**
     * Create a deep copy of this Document and its contents.
     *
     * Custom Node values that inherit from `Object` still refer to their original instances.
     */
    clone() {
        const copy = Object.create(Document.prototype, {
            [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
            copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        // @ts-expect-error We can't really know that this matches Contents.
        copy.contents = identity.isNode(this.contents)
            ? this.contents.clone(copy.schema)
            : this.contents;
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** Adds a value to the document. */
    add(value) {
        if (assertCollection(this.contents))
            this.contents.add(value);
    }
    /** Adds a value to the document. */
    addIn(path, value) {
        if (assertCollection(this.contents))
            this.contents.addIn(path, value);
    }
    /**
     * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
     *
     * If `node` already has an anchor, `name` is ignored.
     * Otherwise, the `node.anchor` value will be set to `name`,
     * or if an anchor with that name is already present in the document,
     * `name` will be used as a prefix for a new unique anchor.
     * If `name` is undefined, the generated anchor will use 'a' as a prefix.
     */
    createAlias(node, name) {
        if (!node.anchor) {
            const prev = anchors.anchorNames(this);
            node.anchor =
                // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
                !name || prev.has(name) ? anchors.findNewAnchor(name || 'a', prev) : name;
        }
        return new Alias.Alias(node.anchor);
    }
    createNode(value, replacer, options) {
        let _replacer = undefined;
        if (typeof replacer === 'function') {
            value = replacer.call({ '': value }, '', value);
            _replacer = replacer;
        }
        else if (Array.isArray(replacer)) {
            const keyToStr = (v) => typeof v === 'number' || v instanceof String || v instanceof Number;
            const asStr = replacer.filter(keyToStr).map(String);
            if (asStr.length > 0)
                replacer = replacer.concat(asStr);
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(this, 
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        anchorPrefix || 'a');
        const ctx = {
            aliasDuplicateObjects: aliasDuplicateObjects ?? true,
            keepUndefined: keepUndefined ?? false,
            onAnchor,
            onTagObj,
            replacer: _replacer,
            schema: this.schema,
            sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
            node.flow = true;
        setAnchors();
        return node;
    }
    /**
     * Convert a key and a value into a `Pair` using the current schema,
     * recursively wrapping all values as `Scalar` or `Collection` nodes.
     */
    createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
            if (this.contents == null)
                return false;
            // @ts-expect-error Presumed impossible if Strict extends false
            this.contents = null;
            return true;
        }
        return assertCollection(this.contents)
            ? this.contents.deleteIn(path)
            : false;
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    get(key, keepScalar) {
        return identity.isCollection(this.contents)
            ? this.contents.get(key, keepScalar)
            : undefined;
    }
    /**
     * Returns item at `path`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
            return !keepScalar && identity.isScalar(this.contents)
                ? this.contents.value
                : this.contents;
        return identity.isCollection(this.contents)
            ? this.contents.getIn(path, keepScalar)
            : undefined;
    }
    /**
     * Checks if the document includes a value with the key `key`.
     */
    has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
    }
    /**
     * Checks if the document includes a value at `path`.
     */
    hasIn(path) {
        if (Collection.isEmptyPath(path))
            return this.contents !== undefined;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    set(key, value) {
        if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, [key], value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.set(key, value);
        }
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = value;
        }
        else if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.setIn(path, value);
        }
    }
    /**
     * Change the YAML version and schema used by the document.
     * A `null` version disables support for directives, explicit tags, anchors, and aliases.
     * It also requires the `schema` option to be given as a `Schema` instance value.
     *
     * Overrides all previously set schema options.
     */
    setSchema(version, options = {}) {
        if (typeof version === 'number')
            version = String(version);
        let opt;
        switch (version) {
            case '1.1':
                if (this.directives)
                    this.directives.yaml.version = '1.1';
                else
                    this.directives = new directives.Directives({ version: '1.1' });
                opt = { resolveKnownTags: false, schema: 'yaml-1.1' };
                break;
            case '1.2':
            case 'next':
                if (this.directives)
                    this.directives.yaml.version = version;
                else
                    this.directives = new directives.Directives({ version });
                opt = { resolveKnownTags: true, schema: 'core' };
                break;
            case null:
                if (this.directives)
                    delete this.directives;
                opt = null;
                break;
            default: {
                const sv = JSON.stringify(version);
                throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
            }
        }
        // Not using `instanceof Schema` to allow for duck typing
        if (options.schema instanceof Object)
            this.schema = options.schema;
        else if (opt)
            this.schema = new Schema.Schema(Object.assign(opt, options));
        else
            throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
    }
    // json & jsonArg are only used from toJSON()
    toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
            anchors: new Map(),
            doc: this,
            keep: !json,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
    /**
     * A JSON representation of the document `contents`.
     *
     * @param jsonArg Used by `JSON.stringify` to indicate the array index or
     *   property name.
     */
    toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
    }
    /** A YAML representation of the document. */
    toString(options = {}) {
        if (this.errors.length > 0)
            throw new Error('Document with errors cannot be stringified');
        if ('indent' in options &&
            (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
            const s = JSON.stringify(options.indent);
            throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
    }
}
function assertCollection(contents) {
    if (identity.isCollection(contents))
        return true;
    throw new Error('Expected a YAML collection as document contents');
}

exports.Document = Document;


/***/ }),

/***/ 1596:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

/**
 * Verify that the input string is a valid anchor.
 *
 * Will throw on errors.
 */
function anchorIsValid(anchor) {
    if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
    }
    return true;
}
function anchorNames(root) {
    const anchors = new Set();
    visit.visit(root, {
        Value(_key, node) {
            if (node.anchor)
                anchors.add(node.anchor);
        }
    });
    return anchors;
}
/** Find a new anchor name with the given `prefix` and a one-indexed suffix. */
function findNewAnchor(prefix, exclude) {
    for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
            return name;
    }
}
function createNodeAnchors(doc, prefix) {
    const aliasObjects = [];
    const sourceObjects = new Map();
    let prevAnchors = null;
    return {
        onAnchor: (source) => {
            aliasObjects.push(source);
            prevAnchors ?? (prevAnchors = anchorNames(doc));
            const anchor = findNewAnchor(prefix, prevAnchors);
            prevAnchors.add(anchor);
            return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
            for (const source of aliasObjects) {
                const ref = sourceObjects.get(source);
                if (typeof ref === 'object' &&
                    ref.anchor &&
                    (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
                    ref.node.anchor = ref.anchor;
                }
                else {
                    const error = new Error('Failed to resolve repeated object (this should not happen)');
                    error.source = source;
                    throw error;
                }
            }
        },
        sourceObjects
    };
}

exports.anchorIsValid = anchorIsValid;
exports.anchorNames = anchorNames;
exports.createNodeAnchors = createNodeAnchors;
exports.findNewAnchor = findNewAnchor;


/***/ }),

/***/ 3661:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Applies the JSON.parse reviver algorithm as defined in the ECMA-262 spec,
 * in section 24.5.1.1 "Runtime Semantics: InternalizeJSONProperty" of the
 * 2021 edition: https://tc39.es/ecma262/#sec-json.parse
 *
 * Includes extensions for handling Map and Set objects.
 */
function applyReviver(reviver, obj, key, val) {
    if (val && typeof val === 'object') {
        if (Array.isArray(val)) {
            for (let i = 0, len = val.length; i < len; ++i) {
                const v0 = val[i];
                const v1 = applyReviver(reviver, val, String(i), v0);
                // eslint-disable-next-line @typescript-eslint/no-array-delete
                if (v1 === undefined)
                    delete val[i];
                else if (v1 !== v0)
                    val[i] = v1;
            }
        }
        else if (val instanceof Map) {
            for (const k of Array.from(val.keys())) {
                const v0 = val.get(k);
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    val.delete(k);
                else if (v1 !== v0)
                    val.set(k, v1);
            }
        }
        else if (val instanceof Set) {
            for (const v0 of Array.from(val)) {
                const v1 = applyReviver(reviver, val, v0, v0);
                if (v1 === undefined)
                    val.delete(v0);
                else if (v1 !== v0) {
                    val.delete(v0);
                    val.add(v1);
                }
            }
        }
        else {
            for (const [k, v0] of Object.entries(val)) {
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    delete val[k];
                else if (v1 !== v0)
                    val[k] = v1;
            }
        }
    }
    return reviver.call(obj, key, val);
}

exports.applyReviver = applyReviver;


/***/ }),

/***/ 2404:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

const defaultTagPrefix = 'tag:yaml.org,2002:';
function findTagObject(value, tagName, tags) {
    if (tagName) {
        const match = tags.filter(t => t.tag === tagName);
        const tagObj = match.find(t => !t.format) ?? match[0];
        if (!tagObj)
            throw new Error(`Tag ${tagName} not found`);
        return tagObj;
    }
    return tags.find(t => t.identify?.(value) && !t.format);
}
function createNode(value, tagName, ctx) {
    if (identity.isDocument(value))
        value = value.contents;
    if (identity.isNode(value))
        return value;
    if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
    }
    if (value instanceof String ||
        value instanceof Number ||
        value instanceof Boolean ||
        (typeof BigInt !== 'undefined' && value instanceof BigInt) // not supported everywhere
    ) {
        // https://tc39.es/ecma262/#sec-serializejsonproperty
        value = value.valueOf();
    }
    const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
    // Detect duplicate references to the same object & use Alias nodes for all
    // after first. The `ref` wrapper allows for circular references to resolve.
    let ref = undefined;
    if (aliasDuplicateObjects && value && typeof value === 'object') {
        ref = sourceObjects.get(value);
        if (ref) {
            ref.anchor ?? (ref.anchor = onAnchor(value));
            return new Alias.Alias(ref.anchor);
        }
        else {
            ref = { anchor: null, node: null };
            sourceObjects.set(value, ref);
        }
    }
    if (tagName?.startsWith('!!'))
        tagName = defaultTagPrefix + tagName.slice(2);
    let tagObj = findTagObject(value, tagName, schema.tags);
    if (!tagObj) {
        if (value && typeof value.toJSON === 'function') {
            // eslint-disable-next-line @typescript-eslint/no-unsafe-call
            value = value.toJSON();
        }
        if (!value || typeof value !== 'object') {
            const node = new Scalar.Scalar(value);
            if (ref)
                ref.node = node;
            return node;
        }
        tagObj =
            value instanceof Map
                ? schema[identity.MAP]
                : Symbol.iterator in Object(value)
                    ? schema[identity.SEQ]
                    : schema[identity.MAP];
    }
    if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
    }
    const node = tagObj?.createNode
        ? tagObj.createNode(ctx.schema, value, ctx)
        : typeof tagObj?.nodeClass?.from === 'function'
            ? tagObj.nodeClass.from(ctx.schema, value, ctx)
            : new Scalar.Scalar(value);
    if (tagName)
        node.tag = tagName;
    else if (!tagObj.default)
        node.tag = tagObj.tag;
    if (ref)
        ref.node = node;
    return node;
}

exports.createNode = createNode;


/***/ }),

/***/ 1342:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

const escapeChars = {
    '!': '%21',
    ',': '%2C',
    '[': '%5B',
    ']': '%5D',
    '{': '%7B',
    '}': '%7D'
};
const escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, ch => escapeChars[ch]);
class Directives {
    constructor(yaml, tags) {
        /**
         * The directives-end/doc-start marker `---`. If `null`, a marker may still be
         * included in the document's stringified representation.
         */
        this.docStart = null;
        /** The doc-end marker `...`.  */
        this.docEnd = false;
        this.yaml = Object.assign({}, Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, Directives.defaultTags, tags);
    }
    clone() {
        const copy = new Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
    }
    /**
     * During parsing, get a Directives instance for the current document and
     * update the stream state according to the current version's spec.
     */
    atDocument() {
        const res = new Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
            case '1.1':
                this.atNextDocument = true;
                break;
            case '1.2':
                this.atNextDocument = false;
                this.yaml = {
                    explicit: Directives.defaultYaml.explicit,
                    version: '1.2'
                };
                this.tags = Object.assign({}, Directives.defaultTags);
                break;
        }
        return res;
    }
    /**
     * @param onError - May be called even if the action was successful
     * @returns `true` on success
     */
    add(line, onError) {
        if (this.atNextDocument) {
            this.yaml = { explicit: Directives.defaultYaml.explicit, version: '1.1' };
            this.tags = Object.assign({}, Directives.defaultTags);
            this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
            case '%TAG': {
                if (parts.length !== 2) {
                    onError(0, '%TAG directive should contain exactly two parts');
                    if (parts.length < 2)
                        return false;
                }
                const [handle, prefix] = parts;
                this.tags[handle] = prefix;
                return true;
            }
            case '%YAML': {
                this.yaml.explicit = true;
                if (parts.length !== 1) {
                    onError(0, '%YAML directive should contain exactly one part');
                    return false;
                }
                const [version] = parts;
                if (version === '1.1' || version === '1.2') {
                    this.yaml.version = version;
                    return true;
                }
                else {
                    const isValid = /^\d+\.\d+$/.test(version);
                    onError(6, `Unsupported YAML version ${version}`, isValid);
                    return false;
                }
            }
            default:
                onError(0, `Unknown directive ${name}`, true);
                return false;
        }
    }
    /**
     * Resolves a tag, matching handles to those defined in %TAG directives.
     *
     * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
     *   `'!local'` tag, or `null` if unresolvable.
     */
    tagName(source, onError) {
        if (source === '!')
            return '!'; // non-specific tag
        if (source[0] !== '!') {
            onError(`Not a valid tag: ${source}`);
            return null;
        }
        if (source[1] === '<') {
            const verbatim = source.slice(2, -1);
            if (verbatim === '!' || verbatim === '!!') {
                onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
                return null;
            }
            if (source[source.length - 1] !== '>')
                onError('Verbatim tags must end with a >');
            return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
            onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
            try {
                return prefix + decodeURIComponent(suffix);
            }
            catch (error) {
                onError(String(error));
                return null;
            }
        }
        if (handle === '!')
            return source; // local tag
        onError(`Could not resolve tag: ${source}`);
        return null;
    }
    /**
     * Given a fully resolved tag, returns its printable string form,
     * taking into account current tag prefixes and defaults.
     */
    tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
            if (tag.startsWith(prefix))
                return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === '!' ? tag : `!<${tag}>`;
    }
    toString(doc) {
        const lines = this.yaml.explicit
            ? [`%YAML ${this.yaml.version || '1.2'}`]
            : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
            const tags = {};
            visit.visit(doc.contents, (_key, node) => {
                if (identity.isNode(node) && node.tag)
                    tags[node.tag] = true;
            });
            tagNames = Object.keys(tags);
        }
        else
            tagNames = [];
        for (const [handle, prefix] of tagEntries) {
            if (handle === '!!' && prefix === 'tag:yaml.org,2002:')
                continue;
            if (!doc || tagNames.some(tn => tn.startsWith(prefix)))
                lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join('\n');
    }
}
Directives.defaultYaml = { explicit: false, version: '1.2' };
Directives.defaultTags = { '!!': 'tag:yaml.org,2002:' };

exports.Directives = Directives;


/***/ }),

/***/ 1464:
/***/ ((__unused_webpack_module, exports) => {



class YAMLError extends Error {
    constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
    }
}
class YAMLParseError extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLParseError', pos, code, message);
    }
}
class YAMLWarning extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLWarning', pos, code, message);
    }
}
const prettifyError = (src, lc) => (error) => {
    if (error.pos[0] === -1)
        return;
    error.linePos = error.pos.map(pos => lc.linePos(pos));
    const { line, col } = error.linePos[0];
    error.message += ` at line ${line}, column ${col}`;
    let ci = col - 1;
    let lineStr = src
        .substring(lc.lineStarts[line - 1], lc.lineStarts[line])
        .replace(/[\n\r]+$/, '');
    // Trim to max 80 chars, keeping col position near the middle
    if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = '…' + lineStr.substring(trimStart);
        ci -= trimStart - 1;
    }
    if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + '…';
    // Include previous line in context if pointing at line start
    if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        // Regexp won't match if start is trimmed
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
            prev = prev.substring(0, 79) + '…\n';
        lineStr = prev + lineStr;
    }
    if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
            count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = ' '.repeat(ci) + '^'.repeat(count);
        error.message += `:\n\n${lineStr}\n${pointer}\n`;
    }
};

exports.YAMLError = YAMLError;
exports.YAMLParseError = YAMLParseError;
exports.YAMLWarning = YAMLWarning;
exports.prettifyError = prettifyError;


/***/ }),

/***/ 8815:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var Schema = __nccwpck_require__(5840);
var errors = __nccwpck_require__(1464);
var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);
var publicApi = __nccwpck_require__(4047);
var visit = __nccwpck_require__(204);



__webpack_unused_export__ = composer.Composer;
__webpack_unused_export__ = Document.Document;
__webpack_unused_export__ = Schema.Schema;
__webpack_unused_export__ = errors.YAMLError;
__webpack_unused_export__ = errors.YAMLParseError;
__webpack_unused_export__ = errors.YAMLWarning;
__webpack_unused_export__ = Alias.Alias;
__webpack_unused_export__ = identity.isAlias;
__webpack_unused_export__ = identity.isCollection;
__webpack_unused_export__ = identity.isDocument;
__webpack_unused_export__ = identity.isMap;
__webpack_unused_export__ = identity.isNode;
__webpack_unused_export__ = identity.isPair;
__webpack_unused_export__ = identity.isScalar;
__webpack_unused_export__ = identity.isSeq;
__webpack_unused_export__ = Pair.Pair;
__webpack_unused_export__ = Scalar.Scalar;
__webpack_unused_export__ = YAMLMap.YAMLMap;
__webpack_unused_export__ = YAMLSeq.YAMLSeq;
__webpack_unused_export__ = cst;
__webpack_unused_export__ = lexer.Lexer;
__webpack_unused_export__ = lineCounter.LineCounter;
__webpack_unused_export__ = parser.Parser;
exports.qg = publicApi.parse;
__webpack_unused_export__ = publicApi.parseAllDocuments;
__webpack_unused_export__ = publicApi.parseDocument;
__webpack_unused_export__ = publicApi.stringify;
__webpack_unused_export__ = visit.visit;
__webpack_unused_export__ = visit.visitAsync;


/***/ }),

/***/ 7249:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);

function debug(logLevel, ...messages) {
    if (logLevel === 'debug')
        console.log(...messages);
}
function warn(logLevel, warning) {
    if (logLevel === 'debug' || logLevel === 'warn') {
        if (typeof node_process.emitWarning === 'function')
            node_process.emitWarning(warning);
        else
            console.warn(warning);
    }
}

exports.debug = debug;
exports.warn = warn;


/***/ }),

/***/ 4065:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var visit = __nccwpck_require__(204);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

class Alias extends Node.NodeBase {
    constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, 'tag', {
            set() {
                throw new Error('Alias nodes cannot have tags');
            }
        });
    }
    /**
     * Resolve the value of this alias within `doc`, finding the last
     * instance of the `source` anchor before this node.
     */
    resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
            throw new ReferenceError('Alias resolution is disabled');
        let nodes;
        if (ctx?.aliasResolveCache) {
            nodes = ctx.aliasResolveCache;
        }
        else {
            nodes = [];
            visit.visit(doc, {
                Node: (_key, node) => {
                    if (identity.isAlias(node) || identity.hasAnchor(node))
                        nodes.push(node);
                }
            });
            if (ctx)
                ctx.aliasResolveCache = nodes;
        }
        let found = undefined;
        for (const node of nodes) {
            if (node === this)
                break;
            if (node.anchor === this.source)
                found = node;
        }
        if (found && ctx) {
            const { anchors, doc, maxAliasCount } = ctx;
            let data = anchors.get(found);
            if (!data) {
                // Resolve anchors for Node.prototype.toJS()
                toJS.toJS(found, null, ctx);
                data = anchors.get(found);
            }
            /* istanbul ignore if */
            if (data?.res === undefined) {
                const msg = 'This should not happen: Alias anchor was not resolved?';
                throw new ReferenceError(msg);
            }
            if (maxAliasCount >= 0) {
                data.count += 1;
                if (data.aliasCount === 0)
                    data.aliasCount = getAliasCount(doc, found, anchors);
                if (data.count * data.aliasCount > maxAliasCount) {
                    const msg = 'Excessive alias count indicates a resource exhaustion attack';
                    throw new ReferenceError(msg);
                }
            }
        }
        return found;
    }
    toJSON(_arg, ctx) {
        if (!ctx)
            return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
    }
    toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
            anchors.anchorIsValid(this.source);
            if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
                const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
                throw new Error(msg);
            }
            if (ctx.implicitKey)
                return `${src} `;
        }
        return src;
    }
}
function getAliasCount(doc, node, anchors) {
    if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors && source && anchors.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
    }
    else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
            const c = getAliasCount(doc, item, anchors);
            if (c > count)
                count = c;
        }
        return count;
    }
    else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors);
        const vc = getAliasCount(doc, node.value, anchors);
        return Math.max(kc, vc);
    }
    return 1;
}

exports.Alias = Alias;


/***/ }),

/***/ 101:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);

function collectionFromPath(schema, path, value) {
    let v = value;
    for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === 'number' && Number.isInteger(k) && k >= 0) {
            const a = [];
            a[k] = v;
            v = a;
        }
        else {
            v = new Map([[k, v]]);
        }
    }
    return createNode.createNode(v, undefined, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
            throw new Error('This should not happen, please report a bug.');
        },
        schema,
        sourceObjects: new Map()
    });
}
// Type guard is intentionally a little wrong so as to be more useful,
// as it does not cover untypable empty non-string iterables (e.g. []).
const isEmptyPath = (path) => path == null ||
    (typeof path === 'object' && !!path[Symbol.iterator]().next().done);
class Collection extends Node.NodeBase {
    constructor(type, schema) {
        super(type);
        Object.defineProperty(this, 'schema', {
            value: schema,
            configurable: true,
            enumerable: false,
            writable: true
        });
    }
    /**
     * Create a copy of this collection.
     *
     * @param schema - If defined, overwrites the original's schema
     */
    clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
            copy.schema = schema;
        copy.items = copy.items.map(it => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /**
     * Adds a value to the collection. For `!!map` and `!!omap` the value must
     * be a Pair instance or a `{ key, value }` object, which may not have a key
     * that already exists in the map.
     */
    addIn(path, value) {
        if (isEmptyPath(path))
            this.add(value);
        else {
            const [key, ...rest] = path;
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.addIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
    /**
     * Removes a value from the collection.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
            return node.deleteIn(rest);
        else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
            return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
            return identity.isCollection(node) ? node.getIn(rest, keepScalar) : undefined;
    }
    hasAllNullValues(allowScalar) {
        return this.items.every(node => {
            if (!identity.isPair(node))
                return false;
            const n = node.value;
            return (n == null ||
                (allowScalar &&
                    identity.isScalar(n) &&
                    n.value == null &&
                    !n.commentBefore &&
                    !n.comment &&
                    !n.tag));
        });
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     */
    hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
            this.set(key, value);
        }
        else {
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.setIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
}

exports.Collection = Collection;
exports.collectionFromPath = collectionFromPath;
exports.isEmptyPath = isEmptyPath;


/***/ }),

/***/ 6673:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var applyReviver = __nccwpck_require__(3661);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

class NodeBase {
    constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
    }
    /** Create a copy of this node.  */
    clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** A plain JavaScript representation of this node. */
    toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
            throw new TypeError('A document argument is required');
        const ctx = {
            anchors: new Map(),
            doc,
            keep: true,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
}

exports.NodeBase = NodeBase;


/***/ }),

/***/ 7165:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyPair = __nccwpck_require__(9748);
var addPairToJSMap = __nccwpck_require__(7104);
var identity = __nccwpck_require__(1127);

function createPair(key, value, ctx) {
    const k = createNode.createNode(key, undefined, ctx);
    const v = createNode.createNode(value, undefined, ctx);
    return new Pair(k, v);
}
class Pair {
    constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
    }
    clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
            key = key.clone(schema);
        if (identity.isNode(value))
            value = value.clone(schema);
        return new Pair(key, value);
    }
    toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
    }
    toString(ctx, onComment, onChompKeep) {
        return ctx?.doc
            ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep)
            : JSON.stringify(this);
    }
}

exports.Pair = Pair;
exports.createPair = createPair;


/***/ }),

/***/ 3301:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

const isScalarValue = (value) => !value || (typeof value !== 'function' && typeof value !== 'object');
class Scalar extends Node.NodeBase {
    constructor(value) {
        super(identity.SCALAR);
        this.value = value;
    }
    toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
    }
    toString() {
        return String(this.value);
    }
}
Scalar.BLOCK_FOLDED = 'BLOCK_FOLDED';
Scalar.BLOCK_LITERAL = 'BLOCK_LITERAL';
Scalar.PLAIN = 'PLAIN';
Scalar.QUOTE_DOUBLE = 'QUOTE_DOUBLE';
Scalar.QUOTE_SINGLE = 'QUOTE_SINGLE';

exports.Scalar = Scalar;
exports.isScalarValue = isScalarValue;


/***/ }),

/***/ 4454:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyCollection = __nccwpck_require__(1212);
var addPairToJSMap = __nccwpck_require__(7104);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);

function findPair(items, key) {
    const k = identity.isScalar(key) ? key.value : key;
    for (const it of items) {
        if (identity.isPair(it)) {
            if (it.key === key || it.key === k)
                return it;
            if (identity.isScalar(it.key) && it.key.value === k)
                return it;
        }
    }
    return undefined;
}
class YAMLMap extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:map';
    }
    constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
    }
    /**
     * A generic collection parsing method that can be extended
     * to other node classes that inherit from YAMLMap
     */
    static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
            if (typeof replacer === 'function')
                value = replacer.call(obj, key, value);
            else if (Array.isArray(replacer) && !replacer.includes(key))
                return;
            if (value !== undefined || keepUndefined)
                map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
            for (const [key, value] of obj)
                add(key, value);
        }
        else if (obj && typeof obj === 'object') {
            for (const key of Object.keys(obj))
                add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === 'function') {
            map.items.sort(schema.sortMapEntries);
        }
        return map;
    }
    /**
     * Adds a value to the collection.
     *
     * @param overwrite - If not set `true`, using a key that is already in the
     *   collection will throw. Otherwise, overwrites the previous value.
     */
    add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
            _pair = pair;
        else if (!pair || typeof pair !== 'object' || !('key' in pair)) {
            // In TypeScript, this never happens.
            _pair = new Pair.Pair(pair, pair?.value);
        }
        else
            _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
            if (!overwrite)
                throw new Error(`Key ${_pair.key} already set`);
            // For scalars, keep the old node & its comments and anchors
            if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
                prev.value.value = _pair.value;
            else
                prev.value = _pair.value;
        }
        else if (sortEntries) {
            const i = this.items.findIndex(item => sortEntries(_pair, item) < 0);
            if (i === -1)
                this.items.push(_pair);
            else
                this.items.splice(i, 0, _pair);
        }
        else {
            this.items.push(_pair);
        }
    }
    delete(key) {
        const it = findPair(this.items, key);
        if (!it)
            return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? undefined;
    }
    has(key) {
        return !!findPair(this.items, key);
    }
    set(key, value) {
        this.add(new Pair.Pair(key, value), true);
    }
    /**
     * @param ctx - Conversion context, originally set in Document#toJS()
     * @param {Class} Type - If set, forces the returned collection type
     * @returns Instance of Type, Map, or Object
     */
    toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? new Map() : {};
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const item of this.items)
            addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        for (const item of this.items) {
            if (!identity.isPair(item))
                throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
            ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '',
            flowChars: { start: '{', end: '}' },
            itemIndent: ctx.indent || '',
            onChompKeep,
            onComment
        });
    }
}

exports.YAMLMap = YAMLMap;
exports.findPair = findPair;


/***/ }),

/***/ 2223:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyCollection = __nccwpck_require__(1212);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var toJS = __nccwpck_require__(4043);

class YAMLSeq extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:seq';
    }
    constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
    }
    add(value) {
        this.items.push(value);
    }
    /**
     * Removes a value from the collection.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     *
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return undefined;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     */
    has(key) {
        const idx = asItemIndex(key);
        return typeof idx === 'number' && idx < this.items.length;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     *
     * If `key` does not contain a representation of an integer, this will throw.
     * It may be wrapped in a `Scalar`.
     */
    set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
            prev.value = value;
        else
            this.items[idx] = value;
    }
    toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
            ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
            seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '- ',
            flowChars: { start: '[', end: ']' },
            itemIndent: (ctx.indent || '') + '  ',
            onChompKeep,
            onComment
        });
    }
    static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
            let i = 0;
            for (let it of obj) {
                if (typeof replacer === 'function') {
                    const key = obj instanceof Set ? it : String(i++);
                    it = replacer.call(obj, key, it);
                }
                seq.items.push(createNode.createNode(it, undefined, ctx));
            }
        }
        return seq;
    }
}
function asItemIndex(key) {
    let idx = identity.isScalar(key) ? key.value : key;
    if (idx && typeof idx === 'string')
        idx = Number(idx);
    return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0
        ? idx
        : null;
}

exports.YAMLSeq = YAMLSeq;


/***/ }),

/***/ 7104:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var log = __nccwpck_require__(7249);
var merge = __nccwpck_require__(452);
var stringify = __nccwpck_require__(2148);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

function addPairToJSMap(ctx, map, { key, value }) {
    if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
    // TODO: Should drop this special case for bare << handling
    else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
    else {
        const jsKey = toJS.toJS(key, '', ctx);
        if (map instanceof Map) {
            map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        }
        else if (map instanceof Set) {
            map.add(jsKey);
        }
        else {
            const stringKey = stringifyKey(key, jsKey, ctx);
            const jsValue = toJS.toJS(value, stringKey, ctx);
            if (stringKey in map)
                Object.defineProperty(map, stringKey, {
                    value: jsValue,
                    writable: true,
                    enumerable: true,
                    configurable: true
                });
            else
                map[stringKey] = jsValue;
        }
    }
    return map;
}
function stringifyKey(key, jsKey, ctx) {
    if (jsKey === null)
        return '';
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    if (typeof jsKey !== 'object')
        return String(jsKey);
    if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = new Set();
        for (const node of ctx.anchors.keys())
            strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
            let jsonStr = JSON.stringify(strKey);
            if (jsonStr.length > 40)
                jsonStr = jsonStr.substring(0, 36) + '..."';
            log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
            ctx.mapKeyWarned = true;
        }
        return strKey;
    }
    return JSON.stringify(jsKey);
}

exports.addPairToJSMap = addPairToJSMap;


/***/ }),

/***/ 1127:
/***/ ((__unused_webpack_module, exports) => {



const ALIAS = Symbol.for('yaml.alias');
const DOC = Symbol.for('yaml.document');
const MAP = Symbol.for('yaml.map');
const PAIR = Symbol.for('yaml.pair');
const SCALAR = Symbol.for('yaml.scalar');
const SEQ = Symbol.for('yaml.seq');
const NODE_TYPE = Symbol.for('yaml.node.type');
const isAlias = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === ALIAS;
const isDocument = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === DOC;
const isMap = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === MAP;
const isPair = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === PAIR;
const isScalar = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SCALAR;
const isSeq = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SEQ;
function isCollection(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case MAP:
            case SEQ:
                return true;
        }
    return false;
}
function isNode(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case ALIAS:
            case MAP:
            case SCALAR:
            case SEQ:
                return true;
        }
    return false;
}
const hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;

exports.ALIAS = ALIAS;
exports.DOC = DOC;
exports.MAP = MAP;
exports.NODE_TYPE = NODE_TYPE;
exports.PAIR = PAIR;
exports.SCALAR = SCALAR;
exports.SEQ = SEQ;
exports.hasAnchor = hasAnchor;
exports.isAlias = isAlias;
exports.isCollection = isCollection;
exports.isDocument = isDocument;
exports.isMap = isMap;
exports.isNode = isNode;
exports.isPair = isPair;
exports.isScalar = isScalar;
exports.isSeq = isSeq;


/***/ }),

/***/ 4043:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

/**
 * Recursively convert any node or its contents to native JavaScript
 *
 * @param value - The input value
 * @param arg - If `value` defines a `toJSON()` method, use this
 *   as its first argument
 * @param ctx - Conversion context, originally set in Document#toJS(). If
 *   `{ keep: true }` is not set, output should be suitable for JSON
 *   stringification.
 */
function toJS(value, arg, ctx) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return
    if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
    if (value && typeof value.toJSON === 'function') {
        // eslint-disable-next-line @typescript-eslint/no-unsafe-call
        if (!ctx || !identity.hasAnchor(value))
            return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: undefined };
        ctx.anchors.set(value, data);
        ctx.onCreate = res => {
            data.res = res;
            delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
            ctx.onCreate(res);
        return res;
    }
    if (typeof value === 'bigint' && !ctx?.keep)
        return Number(value);
    return value;
}

exports.toJS = toJS;


/***/ }),

/***/ 110:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);
var errors = __nccwpck_require__(1464);
var stringifyString = __nccwpck_require__(3069);

function resolveAsScalar(token, strict = true, onError) {
    if (token) {
        const _onError = (pos, code, message) => {
            const offset = typeof pos === 'number' ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
            if (onError)
                onError(offset, code, message);
            else
                throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
            case 'block-scalar':
                return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
    }
    return null;
}
/**
 * Create a new scalar token with `value`
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.end Comments and whitespace after the end of the value, or after the block scalar header. If undefined, a newline will be added.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.indent The indent level of the token.
 * @param context.inFlow Is this scalar within a flow collection? This may affect the resolved type of the token's value.
 * @param context.offset The offset position of the token.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function createScalarToken(value, context) {
    const { implicitKey = false, indent, inFlow = false, offset = -1, type = 'PLAIN' } = context;
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    const end = context.end ?? [
        { type: 'newline', offset: -1, indent, source: '\n' }
    ];
    switch (source[0]) {
        case '|':
        case '>': {
            const he = source.indexOf('\n');
            const head = source.substring(0, he);
            const body = source.substring(he + 1) + '\n';
            const props = [
                { type: 'block-scalar-header', offset, indent, source: head }
            ];
            if (!addEndtoBlockProps(props, end))
                props.push({ type: 'newline', offset: -1, indent, source: '\n' });
            return { type: 'block-scalar', offset, indent, props, source: body };
        }
        case '"':
            return { type: 'double-quoted-scalar', offset, indent, source, end };
        case "'":
            return { type: 'single-quoted-scalar', offset, indent, source, end };
        default:
            return { type: 'scalar', offset, indent, source, end };
    }
}
/**
 * Set the value of `token` to the given string `value`, overwriting any previous contents and type that it may have.
 *
 * Best efforts are made to retain any comments previously associated with the `token`,
 * though all contents within a collection's `items` will be overwritten.
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param token Any token. If it does not include an `indent` value, the value will be stringified as if it were an implicit key.
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.afterKey In most cases, values after a key should have an additional level of indentation.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.inFlow Being within a flow collection may affect the resolved type of the token's value.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function setScalarValue(token, value, context = {}) {
    let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
    let indent = 'indent' in token ? token.indent : null;
    if (afterKey && typeof indent === 'number')
        indent += 2;
    if (!type)
        switch (token.type) {
            case 'single-quoted-scalar':
                type = 'QUOTE_SINGLE';
                break;
            case 'double-quoted-scalar':
                type = 'QUOTE_DOUBLE';
                break;
            case 'block-scalar': {
                const header = token.props[0];
                if (header.type !== 'block-scalar-header')
                    throw new Error('Invalid block scalar header');
                type = header.source[0] === '>' ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
                break;
            }
            default:
                type = 'PLAIN';
        }
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    switch (source[0]) {
        case '|':
        case '>':
            setBlockScalarValue(token, source);
            break;
        case '"':
            setFlowScalarValue(token, source, 'double-quoted-scalar');
            break;
        case "'":
            setFlowScalarValue(token, source, 'single-quoted-scalar');
            break;
        default:
            setFlowScalarValue(token, source, 'scalar');
    }
}
function setBlockScalarValue(token, source) {
    const he = source.indexOf('\n');
    const head = source.substring(0, he);
    const body = source.substring(he + 1) + '\n';
    if (token.type === 'block-scalar') {
        const header = token.props[0];
        if (header.type !== 'block-scalar-header')
            throw new Error('Invalid block scalar header');
        header.source = head;
        token.source = body;
    }
    else {
        const { offset } = token;
        const indent = 'indent' in token ? token.indent : -1;
        const props = [
            { type: 'block-scalar-header', offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, 'end' in token ? token.end : undefined))
            props.push({ type: 'newline', offset: -1, indent, source: '\n' });
        for (const key of Object.keys(token))
            if (key !== 'type' && key !== 'offset')
                delete token[key];
        Object.assign(token, { type: 'block-scalar', indent, props, source: body });
    }
}
/** @returns `true` if last token is a newline */
function addEndtoBlockProps(props, end) {
    if (end)
        for (const st of end)
            switch (st.type) {
                case 'space':
                case 'comment':
                    props.push(st);
                    break;
                case 'newline':
                    props.push(st);
                    return true;
            }
    return false;
}
function setFlowScalarValue(token, source, type) {
    switch (token.type) {
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            token.type = type;
            token.source = source;
            break;
        case 'block-scalar': {
            const end = token.props.slice(1);
            let oa = source.length;
            if (token.props[0].type === 'block-scalar-header')
                oa -= token.props[0].source.length;
            for (const tok of end)
                tok.offset += oa;
            delete token.props;
            Object.assign(token, { type, source, end });
            break;
        }
        case 'block-map':
        case 'block-seq': {
            const offset = token.offset + source.length;
            const nl = { type: 'newline', offset, indent: token.indent, source: '\n' };
            delete token.items;
            Object.assign(token, { type, source, end: [nl] });
            break;
        }
        default: {
            const indent = 'indent' in token ? token.indent : -1;
            const end = 'end' in token && Array.isArray(token.end)
                ? token.end.filter(st => st.type === 'space' ||
                    st.type === 'comment' ||
                    st.type === 'newline')
                : [];
            for (const key of Object.keys(token))
                if (key !== 'type' && key !== 'offset')
                    delete token[key];
            Object.assign(token, { type, indent, source, end });
        }
    }
}

exports.createScalarToken = createScalarToken;
exports.resolveAsScalar = resolveAsScalar;
exports.setScalarValue = setScalarValue;


/***/ }),

/***/ 1733:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringify a CST document, token, or collection item
 *
 * Fair warning: This applies no validation whatsoever, and
 * simply concatenates the sources in their logical order.
 */
const stringify = (cst) => 'type' in cst ? stringifyToken(cst) : stringifyItem(cst);
function stringifyToken(token) {
    switch (token.type) {
        case 'block-scalar': {
            let res = '';
            for (const tok of token.props)
                res += stringifyToken(tok);
            return res + token.source;
        }
        case 'block-map':
        case 'block-seq': {
            let res = '';
            for (const item of token.items)
                res += stringifyItem(item);
            return res;
        }
        case 'flow-collection': {
            let res = token.start.source;
            for (const item of token.items)
                res += stringifyItem(item);
            for (const st of token.end)
                res += st.source;
            return res;
        }
        case 'document': {
            let res = stringifyItem(token);
            if (token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
        default: {
            let res = token.source;
            if ('end' in token && token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
    }
}
function stringifyItem({ start, key, sep, value }) {
    let res = '';
    for (const st of start)
        res += st.source;
    if (key)
        res += stringifyToken(key);
    if (sep)
        for (const st of sep)
            res += st.source;
    if (value)
        res += stringifyToken(value);
    return res;
}

exports.stringify = stringify;


/***/ }),

/***/ 7715:
/***/ ((__unused_webpack_module, exports) => {



const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove item');
/**
 * Apply a visitor to a CST document or item.
 *
 * Walks through the tree (depth-first) starting from the root, calling a
 * `visitor` function with two arguments when entering each item:
 *   - `item`: The current item, which included the following members:
 *     - `start: SourceToken[]` – Source tokens before the key or value,
 *       possibly including its anchor or tag.
 *     - `key?: Token | null` – Set for pair values. May then be `null`, if
 *       the key before the `:` separator is empty.
 *     - `sep?: SourceToken[]` – Source tokens between the key and the value,
 *       which should include the `:` map value indicator if `value` is set.
 *     - `value?: Token` – The value of a sequence item, or of a map pair.
 *   - `path`: The steps from the root to the current node, as an array of
 *     `['key' | 'value', number]` tuples.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this token, continue with
 *      next sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current item, then continue with the next one
 *   - `number`: Set the index of the next step. This is useful especially if
 *     the index of the current token has changed.
 *   - `function`: Define the next visitor for this item. After the original
 *     visitor is called on item entry, next visitors are called after handling
 *     a non-empty `key` and when exiting the item.
 */
function visit(cst, visitor) {
    if ('type' in cst && cst.type === 'document')
        cst = { start: cst.start, value: cst.value };
    _visit(Object.freeze([]), cst, visitor);
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current item */
visit.SKIP = SKIP;
/** Remove the current item */
visit.REMOVE = REMOVE;
/** Find the item at `path` from `cst` as the root */
visit.itemAtPath = (cst, path) => {
    let item = cst;
    for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && 'items' in tok) {
            item = tok.items[index];
        }
        else
            return undefined;
    }
    return item;
};
/**
 * Get the immediate parent collection of the item at `path` from `cst` as the root.
 *
 * Throws an error if the collection is not found, which should never happen if the item itself exists.
 */
visit.parentCollection = (cst, path) => {
    const parent = visit.itemAtPath(cst, path.slice(0, -1));
    const field = path[path.length - 1][0];
    const coll = parent?.[field];
    if (coll && 'items' in coll)
        return coll;
    throw new Error('Parent collection not found');
};
function _visit(path, item, visitor) {
    let ctrl = visitor(item, path);
    if (typeof ctrl === 'symbol')
        return ctrl;
    for (const field of ['key', 'value']) {
        const token = item[field];
        if (token && 'items' in token) {
            for (let i = 0; i < token.items.length; ++i) {
                const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    token.items.splice(i, 1);
                    i -= 1;
                }
            }
            if (typeof ctrl === 'function' && field === 'key')
                ctrl = ctrl(item, path);
        }
    }
    return typeof ctrl === 'function' ? ctrl(item, path) : ctrl;
}

exports.visit = visit;


/***/ }),

/***/ 3461:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cstScalar = __nccwpck_require__(110);
var cstStringify = __nccwpck_require__(1733);
var cstVisit = __nccwpck_require__(7715);

/** The byte order mark */
const BOM = '\u{FEFF}';
/** Start of doc-mode */
const DOCUMENT = '\x02'; // C0: Start of Text
/** Unexpected end of flow-mode */
const FLOW_END = '\x18'; // C0: Cancel
/** Next token is a scalar value */
const SCALAR = '\x1f'; // C0: Unit Separator
/** @returns `true` if `token` is a flow or block collection */
const isCollection = (token) => !!token && 'items' in token;
/** @returns `true` if `token` is a flow or block scalar; not an alias */
const isScalar = (token) => !!token &&
    (token.type === 'scalar' ||
        token.type === 'single-quoted-scalar' ||
        token.type === 'double-quoted-scalar' ||
        token.type === 'block-scalar');
/* istanbul ignore next */
/** Get a printable representation of a lexer token */
function prettyToken(token) {
    switch (token) {
        case BOM:
            return '<BOM>';
        case DOCUMENT:
            return '<DOC>';
        case FLOW_END:
            return '<FLOW_END>';
        case SCALAR:
            return '<SCALAR>';
        default:
            return JSON.stringify(token);
    }
}
/** Identify the type of a lexer token. May return `null` for unknown tokens. */
function tokenType(source) {
    switch (source) {
        case BOM:
            return 'byte-order-mark';
        case DOCUMENT:
            return 'doc-mode';
        case FLOW_END:
            return 'flow-error-end';
        case SCALAR:
            return 'scalar';
        case '---':
            return 'doc-start';
        case '...':
            return 'doc-end';
        case '':
        case '\n':
        case '\r\n':
            return 'newline';
        case '-':
            return 'seq-item-ind';
        case '?':
            return 'explicit-key-ind';
        case ':':
            return 'map-value-ind';
        case '{':
            return 'flow-map-start';
        case '}':
            return 'flow-map-end';
        case '[':
            return 'flow-seq-start';
        case ']':
            return 'flow-seq-end';
        case ',':
            return 'comma';
    }
    switch (source[0]) {
        case ' ':
        case '\t':
            return 'space';
        case '#':
            return 'comment';
        case '%':
            return 'directive-line';
        case '*':
            return 'alias';
        case '&':
            return 'anchor';
        case '!':
            return 'tag';
        case "'":
            return 'single-quoted-scalar';
        case '"':
            return 'double-quoted-scalar';
        case '|':
        case '>':
            return 'block-scalar-header';
    }
    return null;
}

exports.createScalarToken = cstScalar.createScalarToken;
exports.resolveAsScalar = cstScalar.resolveAsScalar;
exports.setScalarValue = cstScalar.setScalarValue;
exports.stringify = cstStringify.stringify;
exports.visit = cstVisit.visit;
exports.BOM = BOM;
exports.DOCUMENT = DOCUMENT;
exports.FLOW_END = FLOW_END;
exports.SCALAR = SCALAR;
exports.isCollection = isCollection;
exports.isScalar = isScalar;
exports.prettyToken = prettyToken;
exports.tokenType = tokenType;


/***/ }),

/***/ 361:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cst = __nccwpck_require__(3461);

/*
START -> stream

stream
  directive -> line-end -> stream
  indent + line-end -> stream
  [else] -> line-start

line-end
  comment -> line-end
  newline -> .
  input-end -> END

line-start
  doc-start -> doc
  doc-end -> stream
  [else] -> indent -> block-start

block-start
  seq-item-start -> block-start
  explicit-key-start -> block-start
  map-value-start -> block-start
  [else] -> doc

doc
  line-end -> line-start
  spaces -> doc
  anchor -> doc
  tag -> doc
  flow-start -> flow -> doc
  flow-end -> error -> doc
  seq-item-start -> error -> doc
  explicit-key-start -> error -> doc
  map-value-start -> doc
  alias -> doc
  quote-start -> quoted-scalar -> doc
  block-scalar-header -> line-end -> block-scalar(min) -> line-start
  [else] -> plain-scalar(false, min) -> doc

flow
  line-end -> flow
  spaces -> flow
  anchor -> flow
  tag -> flow
  flow-start -> flow -> flow
  flow-end -> .
  seq-item-start -> error -> flow
  explicit-key-start -> flow
  map-value-start -> flow
  alias -> flow
  quote-start -> quoted-scalar -> flow
  comma -> flow
  [else] -> plain-scalar(true, 0) -> flow

quoted-scalar
  quote-end -> .
  [else] -> quoted-scalar

block-scalar(min)
  newline + peek(indent < min) -> .
  [else] -> block-scalar(min)

plain-scalar(is-flow, min)
  scalar-end(is-flow) -> .
  peek(newline + (indent < min)) -> .
  [else] -> plain-scalar(min)
*/
function isEmpty(ch) {
    switch (ch) {
        case undefined:
        case ' ':
        case '\n':
        case '\r':
        case '\t':
            return true;
        default:
            return false;
    }
}
const hexDigits = new Set('0123456789ABCDEFabcdef');
const tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
const flowIndicatorChars = new Set(',[]{}');
const invalidAnchorChars = new Set(' ,[]{}\n\r\t');
const isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
/**
 * Splits an input string into lexical tokens, i.e. smaller strings that are
 * easily identifiable by `tokens.tokenType()`.
 *
 * Lexing starts always in a "stream" context. Incomplete input may be buffered
 * until a complete token can be emitted.
 *
 * In addition to slices of the original input, the following control characters
 * may also be emitted:
 *
 * - `\x02` (Start of Text): A document starts with the next token
 * - `\x18` (Cancel): Unexpected end of flow-mode (indicates an error)
 * - `\x1f` (Unit Separator): Next token is a scalar value
 * - `\u{FEFF}` (Byte order mark): Emitted separately outside documents
 */
class Lexer {
    constructor() {
        /**
         * Flag indicating whether the end of the current buffer marks the end of
         * all input
         */
        this.atEnd = false;
        /**
         * Explicit indent set in block scalar header, as an offset from the current
         * minimum indent, so e.g. set to 1 from a header `|2+`. Set to -1 if not
         * explicitly set.
         */
        this.blockScalarIndent = -1;
        /**
         * Block scalars that include a + (keep) chomping indicator in their header
         * include trailing empty lines, which are otherwise excluded from the
         * scalar's contents.
         */
        this.blockScalarKeep = false;
        /** Current input */
        this.buffer = '';
        /**
         * Flag noting whether the map value indicator : can immediately follow this
         * node within a flow context.
         */
        this.flowKey = false;
        /** Count of surrounding flow collection levels. */
        this.flowLevel = 0;
        /**
         * Minimum level of indentation required for next lines to be parsed as a
         * part of the current scalar value.
         */
        this.indentNext = 0;
        /** Indentation level of the current line. */
        this.indentValue = 0;
        /** Position of the next \n character. */
        this.lineEndPos = null;
        /** Stores the state of the lexer if reaching the end of incpomplete input */
        this.next = null;
        /** A pointer to `buffer`; the current position of the lexer. */
        this.pos = 0;
    }
    /**
     * Generate YAML tokens from the `source` string. If `incomplete`,
     * a part of the last line may be left as a buffer for the next call.
     *
     * @returns A generator of lexical tokens
     */
    *lex(source, incomplete = false) {
        if (source) {
            if (typeof source !== 'string')
                throw TypeError('source is not a string');
            this.buffer = this.buffer ? this.buffer + source : source;
            this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? 'stream';
        while (next && (incomplete || this.hasChars(1)))
            next = yield* this.parseNext(next);
    }
    atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === ' ' || ch === '\t')
            ch = this.buffer[++i];
        if (!ch || ch === '#' || ch === '\n')
            return true;
        if (ch === '\r')
            return this.buffer[i + 1] === '\n';
        return false;
    }
    charAt(n) {
        return this.buffer[this.pos + n];
    }
    continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
            let indent = 0;
            while (ch === ' ')
                ch = this.buffer[++indent + offset];
            if (ch === '\r') {
                const next = this.buffer[indent + offset + 1];
                if (next === '\n' || (!next && !this.atEnd))
                    return offset + indent + 1;
            }
            return ch === '\n' || indent >= this.indentNext || (!ch && !this.atEnd)
                ? offset + indent
                : -1;
        }
        if (ch === '-' || ch === '.') {
            const dt = this.buffer.substr(offset, 3);
            if ((dt === '---' || dt === '...') && isEmpty(this.buffer[offset + 3]))
                return -1;
        }
        return offset;
    }
    getLine() {
        let end = this.lineEndPos;
        if (typeof end !== 'number' || (end !== -1 && end < this.pos)) {
            end = this.buffer.indexOf('\n', this.pos);
            this.lineEndPos = end;
        }
        if (end === -1)
            return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === '\r')
            end -= 1;
        return this.buffer.substring(this.pos, end);
    }
    hasChars(n) {
        return this.pos + n <= this.buffer.length;
    }
    setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
    }
    peek(n) {
        return this.buffer.substr(this.pos, n);
    }
    *parseNext(next) {
        switch (next) {
            case 'stream':
                return yield* this.parseStream();
            case 'line-start':
                return yield* this.parseLineStart();
            case 'block-start':
                return yield* this.parseBlockStart();
            case 'doc':
                return yield* this.parseDocument();
            case 'flow':
                return yield* this.parseFlowCollection();
            case 'quoted-scalar':
                return yield* this.parseQuotedScalar();
            case 'block-scalar':
                return yield* this.parseBlockScalar();
            case 'plain-scalar':
                return yield* this.parsePlainScalar();
        }
    }
    *parseStream() {
        let line = this.getLine();
        if (line === null)
            return this.setNext('stream');
        if (line[0] === cst.BOM) {
            yield* this.pushCount(1);
            line = line.substring(1);
        }
        if (line[0] === '%') {
            let dirEnd = line.length;
            let cs = line.indexOf('#');
            while (cs !== -1) {
                const ch = line[cs - 1];
                if (ch === ' ' || ch === '\t') {
                    dirEnd = cs - 1;
                    break;
                }
                else {
                    cs = line.indexOf('#', cs + 1);
                }
            }
            while (true) {
                const ch = line[dirEnd - 1];
                if (ch === ' ' || ch === '\t')
                    dirEnd -= 1;
                else
                    break;
            }
            const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
            yield* this.pushCount(line.length - n); // possible comment
            this.pushNewline();
            return 'stream';
        }
        if (this.atLineEnd()) {
            const sp = yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - sp);
            yield* this.pushNewline();
            return 'stream';
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
    }
    *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
            return this.setNext('line-start');
        if (ch === '-' || ch === '.') {
            if (!this.atEnd && !this.hasChars(4))
                return this.setNext('line-start');
            const s = this.peek(3);
            if ((s === '---' || s === '...') && isEmpty(this.charAt(3))) {
                yield* this.pushCount(3);
                this.indentValue = 0;
                this.indentNext = 0;
                return s === '---' ? 'doc' : 'stream';
            }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
            this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
    }
    *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
            return this.setNext('block-start');
        if ((ch0 === '-' || ch0 === '?' || ch0 === ':') && isEmpty(ch1)) {
            const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
            this.indentNext = this.indentValue + 1;
            this.indentValue += n;
            return 'block-start';
        }
        return 'doc';
    }
    *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
            return this.setNext('doc');
        let n = yield* this.pushIndicators();
        switch (line[n]) {
            case '#':
                yield* this.pushCount(line.length - n);
            // fallthrough
            case undefined:
                yield* this.pushNewline();
                return yield* this.parseLineStart();
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel = 1;
                return 'flow';
            case '}':
            case ']':
                // this is an error
                yield* this.pushCount(1);
                return 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'doc';
            case '"':
            case "'":
                return yield* this.parseQuotedScalar();
            case '|':
            case '>':
                n += yield* this.parseBlockScalarHeader();
                n += yield* this.pushSpaces(true);
                yield* this.pushCount(line.length - n);
                yield* this.pushNewline();
                return yield* this.parseBlockScalar();
            default:
                return yield* this.parsePlainScalar();
        }
    }
    *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
            nl = yield* this.pushNewline();
            if (nl > 0) {
                sp = yield* this.pushSpaces(false);
                this.indentValue = indent = sp;
            }
            else {
                sp = 0;
            }
            sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
            return this.setNext('flow');
        if ((indent !== -1 && indent < this.indentNext && line[0] !== '#') ||
            (indent === 0 &&
                (line.startsWith('---') || line.startsWith('...')) &&
                isEmpty(line[3]))) {
            // Allowing for the terminal ] or } at the same (rather than greater)
            // indent level as the initial [ or { is technically invalid, but
            // failing here would be surprising to users.
            const atFlowEndMarker = indent === this.indentNext - 1 &&
                this.flowLevel === 1 &&
                (line[0] === ']' || line[0] === '}');
            if (!atFlowEndMarker) {
                // this is an error
                this.flowLevel = 0;
                yield cst.FLOW_END;
                return yield* this.parseLineStart();
            }
        }
        let n = 0;
        while (line[n] === ',') {
            n += yield* this.pushCount(1);
            n += yield* this.pushSpaces(true);
            this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
            case undefined:
                return 'flow';
            case '#':
                yield* this.pushCount(line.length - n);
                return 'flow';
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel += 1;
                return 'flow';
            case '}':
            case ']':
                yield* this.pushCount(1);
                this.flowKey = true;
                this.flowLevel -= 1;
                return this.flowLevel ? 'flow' : 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'flow';
            case '"':
            case "'":
                this.flowKey = true;
                return yield* this.parseQuotedScalar();
            case ':': {
                const next = this.charAt(1);
                if (this.flowKey || isEmpty(next) || next === ',') {
                    this.flowKey = false;
                    yield* this.pushCount(1);
                    yield* this.pushSpaces(true);
                    return 'flow';
                }
            }
            // fallthrough
            default:
                this.flowKey = false;
                return yield* this.parsePlainScalar();
        }
    }
    *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
            while (end !== -1 && this.buffer[end + 1] === "'")
                end = this.buffer.indexOf("'", end + 2);
        }
        else {
            // double-quote
            while (end !== -1) {
                let n = 0;
                while (this.buffer[end - 1 - n] === '\\')
                    n += 1;
                if (n % 2 === 0)
                    break;
                end = this.buffer.indexOf('"', end + 1);
            }
        }
        // Only looking for newlines within the quotes
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf('\n', this.pos);
        if (nl !== -1) {
            while (nl !== -1) {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = qb.indexOf('\n', cs);
            }
            if (nl !== -1) {
                // this is an error caused by an unexpected unindent
                end = nl - (qb[nl - 1] === '\r' ? 2 : 1);
            }
        }
        if (end === -1) {
            if (!this.atEnd)
                return this.setNext('quoted-scalar');
            end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? 'flow' : 'doc';
    }
    *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
            const ch = this.buffer[++i];
            if (ch === '+')
                this.blockScalarKeep = true;
            else if (ch > '0' && ch <= '9')
                this.blockScalarIndent = Number(ch) - 1;
            else if (ch !== '-')
                break;
        }
        return yield* this.pushUntil(ch => isEmpty(ch) || ch === '#');
    }
    *parseBlockScalar() {
        let nl = this.pos - 1; // may be -1 if this.pos === 0
        let indent = 0;
        let ch;
        loop: for (let i = this.pos; (ch = this.buffer[i]); ++i) {
            switch (ch) {
                case ' ':
                    indent += 1;
                    break;
                case '\n':
                    nl = i;
                    indent = 0;
                    break;
                case '\r': {
                    const next = this.buffer[i + 1];
                    if (!next && !this.atEnd)
                        return this.setNext('block-scalar');
                    if (next === '\n')
                        break;
                } // fallthrough
                default:
                    break loop;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('block-scalar');
        if (indent >= this.indentNext) {
            if (this.blockScalarIndent === -1)
                this.indentNext = indent;
            else {
                this.indentNext =
                    this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
            }
            do {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = this.buffer.indexOf('\n', cs);
            } while (nl !== -1);
            if (nl === -1) {
                if (!this.atEnd)
                    return this.setNext('block-scalar');
                nl = this.buffer.length;
            }
        }
        // Trailing insufficiently indented tabs are invalid.
        // To catch that during parsing, we include them in the block scalar value.
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === ' ')
            ch = this.buffer[++i];
        if (ch === '\t') {
            while (ch === '\t' || ch === ' ' || ch === '\r' || ch === '\n')
                ch = this.buffer[++i];
            nl = i - 1;
        }
        else if (!this.blockScalarKeep) {
            do {
                let i = nl - 1;
                let ch = this.buffer[i];
                if (ch === '\r')
                    ch = this.buffer[--i];
                const lastChar = i; // Drop the line if last char not more indented
                while (ch === ' ')
                    ch = this.buffer[--i];
                if (ch === '\n' && i >= this.pos && i + 1 + indent > lastChar)
                    nl = i;
                else
                    break;
            } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
    }
    *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while ((ch = this.buffer[++i])) {
            if (ch === ':') {
                const next = this.buffer[i + 1];
                if (isEmpty(next) || (inFlow && flowIndicatorChars.has(next)))
                    break;
                end = i;
            }
            else if (isEmpty(ch)) {
                let next = this.buffer[i + 1];
                if (ch === '\r') {
                    if (next === '\n') {
                        i += 1;
                        ch = '\n';
                        next = this.buffer[i + 1];
                    }
                    else
                        end = i;
                }
                if (next === '#' || (inFlow && flowIndicatorChars.has(next)))
                    break;
                if (ch === '\n') {
                    const cs = this.continueScalar(i + 1);
                    if (cs === -1)
                        break;
                    i = Math.max(i, cs - 2); // to advance, but still account for ' #'
                }
            }
            else {
                if (inFlow && flowIndicatorChars.has(ch))
                    break;
                end = i;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('plain-scalar');
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? 'flow' : 'doc';
    }
    *pushCount(n) {
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos += n;
            return n;
        }
        return 0;
    }
    *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
            yield s;
            this.pos += s.length;
            return s.length;
        }
        else if (allowEmpty)
            yield '';
        return 0;
    }
    *pushIndicators() {
        let n = 0;
        loop: while (true) {
            switch (this.charAt(0)) {
                case '!':
                    n += yield* this.pushTag();
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '&':
                    n += yield* this.pushUntil(isNotAnchorChar);
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '-': // this is an error
                case '?': // this is an error outside flow collections
                case ':': {
                    const inFlow = this.flowLevel > 0;
                    const ch1 = this.charAt(1);
                    if (isEmpty(ch1) || (inFlow && flowIndicatorChars.has(ch1))) {
                        if (!inFlow)
                            this.indentNext = this.indentValue + 1;
                        else if (this.flowKey)
                            this.flowKey = false;
                        n += yield* this.pushCount(1);
                        n += yield* this.pushSpaces(true);
                        continue loop;
                    }
                }
            }
            break loop;
        }
        return n;
    }
    *pushTag() {
        if (this.charAt(1) === '<') {
            let i = this.pos + 2;
            let ch = this.buffer[i];
            while (!isEmpty(ch) && ch !== '>')
                ch = this.buffer[++i];
            return yield* this.pushToIndex(ch === '>' ? i + 1 : i, false);
        }
        else {
            let i = this.pos + 1;
            let ch = this.buffer[i];
            while (ch) {
                if (tagChars.has(ch))
                    ch = this.buffer[++i];
                else if (ch === '%' &&
                    hexDigits.has(this.buffer[i + 1]) &&
                    hexDigits.has(this.buffer[i + 2])) {
                    ch = this.buffer[(i += 3)];
                }
                else
                    break;
            }
            return yield* this.pushToIndex(i, false);
        }
    }
    *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === '\n')
            return yield* this.pushCount(1);
        else if (ch === '\r' && this.charAt(1) === '\n')
            return yield* this.pushCount(2);
        else
            return 0;
    }
    *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
            ch = this.buffer[++i];
        } while (ch === ' ' || (allowTabs && ch === '\t'));
        const n = i - this.pos;
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos = i;
        }
        return n;
    }
    *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
            ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
    }
}

exports.Lexer = Lexer;


/***/ }),

/***/ 6628:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Tracks newlines during parsing in order to provide an efficient API for
 * determining the one-indexed `{ line, col }` position for any offset
 * within the input.
 */
class LineCounter {
    constructor() {
        this.lineStarts = [];
        /**
         * Should be called in ascending order. Otherwise, call
         * `lineCounter.lineStarts.sort()` before calling `linePos()`.
         */
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        /**
         * Performs a binary search and returns the 1-indexed { line, col }
         * position of `offset`. If `line === 0`, `addNewLine` has never been
         * called or `offset` is before the first known newline.
         */
        this.linePos = (offset) => {
            let low = 0;
            let high = this.lineStarts.length;
            while (low < high) {
                const mid = (low + high) >> 1; // Math.floor((low + high) / 2)
                if (this.lineStarts[mid] < offset)
                    low = mid + 1;
                else
                    high = mid;
            }
            if (this.lineStarts[low] === offset)
                return { line: low + 1, col: 1 };
            if (low === 0)
                return { line: 0, col: offset };
            const start = this.lineStarts[low - 1];
            return { line: low, col: offset - start + 1 };
        };
    }
}

exports.LineCounter = LineCounter;


/***/ }),

/***/ 3456:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);

function includesToken(list, type) {
    for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
            return true;
    return false;
}
function findNonEmptyIndex(list) {
    for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
            case 'space':
            case 'comment':
            case 'newline':
                break;
            default:
                return i;
        }
    }
    return -1;
}
function isFlowToken(token) {
    switch (token?.type) {
        case 'alias':
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'flow-collection':
            return true;
        default:
            return false;
    }
}
function getPrevProps(parent) {
    switch (parent.type) {
        case 'document':
            return parent.start;
        case 'block-map': {
            const it = parent.items[parent.items.length - 1];
            return it.sep ?? it.start;
        }
        case 'block-seq':
            return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
            return [];
    }
}
/** Note: May modify input array */
function getFirstKeyStartProps(prev) {
    if (prev.length === 0)
        return [];
    let i = prev.length;
    loop: while (--i >= 0) {
        switch (prev[i].type) {
            case 'doc-start':
            case 'explicit-key-ind':
            case 'map-value-ind':
            case 'seq-item-ind':
            case 'newline':
                break loop;
        }
    }
    while (prev[++i]?.type === 'space') {
        /* loop */
    }
    return prev.splice(i, prev.length);
}
function arrayPushArray(target, source) {
    // May exhaust call stack with large `source` array
    if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
    else
        for (let i = 0; i < source.length; ++i)
            target.push(source[i]);
}
function fixFlowSeqItems(fc) {
    if (fc.start.type === 'flow-seq-start') {
        for (const it of fc.items) {
            if (it.sep &&
                !it.value &&
                !includesToken(it.start, 'explicit-key-ind') &&
                !includesToken(it.sep, 'map-value-ind')) {
                if (it.key)
                    it.value = it.key;
                delete it.key;
                if (isFlowToken(it.value)) {
                    if (it.value.end)
                        arrayPushArray(it.value.end, it.sep);
                    else
                        it.value.end = it.sep;
                }
                else
                    arrayPushArray(it.start, it.sep);
                delete it.sep;
            }
        }
    }
}
/**
 * A YAML concrete syntax tree (CST) parser
 *
 * ```ts
 * const src: string = ...
 * for (const token of new Parser().parse(src)) {
 *   // token: Token
 * }
 * ```
 *
 * To use the parser with a user-provided lexer:
 *
 * ```ts
 * function* parse(source: string, lexer: Lexer) {
 *   const parser = new Parser()
 *   for (const lexeme of lexer.lex(source))
 *     yield* parser.next(lexeme)
 *   yield* parser.end()
 * }
 *
 * const src: string = ...
 * const lexer = new Lexer()
 * for (const token of parse(src, lexer)) {
 *   // token: Token
 * }
 * ```
 */
class Parser {
    /**
     * @param onNewLine - If defined, called separately with the start position of
     *   each new line (in `parse()`, including the start of input).
     */
    constructor(onNewLine) {
        /** If true, space and sequence indicators count as indentation */
        this.atNewLine = true;
        /** If true, next token is a scalar value */
        this.atScalar = false;
        /** Current indentation level */
        this.indent = 0;
        /** Current offset since the start of parsing */
        this.offset = 0;
        /** On the same line with a block map key */
        this.onKeyLine = false;
        /** Top indicates the node that's currently being built */
        this.stack = [];
        /** The source of the current token, set in parse() */
        this.source = '';
        /** The type of the current token, set in parse() */
        this.type = '';
        // Must be defined after `next()`
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
    }
    /**
     * Parse `source` as a YAML stream.
     * If `incomplete`, a part of the last line may be left as a buffer for the next call.
     *
     * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
     *
     * @returns A generator of tokens representing each directive, document, and other structure.
     */
    *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
            this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
            yield* this.next(lexeme);
        if (!incomplete)
            yield* this.end();
    }
    /**
     * Advance the parser by the `source` of one lexical token.
     */
    *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
            console.log('|', cst.prettyToken(source));
        if (this.atScalar) {
            this.atScalar = false;
            yield* this.step();
            this.offset += source.length;
            return;
        }
        const type = cst.tokenType(source);
        if (!type) {
            const message = `Not a YAML token: ${source}`;
            yield* this.pop({ type: 'error', offset: this.offset, message, source });
            this.offset += source.length;
        }
        else if (type === 'scalar') {
            this.atNewLine = false;
            this.atScalar = true;
            this.type = 'scalar';
        }
        else {
            this.type = type;
            yield* this.step();
            switch (type) {
                case 'newline':
                    this.atNewLine = true;
                    this.indent = 0;
                    if (this.onNewLine)
                        this.onNewLine(this.offset + source.length);
                    break;
                case 'space':
                    if (this.atNewLine && source[0] === ' ')
                        this.indent += source.length;
                    break;
                case 'explicit-key-ind':
                case 'map-value-ind':
                case 'seq-item-ind':
                    if (this.atNewLine)
                        this.indent += source.length;
                    break;
                case 'doc-mode':
                case 'flow-error-end':
                    return;
                default:
                    this.atNewLine = false;
            }
            this.offset += source.length;
        }
    }
    /** Call at end of input to push out any remaining constructions */
    *end() {
        while (this.stack.length > 0)
            yield* this.pop();
    }
    get sourceToken() {
        const st = {
            type: this.type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
        return st;
    }
    *step() {
        const top = this.peek(1);
        if (this.type === 'doc-end' && top?.type !== 'doc-end') {
            while (this.stack.length > 0)
                yield* this.pop();
            this.stack.push({
                type: 'doc-end',
                offset: this.offset,
                source: this.source
            });
            return;
        }
        if (!top)
            return yield* this.stream();
        switch (top.type) {
            case 'document':
                return yield* this.document(top);
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return yield* this.scalar(top);
            case 'block-scalar':
                return yield* this.blockScalar(top);
            case 'block-map':
                return yield* this.blockMap(top);
            case 'block-seq':
                return yield* this.blockSequence(top);
            case 'flow-collection':
                return yield* this.flowCollection(top);
            case 'doc-end':
                return yield* this.documentEnd(top);
        }
        /* istanbul ignore next should not happen */
        yield* this.pop();
    }
    peek(n) {
        return this.stack[this.stack.length - n];
    }
    *pop(error) {
        const token = error ?? this.stack.pop();
        /* istanbul ignore if should not happen */
        if (!token) {
            const message = 'Tried to pop an empty stack';
            yield { type: 'error', offset: this.offset, source: '', message };
        }
        else if (this.stack.length === 0) {
            yield token;
        }
        else {
            const top = this.peek(1);
            if (token.type === 'block-scalar') {
                // Block scalars use their parent rather than header indent
                token.indent = 'indent' in top ? top.indent : 0;
            }
            else if (token.type === 'flow-collection' && top.type === 'document') {
                // Ignore all indent for top-level flow collections
                token.indent = 0;
            }
            if (token.type === 'flow-collection')
                fixFlowSeqItems(token);
            switch (top.type) {
                case 'document':
                    top.value = token;
                    break;
                case 'block-scalar':
                    top.props.push(token); // error
                    break;
                case 'block-map': {
                    const it = top.items[top.items.length - 1];
                    if (it.value) {
                        top.items.push({ start: [], key: token, sep: [] });
                        this.onKeyLine = true;
                        return;
                    }
                    else if (it.sep) {
                        it.value = token;
                    }
                    else {
                        Object.assign(it, { key: token, sep: [] });
                        this.onKeyLine = !it.explicitKey;
                        return;
                    }
                    break;
                }
                case 'block-seq': {
                    const it = top.items[top.items.length - 1];
                    if (it.value)
                        top.items.push({ start: [], value: token });
                    else
                        it.value = token;
                    break;
                }
                case 'flow-collection': {
                    const it = top.items[top.items.length - 1];
                    if (!it || it.value)
                        top.items.push({ start: [], key: token, sep: [] });
                    else if (it.sep)
                        it.value = token;
                    else
                        Object.assign(it, { key: token, sep: [] });
                    return;
                }
                /* istanbul ignore next should not happen */
                default:
                    yield* this.pop();
                    yield* this.pop(token);
            }
            if ((top.type === 'document' ||
                top.type === 'block-map' ||
                top.type === 'block-seq') &&
                (token.type === 'block-map' || token.type === 'block-seq')) {
                const last = token.items[token.items.length - 1];
                if (last &&
                    !last.sep &&
                    !last.value &&
                    last.start.length > 0 &&
                    findNonEmptyIndex(last.start) === -1 &&
                    (token.indent === 0 ||
                        last.start.every(st => st.type !== 'comment' || st.indent < token.indent))) {
                    if (top.type === 'document')
                        top.end = last.start;
                    else
                        top.items.push({ start: last.start });
                    token.items.splice(-1, 1);
                }
            }
        }
    }
    *stream() {
        switch (this.type) {
            case 'directive-line':
                yield { type: 'directive', offset: this.offset, source: this.source };
                return;
            case 'byte-order-mark':
            case 'space':
            case 'comment':
            case 'newline':
                yield this.sourceToken;
                return;
            case 'doc-mode':
            case 'doc-start': {
                const doc = {
                    type: 'document',
                    offset: this.offset,
                    start: []
                };
                if (this.type === 'doc-start')
                    doc.start.push(this.sourceToken);
                this.stack.push(doc);
                return;
            }
        }
        yield {
            type: 'error',
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML stream`,
            source: this.source
        };
    }
    *document(doc) {
        if (doc.value)
            return yield* this.lineEnd(doc);
        switch (this.type) {
            case 'doc-start': {
                if (findNonEmptyIndex(doc.start) !== -1) {
                    yield* this.pop();
                    yield* this.step();
                }
                else
                    doc.start.push(this.sourceToken);
                return;
            }
            case 'anchor':
            case 'tag':
            case 'space':
            case 'comment':
            case 'newline':
                doc.start.push(this.sourceToken);
                return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
            this.stack.push(bv);
        else {
            yield {
                type: 'error',
                offset: this.offset,
                message: `Unexpected ${this.type} token in YAML document`,
                source: this.source
            };
        }
    }
    *scalar(scalar) {
        if (this.type === 'map-value-ind') {
            const prev = getPrevProps(this.peek(2));
            const start = getFirstKeyStartProps(prev);
            let sep;
            if (scalar.end) {
                sep = scalar.end;
                sep.push(this.sourceToken);
                delete scalar.end;
            }
            else
                sep = [this.sourceToken];
            const map = {
                type: 'block-map',
                offset: scalar.offset,
                indent: scalar.indent,
                items: [{ start, key: scalar, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
        }
        else
            yield* this.lineEnd(scalar);
    }
    *blockScalar(scalar) {
        switch (this.type) {
            case 'space':
            case 'comment':
            case 'newline':
                scalar.props.push(this.sourceToken);
                return;
            case 'scalar':
                scalar.source = this.source;
                // block-scalar source includes trailing newline
                this.atNewLine = true;
                this.indent = 0;
                if (this.onNewLine) {
                    let nl = this.source.indexOf('\n') + 1;
                    while (nl !== 0) {
                        this.onNewLine(this.offset + nl);
                        nl = this.source.indexOf('\n', nl) + 1;
                    }
                }
                yield* this.pop();
                break;
            /* istanbul ignore next should not happen */
            default:
                yield* this.pop();
                yield* this.step();
        }
    }
    *blockMap(map) {
        const it = map.items[map.items.length - 1];
        // it.sep is true-ish if pair already has key or : separator
        switch (this.type) {
            case 'newline':
                this.onKeyLine = false;
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    it.start.push(this.sourceToken);
                }
                return;
            case 'space':
            case 'comment':
                if (it.value) {
                    map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    if (this.atIndentedComment(it.start, map.indent)) {
                        const prev = map.items[map.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            map.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
        }
        if (this.indent >= map.indent) {
            const atMapIndent = !this.onKeyLine && this.indent === map.indent;
            const atNextItem = atMapIndent &&
                (it.sep || it.explicitKey) &&
                this.type !== 'seq-item-ind';
            // For empty nodes, assign newline-separated not indented empty tokens to following node
            let start = [];
            if (atNextItem && it.sep && !it.value) {
                const nl = [];
                for (let i = 0; i < it.sep.length; ++i) {
                    const st = it.sep[i];
                    switch (st.type) {
                        case 'newline':
                            nl.push(i);
                            break;
                        case 'space':
                            break;
                        case 'comment':
                            if (st.indent > map.indent)
                                nl.length = 0;
                            break;
                        default:
                            nl.length = 0;
                    }
                }
                if (nl.length >= 2)
                    start = it.sep.splice(nl[1]);
            }
            switch (this.type) {
                case 'anchor':
                case 'tag':
                    if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        it.sep.push(this.sourceToken);
                    }
                    else {
                        it.start.push(this.sourceToken);
                    }
                    return;
                case 'explicit-key-ind':
                    if (!it.sep && !it.explicitKey) {
                        it.start.push(this.sourceToken);
                        it.explicitKey = true;
                    }
                    else if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start, explicitKey: true });
                    }
                    else {
                        this.stack.push({
                            type: 'block-map',
                            offset: this.offset,
                            indent: this.indent,
                            items: [{ start: [this.sourceToken], explicitKey: true }]
                        });
                    }
                    this.onKeyLine = true;
                    return;
                case 'map-value-ind':
                    if (it.explicitKey) {
                        if (!it.sep) {
                            if (includesToken(it.start, 'newline')) {
                                Object.assign(it, { key: null, sep: [this.sourceToken] });
                            }
                            else {
                                const start = getFirstKeyStartProps(it.start);
                                this.stack.push({
                                    type: 'block-map',
                                    offset: this.offset,
                                    indent: this.indent,
                                    items: [{ start, key: null, sep: [this.sourceToken] }]
                                });
                            }
                        }
                        else if (it.value) {
                            map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else if (isFlowToken(it.key) &&
                            !includesToken(it.sep, 'newline')) {
                            const start = getFirstKeyStartProps(it.start);
                            const key = it.key;
                            const sep = it.sep;
                            sep.push(this.sourceToken);
                            // @ts-expect-error type guard is wrong here
                            delete it.key;
                            // @ts-expect-error type guard is wrong here
                            delete it.sep;
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key, sep }]
                            });
                        }
                        else if (start.length > 0) {
                            // Not actually at next item
                            it.sep = it.sep.concat(start, this.sourceToken);
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    else {
                        if (!it.sep) {
                            Object.assign(it, { key: null, sep: [this.sourceToken] });
                        }
                        else if (it.value || atNextItem) {
                            map.items.push({ start, key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start: [], key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    this.onKeyLine = true;
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (atNextItem || it.value) {
                        map.items.push({ start, key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        this.stack.push(fs);
                    }
                    else {
                        Object.assign(it, { key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    return;
                }
                default: {
                    const bv = this.startBlockValue(map);
                    if (bv) {
                        if (bv.type === 'block-seq') {
                            if (!it.explicitKey &&
                                it.sep &&
                                !includesToken(it.sep, 'newline')) {
                                yield* this.pop({
                                    type: 'error',
                                    offset: this.offset,
                                    message: 'Unexpected block-seq-ind on same line with key',
                                    source: this.source
                                });
                                return;
                            }
                        }
                        else if (atMapIndent) {
                            map.items.push({ start });
                        }
                        this.stack.push(bv);
                        return;
                    }
                }
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
            case 'newline':
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        seq.items.push({ start: [this.sourceToken] });
                }
                else
                    it.start.push(this.sourceToken);
                return;
            case 'space':
            case 'comment':
                if (it.value)
                    seq.items.push({ start: [this.sourceToken] });
                else {
                    if (this.atIndentedComment(it.start, seq.indent)) {
                        const prev = seq.items[seq.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            seq.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
            case 'anchor':
            case 'tag':
                if (it.value || this.indent <= seq.indent)
                    break;
                it.start.push(this.sourceToken);
                return;
            case 'seq-item-ind':
                if (this.indent !== seq.indent)
                    break;
                if (it.value || includesToken(it.start, 'seq-item-ind'))
                    seq.items.push({ start: [this.sourceToken] });
                else
                    it.start.push(this.sourceToken);
                return;
        }
        if (this.indent > seq.indent) {
            const bv = this.startBlockValue(seq);
            if (bv) {
                this.stack.push(bv);
                return;
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === 'flow-error-end') {
            let top;
            do {
                yield* this.pop();
                top = this.peek(1);
            } while (top?.type === 'flow-collection');
        }
        else if (fc.end.length === 0) {
            switch (this.type) {
                case 'comma':
                case 'explicit-key-ind':
                    if (!it || it.sep)
                        fc.items.push({ start: [this.sourceToken] });
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'map-value-ind':
                    if (!it || it.value)
                        fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        Object.assign(it, { key: null, sep: [this.sourceToken] });
                    return;
                case 'space':
                case 'comment':
                case 'newline':
                case 'anchor':
                case 'tag':
                    if (!it || it.value)
                        fc.items.push({ start: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (!it || it.value)
                        fc.items.push({ start: [], key: fs, sep: [] });
                    else if (it.sep)
                        this.stack.push(fs);
                    else
                        Object.assign(it, { key: fs, sep: [] });
                    return;
                }
                case 'flow-map-end':
                case 'flow-seq-end':
                    fc.end.push(this.sourceToken);
                    return;
            }
            const bv = this.startBlockValue(fc);
            /* istanbul ignore else should not happen */
            if (bv)
                this.stack.push(bv);
            else {
                yield* this.pop();
                yield* this.step();
            }
        }
        else {
            const parent = this.peek(2);
            if (parent.type === 'block-map' &&
                ((this.type === 'map-value-ind' && parent.indent === fc.indent) ||
                    (this.type === 'newline' &&
                        !parent.items[parent.items.length - 1].sep))) {
                yield* this.pop();
                yield* this.step();
            }
            else if (this.type === 'map-value-ind' &&
                parent.type !== 'flow-collection') {
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                fixFlowSeqItems(fc);
                const sep = fc.end.splice(1, fc.end.length);
                sep.push(this.sourceToken);
                const map = {
                    type: 'block-map',
                    offset: fc.offset,
                    indent: fc.indent,
                    items: [{ start, key: fc, sep }]
                };
                this.onKeyLine = true;
                this.stack[this.stack.length - 1] = map;
            }
            else {
                yield* this.lineEnd(fc);
            }
        }
    }
    flowScalar(type) {
        if (this.onNewLine) {
            let nl = this.source.indexOf('\n') + 1;
            while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf('\n', nl) + 1;
            }
        }
        return {
            type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
    }
    startBlockValue(parent) {
        switch (this.type) {
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return this.flowScalar(this.type);
            case 'block-scalar-header':
                return {
                    type: 'block-scalar',
                    offset: this.offset,
                    indent: this.indent,
                    props: [this.sourceToken],
                    source: ''
                };
            case 'flow-map-start':
            case 'flow-seq-start':
                return {
                    type: 'flow-collection',
                    offset: this.offset,
                    indent: this.indent,
                    start: this.sourceToken,
                    items: [],
                    end: []
                };
            case 'seq-item-ind':
                return {
                    type: 'block-seq',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [this.sourceToken] }]
                };
            case 'explicit-key-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                start.push(this.sourceToken);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, explicitKey: true }]
                };
            }
            case 'map-value-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                };
            }
        }
        return null;
    }
    atIndentedComment(start, indent) {
        if (this.type !== 'comment')
            return false;
        if (this.indent <= indent)
            return false;
        return start.every(st => st.type === 'newline' || st.type === 'space');
    }
    *documentEnd(docEnd) {
        if (this.type !== 'doc-mode') {
            if (docEnd.end)
                docEnd.end.push(this.sourceToken);
            else
                docEnd.end = [this.sourceToken];
            if (this.type === 'newline')
                yield* this.pop();
        }
    }
    *lineEnd(token) {
        switch (this.type) {
            case 'comma':
            case 'doc-start':
            case 'doc-end':
            case 'flow-seq-end':
            case 'flow-map-end':
            case 'map-value-ind':
                yield* this.pop();
                yield* this.step();
                break;
            case 'newline':
                this.onKeyLine = false;
            // fallthrough
            case 'space':
            case 'comment':
            default:
                // all other values are errors
                if (token.end)
                    token.end.push(this.sourceToken);
                else
                    token.end = [this.sourceToken];
                if (this.type === 'newline')
                    yield* this.pop();
        }
    }
}

exports.Parser = Parser;


/***/ }),

/***/ 4047:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var log = __nccwpck_require__(7249);
var identity = __nccwpck_require__(1127);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);

function parseOptions(options) {
    const prettyErrors = options.prettyErrors !== false;
    const lineCounter$1 = options.lineCounter || (prettyErrors && new lineCounter.LineCounter()) || null;
    return { lineCounter: lineCounter$1, prettyErrors };
}
/**
 * Parse the input as a stream of YAML documents.
 *
 * Documents should be separated from each other by `...` or `---` marker lines.
 *
 * @returns If an empty `docs` array is returned, it will be of type
 *   EmptyStream and contain additional stream information. In
 *   TypeScript, you should use `'empty' in docs` as a type guard for it.
 */
function parseAllDocuments(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    const docs = Array.from(composer$1.compose(parser$1.parse(source)));
    if (prettyErrors && lineCounter)
        for (const doc of docs) {
            doc.errors.forEach(errors.prettifyError(source, lineCounter));
            doc.warnings.forEach(errors.prettifyError(source, lineCounter));
        }
    if (docs.length > 0)
        return docs;
    return Object.assign([], { empty: true }, composer$1.streamInfo());
}
/** Parse an input string into a single YAML.Document */
function parseDocument(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    // `doc` is always set by compose.end(true) at the very latest
    let doc = null;
    for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
            doc = _doc;
        else if (doc.options.logLevel !== 'silent') {
            doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
            break;
        }
    }
    if (prettyErrors && lineCounter) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter));
    }
    return doc;
}
function parse(src, reviver, options) {
    let _reviver = undefined;
    if (typeof reviver === 'function') {
        _reviver = reviver;
    }
    else if (options === undefined && reviver && typeof reviver === 'object') {
        options = reviver;
    }
    const doc = parseDocument(src, options);
    if (!doc)
        return null;
    doc.warnings.forEach(warning => log.warn(doc.options.logLevel, warning));
    if (doc.errors.length > 0) {
        if (doc.options.logLevel !== 'silent')
            throw doc.errors[0];
        else
            doc.errors = [];
    }
    return doc.toJS(Object.assign({ reviver: _reviver }, options));
}
function stringify(value, replacer, options) {
    let _replacer = null;
    if (typeof replacer === 'function' || Array.isArray(replacer)) {
        _replacer = replacer;
    }
    else if (options === undefined && replacer) {
        options = replacer;
    }
    if (typeof options === 'string')
        options = options.length;
    if (typeof options === 'number') {
        const indent = Math.round(options);
        options = indent < 1 ? undefined : indent > 8 ? { indent: 8 } : { indent };
    }
    if (value === undefined) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
            return undefined;
    }
    if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
    return new Document.Document(value, _replacer, options).toString(options);
}

exports.parse = parse;
exports.parseAllDocuments = parseAllDocuments;
exports.parseDocument = parseDocument;
exports.stringify = stringify;


/***/ }),

/***/ 5840:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var tags = __nccwpck_require__(18);

const sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
class Schema {
    constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat)
            ? tags.getTags(compat, 'compat')
            : compat
                ? tags.getTags(null, compat)
                : null;
        this.name = (typeof schema === 'string' && schema) || 'core';
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        // Used by createMap()
        this.sortMapEntries =
            typeof sortMapEntries === 'function'
                ? sortMapEntries
                : sortMapEntries === true
                    ? sortMapEntriesByKey
                    : null;
    }
    clone() {
        const copy = Object.create(Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
    }
}

exports.Schema = Schema;


/***/ }),

/***/ 7451:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLMap = __nccwpck_require__(4454);

const map = {
    collection: 'map',
    default: true,
    nodeClass: YAMLMap.YAMLMap,
    tag: 'tag:yaml.org,2002:map',
    resolve(map, onError) {
        if (!identity.isMap(map))
            onError('Expected a mapping for this tag');
        return map;
    },
    createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
};

exports.map = map;


/***/ }),

/***/ 3632:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const nullTag = {
    identify: value => value == null,
    createNode: () => new Scalar.Scalar(null),
    default: true,
    tag: 'tag:yaml.org,2002:null',
    test: /^(?:~|[Nn]ull|NULL)?$/,
    resolve: () => new Scalar.Scalar(null),
    stringify: ({ source }, ctx) => typeof source === 'string' && nullTag.test.test(source)
        ? source
        : ctx.options.nullStr
};

exports.nullTag = nullTag;


/***/ }),

/***/ 1706:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLSeq = __nccwpck_require__(2223);

const seq = {
    collection: 'seq',
    default: true,
    nodeClass: YAMLSeq.YAMLSeq,
    tag: 'tag:yaml.org,2002:seq',
    resolve(seq, onError) {
        if (!identity.isSeq(seq))
            onError('Expected a sequence for this tag');
        return seq;
    },
    createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
};

exports.seq = seq;


/***/ }),

/***/ 6464:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyString = __nccwpck_require__(3069);

const string = {
    identify: value => typeof value === 'string',
    default: true,
    tag: 'tag:yaml.org,2002:str',
    resolve: str => str,
    stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
    }
};

exports.string = string;


/***/ }),

/***/ 3959:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const boolTag = {
    identify: value => typeof value === 'boolean',
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
    resolve: str => new Scalar.Scalar(str[0] === 't' || str[0] === 'T'),
    stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
            const sv = source[0] === 't' || source[0] === 'T';
            if (value === sv)
                return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
};

exports.boolTag = boolTag;


/***/ }),

/***/ 8405:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: str => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
    resolve: str => parseFloat(str),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf('.');
        if (dot !== -1 && str[str.length - 1] === '0')
            node.minFractionDigits = str.length - dot - 1;
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 9874:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
const intResolve = (str, offset, radix, { intAsBigInt }) => (intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix));
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
    return stringifyNumber.stringifyNumber(node);
}
const intOct = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^0o[0-7]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
    stringify: node => intStringify(node, 8, '0o')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^0x[0-9a-fA-F]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 896:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.boolTag,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float
];

exports.schema = schema;


/***/ }),

/***/ 3559:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);

function intIdentify(value) {
    return typeof value === 'bigint' || Number.isInteger(value);
}
const stringifyJSON = ({ value }) => JSON.stringify(value);
const jsonScalars = [
    {
        identify: value => typeof value === 'string',
        default: true,
        tag: 'tag:yaml.org,2002:str',
        resolve: str => str,
        stringify: stringifyJSON
    },
    {
        identify: value => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: 'tag:yaml.org,2002:null',
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
    },
    {
        identify: value => typeof value === 'boolean',
        default: true,
        tag: 'tag:yaml.org,2002:bool',
        test: /^true$|^false$/,
        resolve: str => str === 'true',
        stringify: stringifyJSON
    },
    {
        identify: intIdentify,
        default: true,
        tag: 'tag:yaml.org,2002:int',
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
    },
    {
        identify: value => typeof value === 'number',
        default: true,
        tag: 'tag:yaml.org,2002:float',
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: str => parseFloat(str),
        stringify: stringifyJSON
    }
];
const jsonError = {
    default: true,
    tag: '',
    test: /^/,
    resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
    }
};
const schema = [map.map, seq.seq].concat(jsonScalars, jsonError);

exports.schema = schema;


/***/ }),

/***/ 18:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);
var schema = __nccwpck_require__(896);
var schema$1 = __nccwpck_require__(3559);
var binary = __nccwpck_require__(6083);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var schema$2 = __nccwpck_require__(5913);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schemas = new Map([
    ['core', schema.schema],
    ['failsafe', [map.map, seq.seq, string.string]],
    ['json', schema$1.schema],
    ['yaml11', schema$2.schema],
    ['yaml-1.1', schema$2.schema]
]);
const tagsByName = {
    binary: binary.binary,
    bool: bool.boolTag,
    float: float.float,
    floatExp: float.floatExp,
    floatNaN: float.floatNaN,
    floatTime: timestamp.floatTime,
    int: int.int,
    intHex: int.intHex,
    intOct: int.intOct,
    intTime: timestamp.intTime,
    map: map.map,
    merge: merge.merge,
    null: _null.nullTag,
    omap: omap.omap,
    pairs: pairs.pairs,
    seq: seq.seq,
    set: set.set,
    timestamp: timestamp.timestamp
};
const coreKnownTags = {
    'tag:yaml.org,2002:binary': binary.binary,
    'tag:yaml.org,2002:merge': merge.merge,
    'tag:yaml.org,2002:omap': omap.omap,
    'tag:yaml.org,2002:pairs': pairs.pairs,
    'tag:yaml.org,2002:set': set.set,
    'tag:yaml.org,2002:timestamp': timestamp.timestamp
};
function getTags(customTags, schemaName, addMergeTag) {
    const schemaTags = schemas.get(schemaName);
    if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge)
            ? schemaTags.concat(merge.merge)
            : schemaTags.slice();
    }
    let tags = schemaTags;
    if (!tags) {
        if (Array.isArray(customTags))
            tags = [];
        else {
            const keys = Array.from(schemas.keys())
                .filter(key => key !== 'yaml11')
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
    }
    if (Array.isArray(customTags)) {
        for (const tag of customTags)
            tags = tags.concat(tag);
    }
    else if (typeof customTags === 'function') {
        tags = customTags(tags.slice());
    }
    if (addMergeTag)
        tags = tags.concat(merge.merge);
    return tags.reduce((tags, tag) => {
        const tagObj = typeof tag === 'string' ? tagsByName[tag] : tag;
        if (!tagObj) {
            const tagName = JSON.stringify(tag);
            const keys = Object.keys(tagsByName)
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags.includes(tagObj))
            tags.push(tagObj);
        return tags;
    }, []);
}

exports.coreKnownTags = coreKnownTags;
exports.getTags = getTags;


/***/ }),

/***/ 6083:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_buffer = __nccwpck_require__(181);
var Scalar = __nccwpck_require__(3301);
var stringifyString = __nccwpck_require__(3069);

const binary = {
    identify: value => value instanceof Uint8Array, // Buffer inherits from Uint8Array
    default: false,
    tag: 'tag:yaml.org,2002:binary',
    /**
     * Returns a Buffer in node and an Uint8Array in browsers
     *
     * To use the resulting buffer as an image, you'll want to do something like:
     *
     *   const blob = new Blob([buffer], { type: 'image/jpeg' })
     *   document.querySelector('#photo').src = URL.createObjectURL(blob)
     */
    resolve(src, onError) {
        if (typeof node_buffer.Buffer === 'function') {
            return node_buffer.Buffer.from(src, 'base64');
        }
        else if (typeof atob === 'function') {
            // On IE 11, atob() can't handle newlines
            const str = atob(src.replace(/[\n\r]/g, ''));
            const buffer = new Uint8Array(str.length);
            for (let i = 0; i < str.length; ++i)
                buffer[i] = str.charCodeAt(i);
            return buffer;
        }
        else {
            onError('This environment does not support reading binary tags; either Buffer or atob is required');
            return src;
        }
    },
    stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
            return '';
        const buf = value; // checked earlier by binary.identify()
        let str;
        if (typeof node_buffer.Buffer === 'function') {
            str =
                buf instanceof node_buffer.Buffer
                    ? buf.toString('base64')
                    : node_buffer.Buffer.from(buf.buffer).toString('base64');
        }
        else if (typeof btoa === 'function') {
            let s = '';
            for (let i = 0; i < buf.length; ++i)
                s += String.fromCharCode(buf[i]);
            str = btoa(s);
        }
        else {
            throw new Error('This environment does not support writing binary tags; either Buffer or btoa is required');
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
            const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
            const n = Math.ceil(str.length / lineWidth);
            const lines = new Array(n);
            for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
                lines[i] = str.substr(o, lineWidth);
            }
            str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? '\n' : ' ');
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
    }
};

exports.binary = binary;


/***/ }),

/***/ 8398:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function boolStringify({ value, source }, ctx) {
    const boolObj = value ? trueTag : falseTag;
    if (source && boolObj.test.test(source))
        return source;
    return value ? ctx.options.trueStr : ctx.options.falseStr;
}
const trueTag = {
    identify: value => value === true,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
    resolve: () => new Scalar.Scalar(true),
    stringify: boolStringify
};
const falseTag = {
    identify: value => value === false,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
    resolve: () => new Scalar.Scalar(false),
    stringify: boolStringify
};

exports.falseTag = falseTag;
exports.trueTag = trueTag;


/***/ }),

/***/ 5782:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: (str) => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
    resolve: (str) => parseFloat(str.replace(/_/g, '')),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, '')));
        const dot = str.indexOf('.');
        if (dot !== -1) {
            const f = str.substring(dot + 1).replace(/_/g, '');
            if (f[f.length - 1] === '0')
                node.minFractionDigits = f.length;
        }
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 873:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
function intResolve(str, offset, radix, { intAsBigInt }) {
    const sign = str[0];
    if (sign === '-' || sign === '+')
        offset += 1;
    str = str.substring(offset).replace(/_/g, '');
    if (intAsBigInt) {
        switch (radix) {
            case 2:
                str = `0b${str}`;
                break;
            case 8:
                str = `0o${str}`;
                break;
            case 16:
                str = `0x${str}`;
                break;
        }
        const n = BigInt(str);
        return sign === '-' ? BigInt(-1) * n : n;
    }
    const n = parseInt(str, radix);
    return sign === '-' ? -1 * n : n;
}
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? '-' + prefix + str.substr(1) : prefix + str;
    }
    return stringifyNumber.stringifyNumber(node);
}
const intBin = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'BIN',
    test: /^[-+]?0b[0-1_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
    stringify: node => intStringify(node, 2, '0b')
};
const intOct = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^[-+]?0[0-7_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
    stringify: node => intStringify(node, 8, '0')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9][0-9_]*$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^[-+]?0x[0-9a-fA-F_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intBin = intBin;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 452:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

// If the value associated with a merge key is a single mapping node, each of
// its key/value pairs is inserted into the current mapping, unless the key
// already exists in it. If the value associated with the merge key is a
// sequence, then this sequence is expected to contain mapping nodes and each
// of these nodes is merged in turn according to its order in the sequence.
// Keys in mapping nodes earlier in the sequence override keys specified in
// later mapping nodes. -- http://yaml.org/type/merge.html
const MERGE_KEY = '<<';
const merge = {
    identify: value => value === MERGE_KEY ||
        (typeof value === 'symbol' && value.description === MERGE_KEY),
    default: 'key',
    tag: 'tag:yaml.org,2002:merge',
    test: /^<<$/,
    resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
    }),
    stringify: () => MERGE_KEY
};
const isMergeKey = (ctx, key) => (merge.identify(key) ||
    (identity.isScalar(key) &&
        (!key.type || key.type === Scalar.Scalar.PLAIN) &&
        merge.identify(key.value))) &&
    ctx?.doc.schema.tags.some(tag => tag.tag === merge.tag && tag.default);
function addMergeToJSMap(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (identity.isSeq(source))
        for (const it of source.items)
            mergeValue(ctx, map, it);
    else if (Array.isArray(source))
        for (const it of source)
            mergeValue(ctx, map, it);
    else
        mergeValue(ctx, map, source);
}
function mergeValue(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (!identity.isMap(source))
        throw new Error('Merge sources must be maps or map aliases');
    const srcMap = source.toJSON(null, ctx, Map);
    for (const [key, value] of srcMap) {
        if (map instanceof Map) {
            if (!map.has(key))
                map.set(key, value);
        }
        else if (map instanceof Set) {
            map.add(key);
        }
        else if (!Object.prototype.hasOwnProperty.call(map, key)) {
            Object.defineProperty(map, key, {
                value,
                writable: true,
                enumerable: true,
                configurable: true
            });
        }
    }
    return map;
}
function resolveAliasValue(ctx, value) {
    return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
}

exports.addMergeToJSMap = addMergeToJSMap;
exports.isMergeKey = isMergeKey;
exports.merge = merge;


/***/ }),

/***/ 303:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var pairs = __nccwpck_require__(8385);

class YAMLOMap extends YAMLSeq.YAMLSeq {
    constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = YAMLOMap.tag;
    }
    /**
     * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
     * but TypeScript won't allow widening the signature of a child method.
     */
    toJSON(_, ctx) {
        if (!ctx)
            return super.toJSON(_);
        const map = new Map();
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const pair of this.items) {
            let key, value;
            if (identity.isPair(pair)) {
                key = toJS.toJS(pair.key, '', ctx);
                value = toJS.toJS(pair.value, key, ctx);
            }
            else {
                key = toJS.toJS(pair, '', ctx);
            }
            if (map.has(key))
                throw new Error('Ordered maps must not include duplicate keys');
            map.set(key, value);
        }
        return map;
    }
    static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap = new this();
        omap.items = pairs$1.items;
        return omap;
    }
}
YAMLOMap.tag = 'tag:yaml.org,2002:omap';
const omap = {
    collection: 'seq',
    identify: value => value instanceof Map,
    nodeClass: YAMLOMap,
    default: false,
    tag: 'tag:yaml.org,2002:omap',
    resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
            if (identity.isScalar(key)) {
                if (seenKeys.includes(key.value)) {
                    onError(`Ordered maps must not include duplicate keys: ${key.value}`);
                }
                else {
                    seenKeys.push(key.value);
                }
            }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
    },
    createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
};

exports.YAMLOMap = YAMLOMap;
exports.omap = omap;


/***/ }),

/***/ 8385:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLSeq = __nccwpck_require__(2223);

function resolvePairs(seq, onError) {
    if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
            let item = seq.items[i];
            if (identity.isPair(item))
                continue;
            else if (identity.isMap(item)) {
                if (item.items.length > 1)
                    onError('Each pair must have its own sequence indicator');
                const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
                if (item.commentBefore)
                    pair.key.commentBefore = pair.key.commentBefore
                        ? `${item.commentBefore}\n${pair.key.commentBefore}`
                        : item.commentBefore;
                if (item.comment) {
                    const cn = pair.value ?? pair.key;
                    cn.comment = cn.comment
                        ? `${item.comment}\n${cn.comment}`
                        : item.comment;
                }
                item = pair;
            }
            seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
    }
    else
        onError('Expected a sequence for this tag');
    return seq;
}
function createPairs(schema, iterable, ctx) {
    const { replacer } = ctx;
    const pairs = new YAMLSeq.YAMLSeq(schema);
    pairs.tag = 'tag:yaml.org,2002:pairs';
    let i = 0;
    if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
            if (typeof replacer === 'function')
                it = replacer.call(iterable, String(i++), it);
            let key, value;
            if (Array.isArray(it)) {
                if (it.length === 2) {
                    key = it[0];
                    value = it[1];
                }
                else
                    throw new TypeError(`Expected [key, value] tuple: ${it}`);
            }
            else if (it && it instanceof Object) {
                const keys = Object.keys(it);
                if (keys.length === 1) {
                    key = keys[0];
                    value = it[key];
                }
                else {
                    throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
                }
            }
            else {
                key = it;
            }
            pairs.items.push(Pair.createPair(key, value, ctx));
        }
    return pairs;
}
const pairs = {
    collection: 'seq',
    default: false,
    tag: 'tag:yaml.org,2002:pairs',
    resolve: resolvePairs,
    createNode: createPairs
};

exports.createPairs = createPairs;
exports.pairs = pairs;
exports.resolvePairs = resolvePairs;


/***/ }),

/***/ 5913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var binary = __nccwpck_require__(6083);
var bool = __nccwpck_require__(8398);
var float = __nccwpck_require__(5782);
var int = __nccwpck_require__(873);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.trueTag,
    bool.falseTag,
    int.intBin,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float,
    binary.binary,
    merge.merge,
    omap.omap,
    pairs.pairs,
    set.set,
    timestamp.intTime,
    timestamp.floatTime,
    timestamp.timestamp
];

exports.schema = schema;


/***/ }),

/***/ 1528:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);

class YAMLSet extends YAMLMap.YAMLMap {
    constructor(schema) {
        super(schema);
        this.tag = YAMLSet.tag;
    }
    add(key) {
        let pair;
        if (identity.isPair(key))
            pair = key;
        else if (key &&
            typeof key === 'object' &&
            'key' in key &&
            'value' in key &&
            key.value === null)
            pair = new Pair.Pair(key.key, null);
        else
            pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
            this.items.push(pair);
    }
    /**
     * If `keepPair` is `true`, returns the Pair matching `key`.
     * Otherwise, returns the value of that Pair's key.
     */
    get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair)
            ? identity.isScalar(pair.key)
                ? pair.key.value
                : pair.key
            : pair;
    }
    set(key, value) {
        if (typeof value !== 'boolean')
            throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
            this.items.splice(this.items.indexOf(prev), 1);
        }
        else if (!prev && value) {
            this.items.push(new Pair.Pair(key));
        }
    }
    toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        if (this.hasAllNullValues(true))
            return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
            throw new Error('Set items must all have null values');
    }
    static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
            for (let value of iterable) {
                if (typeof replacer === 'function')
                    value = replacer.call(iterable, value, value);
                set.items.push(Pair.createPair(value, null, ctx));
            }
        return set;
    }
}
YAMLSet.tag = 'tag:yaml.org,2002:set';
const set = {
    collection: 'map',
    identify: value => value instanceof Set,
    nodeClass: YAMLSet,
    default: false,
    tag: 'tag:yaml.org,2002:set',
    createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
    resolve(map, onError) {
        if (identity.isMap(map)) {
            if (map.hasAllNullValues(true))
                return Object.assign(new YAMLSet(), map);
            else
                onError('Set items must all have null values');
        }
        else
            onError('Expected a mapping for this tag');
        return map;
    }
};

exports.YAMLSet = YAMLSet;
exports.set = set;


/***/ }),

/***/ 6752:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

/** Internal types handle bigint as number, because TS can't figure it out. */
function parseSexagesimal(str, asBigInt) {
    const sign = str[0];
    const parts = sign === '-' || sign === '+' ? str.substring(1) : str;
    const num = (n) => asBigInt ? BigInt(n) : Number(n);
    const res = parts
        .replace(/_/g, '')
        .split(':')
        .reduce((res, p) => res * num(60) + num(p), num(0));
    return (sign === '-' ? num(-1) * res : res);
}
/**
 * hhhh:mm:ss.sss
 *
 * Internal types handle bigint as number, because TS can't figure it out.
 */
function stringifySexagesimal(node) {
    let { value } = node;
    let num = (n) => n;
    if (typeof value === 'bigint')
        num = n => BigInt(n);
    else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
    let sign = '';
    if (value < 0) {
        sign = '-';
        value *= num(-1);
    }
    const _60 = num(60);
    const parts = [value % _60]; // seconds, including ms
    if (value < 60) {
        parts.unshift(0); // at least one : is required
    }
    else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60); // minutes
        if (value >= 60) {
            value = (value - parts[0]) / _60;
            parts.unshift(value); // hours
        }
    }
    return (sign +
        parts
            .map(n => String(n).padStart(2, '0'))
            .join(':')
            .replace(/000000\d*$/, '') // % 60 may introduce error
    );
}
const intTime = {
    identify: value => typeof value === 'bigint' || Number.isInteger(value),
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
    resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
    stringify: stringifySexagesimal
};
const floatTime = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
    resolve: str => parseSexagesimal(str, false),
    stringify: stringifySexagesimal
};
const timestamp = {
    identify: value => value instanceof Date,
    default: true,
    tag: 'tag:yaml.org,2002:timestamp',
    // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
    // may be omitted altogether, resulting in a date format. In such a case, the time part is
    // assumed to be 00:00:00Z (start of day, UTC).
    test: RegExp('^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})' + // YYYY-Mm-Dd
        '(?:' + // time is optional
        '(?:t|T|[ \\t]+)' + // t | T | whitespace
        '([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)' + // Hh:Mm:Ss(.ss)?
        '(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?' + // Z | +5 | -03:30
        ')?$'),
    resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
            throw new Error('!!timestamp expects a date, starting with yyyy-mm-dd');
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + '00').substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== 'Z') {
            let d = parseSexagesimal(tz, false);
            if (Math.abs(d) < 30)
                d *= 60;
            date -= 60000 * d;
        }
        return new Date(date);
    },
    stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, '') ?? ''
};

exports.floatTime = floatTime;
exports.intTime = intTime;
exports.timestamp = timestamp;


/***/ }),

/***/ 4475:
/***/ ((__unused_webpack_module, exports) => {



const FOLD_FLOW = 'flow';
const FOLD_BLOCK = 'block';
const FOLD_QUOTED = 'quoted';
/**
 * Tries to keep input at up to `lineWidth` characters, splitting only on spaces
 * not followed by newlines or spaces unless `mode` is `'quoted'`. Lines are
 * terminated with `\n` and started with `indent`.
 */
function foldFlowLines(text, indent, mode = 'flow', { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
    if (!lineWidth || lineWidth < 0)
        return text;
    if (lineWidth < minContentWidth)
        minContentWidth = 0;
    const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
    if (text.length <= endStep)
        return text;
    const folds = [];
    const escapedFolds = {};
    let end = lineWidth - indent.length;
    if (typeof indentAtStart === 'number') {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
            folds.push(0);
        else
            end = lineWidth - indentAtStart;
    }
    let split = undefined;
    let prev = undefined;
    let overflow = false;
    let i = -1;
    let escStart = -1;
    let escEnd = -1;
    if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
            end = i + endStep;
    }
    for (let ch; (ch = text[(i += 1)]);) {
        if (mode === FOLD_QUOTED && ch === '\\') {
            escStart = i;
            switch (text[i + 1]) {
                case 'x':
                    i += 3;
                    break;
                case 'u':
                    i += 5;
                    break;
                case 'U':
                    i += 9;
                    break;
                default:
                    i += 1;
            }
            escEnd = i;
        }
        if (ch === '\n') {
            if (mode === FOLD_BLOCK)
                i = consumeMoreIndentedLines(text, i, indent.length);
            end = i + indent.length + endStep;
            split = undefined;
        }
        else {
            if (ch === ' ' &&
                prev &&
                prev !== ' ' &&
                prev !== '\n' &&
                prev !== '\t') {
                // space surrounded by non-space can be replaced with newline + indent
                const next = text[i + 1];
                if (next && next !== ' ' && next !== '\n' && next !== '\t')
                    split = i;
            }
            if (i >= end) {
                if (split) {
                    folds.push(split);
                    end = split + endStep;
                    split = undefined;
                }
                else if (mode === FOLD_QUOTED) {
                    // white-space collected at end may stretch past lineWidth
                    while (prev === ' ' || prev === '\t') {
                        prev = ch;
                        ch = text[(i += 1)];
                        overflow = true;
                    }
                    // Account for newline escape, but don't break preceding escape
                    const j = i > escEnd + 1 ? i - 2 : escStart - 1;
                    // Bail out if lineWidth & minContentWidth are shorter than an escape string
                    if (escapedFolds[j])
                        return text;
                    folds.push(j);
                    escapedFolds[j] = true;
                    end = j + endStep;
                    split = undefined;
                }
                else {
                    overflow = true;
                }
            }
        }
        prev = ch;
    }
    if (overflow && onOverflow)
        onOverflow();
    if (folds.length === 0)
        return text;
    if (onFold)
        onFold();
    let res = text.slice(0, folds[0]);
    for (let i = 0; i < folds.length; ++i) {
        const fold = folds[i];
        const end = folds[i + 1] || text.length;
        if (fold === 0)
            res = `\n${indent}${text.slice(0, end)}`;
        else {
            if (mode === FOLD_QUOTED && escapedFolds[fold])
                res += `${text[fold]}\\`;
            res += `\n${indent}${text.slice(fold + 1, end)}`;
        }
    }
    return res;
}
/**
 * Presumes `i + 1` is at the start of a line
 * @returns index of last newline in more-indented block
 */
function consumeMoreIndentedLines(text, i, indent) {
    let end = i;
    let start = i + 1;
    let ch = text[start];
    while (ch === ' ' || ch === '\t') {
        if (i < start + indent) {
            ch = text[++i];
        }
        else {
            do {
                ch = text[++i];
            } while (ch && ch !== '\n');
            end = i;
            start = i + 1;
            ch = text[start];
        }
    }
    return end;
}

exports.FOLD_BLOCK = FOLD_BLOCK;
exports.FOLD_FLOW = FOLD_FLOW;
exports.FOLD_QUOTED = FOLD_QUOTED;
exports.foldFlowLines = foldFlowLines;


/***/ }),

/***/ 2148:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var identity = __nccwpck_require__(1127);
var stringifyComment = __nccwpck_require__(9799);
var stringifyString = __nccwpck_require__(3069);

function createStringifyContext(doc, options) {
    const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: 'PLAIN',
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: 'false',
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: 'null',
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: 'true',
        verifyAliasOrder: true
    }, doc.schema.toStringOptions, options);
    let inFlow;
    switch (opt.collectionStyle) {
        case 'block':
            inFlow = false;
            break;
        case 'flow':
            inFlow = true;
            break;
        default:
            inFlow = null;
    }
    return {
        anchors: new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? ' ' : '',
        indent: '',
        indentStep: typeof opt.indent === 'number' ? ' '.repeat(opt.indent) : '  ',
        inFlow,
        options: opt
    };
}
function getTagObject(tags, item) {
    if (item.tag) {
        const match = tags.filter(t => t.tag === item.tag);
        if (match.length > 0)
            return match.find(t => t.format === item.format) ?? match[0];
    }
    let tagObj = undefined;
    let obj;
    if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter(t => t.identify?.(obj));
        if (match.length > 1) {
            const testMatch = match.filter(t => t.test);
            if (testMatch.length > 0)
                match = testMatch;
        }
        tagObj =
            match.find(t => t.format === item.format) ?? match.find(t => !t.format);
    }
    else {
        obj = item;
        tagObj = tags.find(t => t.nodeClass && obj instanceof t.nodeClass);
    }
    if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? 'null' : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
    }
    return tagObj;
}
// needs to be called before value stringifier to allow for circular anchor refs
function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
    if (!doc.directives)
        return '';
    const props = [];
    const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
    if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
    }
    const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
    if (tag)
        props.push(doc.directives.tagString(tag));
    return props.join(' ');
}
function stringify(item, ctx, onComment, onChompKeep) {
    if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
    if (identity.isAlias(item)) {
        if (ctx.doc.directives)
            return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
            throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        }
        else {
            if (ctx.resolvedAliases)
                ctx.resolvedAliases.add(item);
            else
                ctx.resolvedAliases = new Set([item]);
            item = item.resolve(ctx.doc);
        }
    }
    let tagObj = undefined;
    const node = identity.isNode(item)
        ? item
        : ctx.doc.createNode(item, { onTagObj: o => (tagObj = o) });
    tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
    const props = stringifyProps(node, tagObj, ctx);
    if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
    const str = typeof tagObj.stringify === 'function'
        ? tagObj.stringify(node, ctx, onComment, onChompKeep)
        : identity.isScalar(node)
            ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep)
            : node.toString(ctx, onComment, onChompKeep);
    if (!props)
        return str;
    return identity.isScalar(node) || str[0] === '{' || str[0] === '['
        ? `${props} ${str}`
        : `${props}\n${ctx.indent}${str}`;
}

exports.createStringifyContext = createStringifyContext;
exports.stringify = stringify;


/***/ }),

/***/ 1212:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyCollection(collection, ctx, options) {
    const flow = ctx.inFlow ?? collection.flow;
    const stringify = flow ? stringifyFlowCollection : stringifyBlockCollection;
    return stringify(collection, ctx, options);
}
function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
    const { indent, options: { commentString } } = ctx;
    const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
    let chompKeep = false; // flag for the preceding node's status
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (!chompKeep && item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (!chompKeep && ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
            }
        }
        chompKeep = false;
        let str = stringify.stringify(item, itemCtx, () => (comment = null), () => (chompKeep = true));
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        if (chompKeep && comment)
            chompKeep = false;
        lines.push(blockItemPrefix + str);
    }
    let str;
    if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
    }
    else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
            const line = lines[i];
            str += line ? `\n${indent}${line}` : '\n';
        }
    }
    if (comment) {
        str += '\n' + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
            onComment();
    }
    else if (chompKeep && onChompKeep)
        onChompKeep();
    return str;
}
function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
    const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
    itemIndent += indentStep;
    const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
    });
    let reqNewline = false;
    let linesAtValue = 0;
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, false);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, false);
                if (ik.comment)
                    reqNewline = true;
            }
            const iv = identity.isNode(item.value) ? item.value : null;
            if (iv) {
                if (iv.comment)
                    comment = iv.comment;
                if (iv.commentBefore)
                    reqNewline = true;
            }
            else if (item.value == null && ik?.comment) {
                comment = ik.comment;
            }
        }
        if (comment)
            reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => (comment = null));
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes('\n'));
        if (i < items.length - 1) {
            str += ',';
        }
        else if (ctx.options.trailingComma) {
            if (ctx.options.lineWidth > 0) {
                reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) +
                    (str.length + 2) >
                    ctx.options.lineWidth);
            }
            if (reqNewline) {
                str += ',';
            }
        }
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
    }
    const { start, end } = flowChars;
    if (lines.length === 0) {
        return start + end;
    }
    else {
        if (!reqNewline) {
            const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
            reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
            let str = start;
            for (const line of lines)
                str += line ? `\n${indentStep}${indent}${line}` : '\n';
            return `${str}\n${indent}${end}`;
        }
        else {
            return `${start}${fcPadding}${lines.join(' ')}${fcPadding}${end}`;
        }
    }
}
function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
    if (comment && chompKeep)
        comment = comment.replace(/^\n+/, '');
    if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart()); // Avoid double indent on first line
    }
}

exports.stringifyCollection = stringifyCollection;


/***/ }),

/***/ 9799:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringifies a comment.
 *
 * Empty comment lines are left empty,
 * lines consisting of a single space are replaced by `#`,
 * and all other lines are prefixed with a `#`.
 */
const stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, '#');
function indentComment(comment, indent) {
    if (/^\n+$/.test(comment))
        return comment.substring(1);
    return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
}
const lineComment = (str, indent, comment) => str.endsWith('\n')
    ? indentComment(comment, indent)
    : comment.includes('\n')
        ? '\n' + indentComment(comment, indent)
        : (str.endsWith(' ') ? '' : ' ') + comment;

exports.indentComment = indentComment;
exports.lineComment = lineComment;
exports.stringifyComment = stringifyComment;


/***/ }),

/***/ 6829:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyDocument(doc, options) {
    const lines = [];
    let hasDirectives = options.directives === true;
    if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
            lines.push(dir);
            hasDirectives = true;
        }
        else if (doc.directives.docStart)
            hasDirectives = true;
    }
    if (hasDirectives)
        lines.push('---');
    const ctx = stringify.createStringifyContext(doc, options);
    const { commentString } = ctx.options;
    if (doc.commentBefore) {
        if (lines.length !== 1)
            lines.unshift('');
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ''));
    }
    let chompKeep = false;
    let contentComment = null;
    if (doc.contents) {
        if (identity.isNode(doc.contents)) {
            if (doc.contents.spaceBefore && hasDirectives)
                lines.push('');
            if (doc.contents.commentBefore) {
                const cs = commentString(doc.contents.commentBefore);
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            // top-level block scalars need to be indented if followed by a comment
            ctx.forceBlockIndent = !!doc.comment;
            contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? undefined : () => (chompKeep = true);
        let body = stringify.stringify(doc.contents, ctx, () => (contentComment = null), onChompKeep);
        if (contentComment)
            body += stringifyComment.lineComment(body, '', commentString(contentComment));
        if ((body[0] === '|' || body[0] === '>') &&
            lines[lines.length - 1] === '---') {
            // Top-level block scalars with a preceding doc marker ought to use the
            // same line for their header.
            lines[lines.length - 1] = `--- ${body}`;
        }
        else
            lines.push(body);
    }
    else {
        lines.push(stringify.stringify(doc.contents, ctx));
    }
    if (doc.directives?.docEnd) {
        if (doc.comment) {
            const cs = commentString(doc.comment);
            if (cs.includes('\n')) {
                lines.push('...');
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            else {
                lines.push(`... ${cs}`);
            }
        }
        else {
            lines.push('...');
        }
    }
    else {
        let dc = doc.comment;
        if (dc && chompKeep)
            dc = dc.replace(/^\n+/, '');
        if (dc) {
            if ((!chompKeep || contentComment) && lines[lines.length - 1] !== '')
                lines.push('');
            lines.push(stringifyComment.indentComment(commentString(dc), ''));
        }
    }
    return lines.join('\n') + '\n';
}

exports.stringifyDocument = stringifyDocument;


/***/ }),

/***/ 8689:
/***/ ((__unused_webpack_module, exports) => {



function stringifyNumber({ format, minFractionDigits, tag, value }) {
    if (typeof value === 'bigint')
        return String(value);
    const num = typeof value === 'number' ? value : Number(value);
    if (!isFinite(num))
        return isNaN(num) ? '.nan' : num < 0 ? '-.inf' : '.inf';
    let n = Object.is(value, -0) ? '-0' : JSON.stringify(value);
    if (!format &&
        minFractionDigits &&
        (!tag || tag === 'tag:yaml.org,2002:float') &&
        /^-?\d/.test(n) &&
        !n.includes('e')) {
        let i = n.indexOf('.');
        if (i < 0) {
            i = n.length;
            n += '.';
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
            n += '0';
    }
    return n;
}

exports.stringifyNumber = stringifyNumber;


/***/ }),

/***/ 9748:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
    const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
    let keyComment = (identity.isNode(key) && key.comment) || null;
    if (simpleKeys) {
        if (keyComment) {
            throw new Error('With simple keys, key nodes cannot have comments');
        }
        if (identity.isCollection(key) || (!identity.isNode(key) && typeof key === 'object')) {
            const msg = 'With simple keys, collection cannot be used as a key value';
            throw new Error(msg);
        }
    }
    let explicitKey = !simpleKeys &&
        (!key ||
            (keyComment && value == null && !ctx.inFlow) ||
            identity.isCollection(key) ||
            (identity.isScalar(key)
                ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL
                : typeof key === 'object'));
    ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
    });
    let keyCommentDone = false;
    let chompKeep = false;
    let str = stringify.stringify(key, ctx, () => (keyCommentDone = true), () => (chompKeep = true));
    if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
            throw new Error('With simple keys, single line scalar must not span more than 1024 characters');
        explicitKey = true;
    }
    if (ctx.inFlow) {
        if (allNullValues || value == null) {
            if (keyCommentDone && onComment)
                onComment();
            return str === '' ? '?' : explicitKey ? `? ${str}` : str;
        }
    }
    else if ((allNullValues && !simpleKeys) || (value == null && explicitKey)) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        }
        else if (chompKeep && onChompKeep)
            onChompKeep();
        return str;
    }
    if (keyCommentDone)
        keyComment = null;
    if (explicitKey) {
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}\n${indent}:`;
    }
    else {
        str = `${str}:`;
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
    }
    let vsb, vcb, valueComment;
    if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
    }
    else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === 'object')
            value = doc.createNode(value);
    }
    ctx.implicitKey = false;
    if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
    chompKeep = false;
    if (!indentSeq &&
        indentStep.length >= 2 &&
        !ctx.inFlow &&
        !explicitKey &&
        identity.isSeq(value) &&
        !value.flow &&
        !value.tag &&
        !value.anchor) {
        // If indentSeq === false, consider '- ' as part of indentation where possible
        ctx.indent = ctx.indent.substring(2);
    }
    let valueCommentDone = false;
    const valueStr = stringify.stringify(value, ctx, () => (valueCommentDone = true), () => (chompKeep = true));
    let ws = ' ';
    if (keyComment || vsb || vcb) {
        ws = vsb ? '\n' : '';
        if (vcb) {
            const cs = commentString(vcb);
            ws += `\n${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === '' && !ctx.inFlow) {
            if (ws === '\n' && valueComment)
                ws = '\n\n';
        }
        else {
            ws += `\n${ctx.indent}`;
        }
    }
    else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf('\n');
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
            let hasPropsLine = false;
            if (hasNewline && (vs0 === '&' || vs0 === '!')) {
                let sp0 = valueStr.indexOf(' ');
                if (vs0 === '&' &&
                    sp0 !== -1 &&
                    sp0 < nl0 &&
                    valueStr[sp0 + 1] === '!') {
                    sp0 = valueStr.indexOf(' ', sp0 + 1);
                }
                if (sp0 === -1 || nl0 < sp0)
                    hasPropsLine = true;
            }
            if (!hasPropsLine)
                ws = `\n${ctx.indent}`;
        }
    }
    else if (valueStr === '' || valueStr[0] === '\n') {
        ws = '';
    }
    str += ws + valueStr;
    if (ctx.inFlow) {
        if (valueCommentDone && onComment)
            onComment();
    }
    else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
    }
    else if (chompKeep && onChompKeep) {
        onChompKeep();
    }
    return str;
}

exports.stringifyPair = stringifyPair;


/***/ }),

/***/ 3069:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var foldFlowLines = __nccwpck_require__(4475);

const getFoldOptions = (ctx, isBlock) => ({
    indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
    lineWidth: ctx.options.lineWidth,
    minContentWidth: ctx.options.minContentWidth
});
// Also checks for lines starting with %, as parsing the output as YAML 1.1 will
// presume that's starting a new document.
const containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
function lineLengthOverLimit(str, lineWidth, indentLength) {
    if (!lineWidth || lineWidth < 0)
        return false;
    const limit = lineWidth - indentLength;
    const strLen = str.length;
    if (strLen <= limit)
        return false;
    for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === '\n') {
            if (i - start > limit)
                return true;
            start = i + 1;
            if (strLen - start <= limit)
                return false;
        }
    }
    return true;
}
function doubleQuotedString(value, ctx) {
    const json = JSON.stringify(value);
    if (ctx.options.doubleQuotedAsJSON)
        return json;
    const { implicitKey } = ctx;
    const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    let str = '';
    let start = 0;
    for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === ' ' && json[i + 1] === '\\' && json[i + 2] === 'n') {
            // space before newline needs to be escaped to not be folded
            str += json.slice(start, i) + '\\ ';
            i += 1;
            start = i;
            ch = '\\';
        }
        if (ch === '\\')
            switch (json[i + 1]) {
                case 'u':
                    {
                        str += json.slice(start, i);
                        const code = json.substr(i + 2, 4);
                        switch (code) {
                            case '0000':
                                str += '\\0';
                                break;
                            case '0007':
                                str += '\\a';
                                break;
                            case '000b':
                                str += '\\v';
                                break;
                            case '001b':
                                str += '\\e';
                                break;
                            case '0085':
                                str += '\\N';
                                break;
                            case '00a0':
                                str += '\\_';
                                break;
                            case '2028':
                                str += '\\L';
                                break;
                            case '2029':
                                str += '\\P';
                                break;
                            default:
                                if (code.substr(0, 2) === '00')
                                    str += '\\x' + code.substr(2);
                                else
                                    str += json.substr(i, 6);
                        }
                        i += 5;
                        start = i + 1;
                    }
                    break;
                case 'n':
                    if (implicitKey ||
                        json[i + 2] === '"' ||
                        json.length < minMultiLineLength) {
                        i += 1;
                    }
                    else {
                        // folding will eat first newline
                        str += json.slice(start, i) + '\n\n';
                        while (json[i + 2] === '\\' &&
                            json[i + 3] === 'n' &&
                            json[i + 4] !== '"') {
                            str += '\n';
                            i += 2;
                        }
                        str += indent;
                        // space after newline needs to be escaped to not be folded
                        if (json[i + 2] === ' ')
                            str += '\\';
                        i += 1;
                        start = i + 1;
                    }
                    break;
                default:
                    i += 1;
            }
    }
    str = start ? str + json.slice(start) : json;
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
}
function singleQuotedString(value, ctx) {
    if (ctx.options.singleQuote === false ||
        (ctx.implicitKey && value.includes('\n')) ||
        /[ \t]\n|\n[ \t]/.test(value) // single quoted string can't have leading or trailing whitespace around newline
    )
        return doubleQuotedString(value, ctx);
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&\n${indent}`) + "'";
    return ctx.implicitKey
        ? res
        : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function quotedString(value, ctx) {
    const { singleQuote } = ctx.options;
    let qs;
    if (singleQuote === false)
        qs = doubleQuotedString;
    else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
            qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
            qs = doubleQuotedString;
        else
            qs = singleQuote ? singleQuotedString : doubleQuotedString;
    }
    return qs(value, ctx);
}
// The negative lookbehind avoids a polynomial search,
// but isn't supported yet on Safari: https://caniuse.com/js-regexp-lookbehind
let blockEndNewlines;
try {
    blockEndNewlines = new RegExp('(^|(?<!\n))\n+(?!\n|$)', 'g');
}
catch {
    blockEndNewlines = /\n+(?!\n|$)/g;
}
function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
    const { blockQuote, commentString, lineWidth } = ctx.options;
    // 1. Block can't end in whitespace unless the last line is non-empty.
    // 2. Strings consisting of only whitespace are best rendered explicitly.
    if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
    }
    const indent = ctx.indent ||
        (ctx.forceBlockIndent || containsDocumentMarker(value) ? '  ' : '');
    const literal = blockQuote === 'literal'
        ? true
        : blockQuote === 'folded' || type === Scalar.Scalar.BLOCK_FOLDED
            ? false
            : type === Scalar.Scalar.BLOCK_LITERAL
                ? true
                : !lineLengthOverLimit(value, lineWidth, indent.length);
    if (!value)
        return literal ? '|\n' : '>\n';
    // determine chomping from whitespace at value end
    let chomp;
    let endStart;
    for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== '\n' && ch !== '\t' && ch !== ' ')
            break;
    }
    let end = value.substring(endStart);
    const endNlPos = end.indexOf('\n');
    if (endNlPos === -1) {
        chomp = '-'; // strip
    }
    else if (value === end || endNlPos !== end.length - 1) {
        chomp = '+'; // keep
        if (onChompKeep)
            onChompKeep();
    }
    else {
        chomp = ''; // clip
    }
    if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === '\n')
            end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
    }
    // determine indent indicator from whitespace at value start
    let startWithSpace = false;
    let startEnd;
    let startNlPos = -1;
    for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === ' ')
            startWithSpace = true;
        else if (ch === '\n')
            startNlPos = startEnd;
        else
            break;
    }
    let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
    if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
    }
    const indentSize = indent ? '2' : '1'; // root is at -1
    // Leading | or > is added later
    let header = (startWithSpace ? indentSize : '') + chomp;
    if (comment) {
        header += ' ' + commentString(comment.replace(/ ?[\r\n]+/g, ' '));
        if (onComment)
            onComment();
    }
    if (!literal) {
        const foldedValue = value
            .replace(/\n+/g, '\n$&')
            .replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, '$1$2') // more-indented lines aren't folded
            //                ^ more-ind. ^ empty     ^ capture next empty lines only at end of indent
            .replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== 'folded' && type !== Scalar.Scalar.BLOCK_FOLDED) {
            foldOptions.onOverflow = () => {
                literalFallback = true;
            };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
            return `>${header}\n${indent}${body}`;
    }
    value = value.replace(/\n+/g, `$&${indent}`);
    return `|${header}\n${indent}${start}${value}${end}`;
}
function plainString(item, ctx, onComment, onChompKeep) {
    const { type, value } = item;
    const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
    if ((implicitKey && value.includes('\n')) ||
        (inFlow && /[[\]{},]/.test(value))) {
        return quotedString(value, ctx);
    }
    if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        // not allowed:
        // - '-' or '?'
        // - start with an indicator character (except [?:-]) or /[?-] /
        // - '\n ', ': ' or ' \n' anywhere
        // - '#' not preceded by a non-space char
        // - end with ' ' or ':'
        return implicitKey || inFlow || !value.includes('\n')
            ? quotedString(value, ctx)
            : blockString(item, ctx, onComment, onChompKeep);
    }
    if (!implicitKey &&
        !inFlow &&
        type !== Scalar.Scalar.PLAIN &&
        value.includes('\n')) {
        // Where allowed & type not set explicitly, prefer block style for multiline strings
        return blockString(item, ctx, onComment, onChompKeep);
    }
    if (containsDocumentMarker(value)) {
        if (indent === '') {
            ctx.forceBlockIndent = true;
            return blockString(item, ctx, onComment, onChompKeep);
        }
        else if (implicitKey && indent === indentStep) {
            return quotedString(value, ctx);
        }
    }
    const str = value.replace(/\n+/g, `$&\n${indent}`);
    // Verify that output will be parsed as a string, as e.g. plain numbers and
    // booleans get parsed with those types in v1.2 (e.g. '42', 'true' & '0.9e-3'),
    // and others in v1.1.
    if (actualString) {
        const test = (tag) => tag.default && tag.tag !== 'tag:yaml.org,2002:str' && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
            return quotedString(value, ctx);
    }
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function stringifyString(item, ctx, onComment, onChompKeep) {
    const { implicitKey, inFlow } = ctx;
    const ss = typeof item.value === 'string'
        ? item
        : Object.assign({}, item, { value: String(item.value) });
    let { type } = item;
    if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        // force double quotes on control characters & unpaired surrogates
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
            type = Scalar.Scalar.QUOTE_DOUBLE;
    }
    const _stringify = (_type) => {
        switch (_type) {
            case Scalar.Scalar.BLOCK_FOLDED:
            case Scalar.Scalar.BLOCK_LITERAL:
                return implicitKey || inFlow
                    ? quotedString(ss.value, ctx) // blocks are not valid inside flow containers
                    : blockString(ss, ctx, onComment, onChompKeep);
            case Scalar.Scalar.QUOTE_DOUBLE:
                return doubleQuotedString(ss.value, ctx);
            case Scalar.Scalar.QUOTE_SINGLE:
                return singleQuotedString(ss.value, ctx);
            case Scalar.Scalar.PLAIN:
                return plainString(ss, ctx, onComment, onChompKeep);
            default:
                return null;
        }
    };
    let res = _stringify(type);
    if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = (implicitKey && defaultKeyType) || defaultStringType;
        res = _stringify(t);
        if (res === null)
            throw new Error(`Unsupported default string type ${t}`);
    }
    return res;
}

exports.stringifyString = stringifyString;


/***/ }),

/***/ 204:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove node');
/**
 * Apply a visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
function visit(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        visit_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current node */
visit.SKIP = SKIP;
/** Remove the current node */
visit.REMOVE = REMOVE;
function visit_(key, node, visitor, path) {
    const ctrl = callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = visit_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = visit_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = visit_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
/**
 * Apply an async visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `Promise`: Must resolve to one of the following values
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
async function visitAsync(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visitAsync.BREAK = BREAK;
/** Do not visit the children of the current node */
visitAsync.SKIP = SKIP;
/** Remove the current node */
visitAsync.REMOVE = REMOVE;
async function visitAsync_(key, node, visitor, path) {
    const ctrl = await callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = await visitAsync_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = await visitAsync_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = await visitAsync_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
function initVisitor(visitor) {
    if (typeof visitor === 'object' &&
        (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
            Alias: visitor.Node,
            Map: visitor.Node,
            Scalar: visitor.Node,
            Seq: visitor.Node
        }, visitor.Value && {
            Map: visitor.Value,
            Scalar: visitor.Value,
            Seq: visitor.Value
        }, visitor.Collection && {
            Map: visitor.Collection,
            Seq: visitor.Collection
        }, visitor);
    }
    return visitor;
}
function callVisitor(key, node, visitor, path) {
    if (typeof visitor === 'function')
        return visitor(key, node, path);
    if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
    if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
    if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
    if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
    if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
    return undefined;
}
function replaceNode(key, path, node) {
    const parent = path[path.length - 1];
    if (identity.isCollection(parent)) {
        parent.items[key] = node;
    }
    else if (identity.isPair(parent)) {
        if (key === 'key')
            parent.key = node;
        else
            parent.value = node;
    }
    else if (identity.isDocument(parent)) {
        parent.contents = node;
    }
    else {
        const pt = identity.isAlias(parent) ? 'alias' : 'scalar';
        throw new Error(`Cannot replace node with ${pt} parent`);
    }
}

exports.visit = visit;
exports.visitAsync = visitAsync;


/***/ }),

/***/ 33:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   TM: () => (/* binding */ Language),
/* harmony export */   iX: () => (/* binding */ Parser)
/* harmony export */ });
/* unused harmony exports CaptureQuantifier, Edit, LANGUAGE_VERSION, LookaheadIterator, MIN_COMPATIBLE_VERSION, Node, Query, Tree, TreeCursor */
var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", { value, configurable: true });

// src/edit.ts
var Edit = class {
  static {
    __name(this, "Edit");
  }
  /** The start position of the change. */
  startPosition;
  /** The end position of the change before the edit. */
  oldEndPosition;
  /** The end position of the change after the edit. */
  newEndPosition;
  /** The start index of the change. */
  startIndex;
  /** The end index of the change before the edit. */
  oldEndIndex;
  /** The end index of the change after the edit. */
  newEndIndex;
  constructor({
    startIndex,
    oldEndIndex,
    newEndIndex,
    startPosition,
    oldEndPosition,
    newEndPosition
  }) {
    this.startIndex = startIndex >>> 0;
    this.oldEndIndex = oldEndIndex >>> 0;
    this.newEndIndex = newEndIndex >>> 0;
    this.startPosition = startPosition;
    this.oldEndPosition = oldEndPosition;
    this.newEndPosition = newEndPosition;
  }
  /**
   * Edit a point and index to keep it in-sync with source code that has been edited.
   *
   * This function updates a single point's byte offset and row/column position
   * based on an edit operation. This is useful for editing points without
   * requiring a tree or node instance.
   */
  editPoint(point, index) {
    let newIndex = index;
    const newPoint = { ...point };
    if (index >= this.oldEndIndex) {
      newIndex = this.newEndIndex + (index - this.oldEndIndex);
      const originalRow = point.row;
      newPoint.row = this.newEndPosition.row + (point.row - this.oldEndPosition.row);
      newPoint.column = originalRow === this.oldEndPosition.row ? this.newEndPosition.column + (point.column - this.oldEndPosition.column) : point.column;
    } else if (index > this.startIndex) {
      newIndex = this.newEndIndex;
      newPoint.row = this.newEndPosition.row;
      newPoint.column = this.newEndPosition.column;
    }
    return { point: newPoint, index: newIndex };
  }
  /**
   * Edit a range to keep it in-sync with source code that has been edited.
   *
   * This function updates a range's start and end positions based on an edit
   * operation. This is useful for editing ranges without requiring a tree
   * or node instance.
   */
  editRange(range) {
    const newRange = {
      startIndex: range.startIndex,
      startPosition: { ...range.startPosition },
      endIndex: range.endIndex,
      endPosition: { ...range.endPosition }
    };
    if (range.endIndex >= this.oldEndIndex) {
      if (range.endIndex !== Number.MAX_SAFE_INTEGER) {
        newRange.endIndex = this.newEndIndex + (range.endIndex - this.oldEndIndex);
        newRange.endPosition = {
          row: this.newEndPosition.row + (range.endPosition.row - this.oldEndPosition.row),
          column: range.endPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range.endPosition.column - this.oldEndPosition.column) : range.endPosition.column
        };
        if (newRange.endIndex < this.newEndIndex) {
          newRange.endIndex = Number.MAX_SAFE_INTEGER;
          newRange.endPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
        }
      }
    } else if (range.endIndex > this.startIndex) {
      newRange.endIndex = this.startIndex;
      newRange.endPosition = { ...this.startPosition };
    }
    if (range.startIndex >= this.oldEndIndex) {
      newRange.startIndex = this.newEndIndex + (range.startIndex - this.oldEndIndex);
      newRange.startPosition = {
        row: this.newEndPosition.row + (range.startPosition.row - this.oldEndPosition.row),
        column: range.startPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range.startPosition.column - this.oldEndPosition.column) : range.startPosition.column
      };
      if (newRange.startIndex < this.newEndIndex) {
        newRange.startIndex = Number.MAX_SAFE_INTEGER;
        newRange.startPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
      }
    } else if (range.startIndex > this.startIndex) {
      newRange.startIndex = this.startIndex;
      newRange.startPosition = { ...this.startPosition };
    }
    return newRange;
  }
};

// src/constants.ts
var SIZE_OF_SHORT = 2;
var SIZE_OF_INT = 4;
var SIZE_OF_CURSOR = 4 * SIZE_OF_INT;
var SIZE_OF_NODE = 5 * SIZE_OF_INT;
var SIZE_OF_POINT = 2 * SIZE_OF_INT;
var SIZE_OF_RANGE = 2 * SIZE_OF_INT + 2 * SIZE_OF_POINT;
var ZERO_POINT = { row: 0, column: 0 };
var INTERNAL = /* @__PURE__ */ Symbol("INTERNAL");
function assertInternal(x) {
  if (x !== INTERNAL) throw new Error("Illegal constructor");
}
__name(assertInternal, "assertInternal");
function isPoint(point) {
  return !!point && typeof point.row === "number" && typeof point.column === "number";
}
__name(isPoint, "isPoint");
function setModule(module2) {
  C = module2;
}
__name(setModule, "setModule");
var C;

// src/finalization_registry.ts
function newFinalizer(handler) {
  try {
    return new FinalizationRegistry(handler);
  } catch (e) {
    console.error("Unsupported FinalizationRegistry:", e);
    return;
  }
}
__name(newFinalizer, "newFinalizer");

// src/lookahead_iterator.ts
var finalizer = newFinalizer((address) => {
  C._ts_lookahead_iterator_delete(address);
});
var LookaheadIterator = class {
  static {
    __name(this, "LookaheadIterator");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  language;
  /** @internal */
  positioned = false;
  /** @internal */
  constructor(internal, address, language) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    finalizer?.register(this, address, this);
  }
  /**
   * Get the current symbol of the lookahead iterator.
   *
   * Returns `null` if the iterator is not positioned on a symbol:
   *
   * - Before the first iteration step
   * - After the iterator is exhausted
   * - After a {@link reset} or {@link resetState} call
   */
  get currentTypeId() {
    return this.positioned ? C._ts_lookahead_iterator_current_symbol(this[0]) : null;
  }
  /**
   * Get the current symbol name of the lookahead iterator.
   *
   * Returns `null` if the iterator is not positioned on a symbol.
   */
  get currentType() {
    const id = this.currentTypeId;
    if (id === null) return null;
    return this.language.types[id] ?? C.UTF8ToString(C._ts_language_symbol_name(this.language[0], id));
  }
  /** Delete the lookahead iterator, freeing its resources. */
  delete() {
    finalizer?.unregister(this);
    C._ts_lookahead_iterator_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Reset the lookahead iterator.
   *
   * This returns `true` if the language was set successfully and `false`
   * otherwise.
   */
  reset(language, stateId) {
    if (C._ts_lookahead_iterator_reset(this[0], language[0], stateId)) {
      this.language = language;
      this.positioned = false;
      return true;
    }
    return false;
  }
  /**
   * Reset the lookahead iterator to another state.
   *
   * This returns `true` if the iterator was reset to the given state and
   * `false` otherwise.
   */
  resetState(stateId) {
    if (!C._ts_lookahead_iterator_reset_state(this[0], stateId)) return false;
    this.positioned = false;
    return true;
  }
  /**
   * Returns an iterator that iterates over the symbols of the lookahead iterator.
   *
   * The iterator will yield the current symbol name as a string for each step
   * until there are no more symbols to iterate over.
   */
  [Symbol.iterator]() {
    return {
      next: /* @__PURE__ */ __name(() => {
        this.positioned = Boolean(C._ts_lookahead_iterator_next(this[0]));
        const value = this.currentType;
        return value === null ? { done: true, value: "" } : { done: false, value };
      }, "next")
    };
  }
};

// src/tree.ts
function getText(tree, startIndex, endIndex, startPosition) {
  const length = endIndex - startIndex;
  let result = tree.textCallback(startIndex, startPosition);
  if (result) {
    startIndex += result.length;
    while (startIndex < endIndex) {
      const string = tree.textCallback(startIndex, startPosition);
      if (string && string.length > 0) {
        startIndex += string.length;
        result += string;
      } else {
        break;
      }
    }
    if (startIndex > endIndex) {
      result = result.slice(0, length);
    }
  }
  return result ?? "";
}
__name(getText, "getText");
var finalizer2 = newFinalizer((address) => {
  C._ts_tree_delete(address);
});
var Tree = class _Tree {
  static {
    __name(this, "Tree");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  textCallback;
  /** The language that was used to parse the syntax tree. */
  language;
  /** @internal */
  constructor(internal, address, language, textCallback) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    this.textCallback = textCallback;
    finalizer2?.register(this, address, this);
  }
  /** Create a shallow copy of the syntax tree. This is very fast. */
  copy() {
    const address = C._ts_tree_copy(this[0]);
    return new _Tree(INTERNAL, address, this.language, this.textCallback);
  }
  /** Delete the syntax tree, freeing its resources. */
  delete() {
    finalizer2?.unregister(this);
    C._ts_tree_delete(this[0]);
    this[0] = 0;
  }
  /** Get the root node of the syntax tree. */
  get rootNode() {
    C._ts_tree_root_node_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Get the root node of the syntax tree, but with its position shifted
   * forward by the given offset.
   */
  rootNodeWithOffset(offsetBytes, offsetExtent) {
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, offsetBytes, "i32");
    marshalPoint(address + SIZE_OF_INT, offsetExtent);
    C._ts_tree_root_node_with_offset_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Edit the syntax tree to keep it in sync with source code that has been
   * edited.
   *
   * You must describe the edit both in terms of byte offsets and in terms of
   * row/column coordinates.
   */
  edit(edit) {
    marshalEdit(edit);
    C._ts_tree_edit_wasm(this[0]);
  }
  /** Create a new {@link TreeCursor} starting from the root of the tree. */
  walk() {
    return this.rootNode.walk();
  }
  /**
   * Compare this old edited syntax tree to a new syntax tree representing
   * the same document, returning a sequence of ranges whose syntactic
   * structure has changed.
   *
   * For this to work correctly, this syntax tree must have been edited such
   * that its ranges match up to the new tree. Generally, you'll want to
   * call this method right after calling one of the [`Parser::parse`]
   * functions. Call it on the old tree that was passed to parse, and
   * pass the new tree that was returned from `parse`.
   */
  getChangedRanges(other) {
    if (!(other instanceof _Tree)) {
      throw new TypeError("Argument must be a Tree");
    }
    C._ts_tree_get_changed_ranges_wasm(this[0], other[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the included ranges that were used to parse the syntax tree. */
  getIncludedRanges() {
    C._ts_tree_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
};

// src/tree_cursor.ts
var finalizer3 = newFinalizer((handles) => {
  marshalTreeCursor({ handles });
  C._ts_tree_cursor_delete_wasm(0);
});
var TreeCursor = class _TreeCursor {
  static {
    __name(this, "TreeCursor");
  }
  /** @internal */
  handles = [0, 0, 0, 0];
  // Internal handles for Wasm, shared with the finalizer.
  /** @internal */
  tree;
  /** @internal */
  constructor(internal, tree) {
    assertInternal(internal);
    this.tree = tree;
    unmarshalTreeCursor(this);
    finalizer3?.register(this, this.handles, this);
  }
  /** Creates a deep copy of the tree cursor. This allocates new memory. */
  copy() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_copy_wasm(this.tree[0]);
    return new _TreeCursor(INTERNAL, this.tree);
  }
  /** Delete the tree cursor, freeing its resources. */
  delete() {
    finalizer3?.unregister(this);
    marshalTreeCursor(this);
    C._ts_tree_cursor_delete_wasm(this.tree[0]);
    this.handles.fill(0);
  }
  /** Get the tree cursor's current {@link Node}. */
  get currentNode() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_current_node_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the numerical field id of this tree cursor's current node.
   *
   * See also {@link TreeCursor#currentFieldName}.
   */
  get currentFieldId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_field_id_wasm(this.tree[0]);
  }
  /** Get the field name of this tree cursor's current node. */
  get currentFieldName() {
    return this.tree.language.fields[this.currentFieldId];
  }
  /**
   * Get the depth of the cursor's current node relative to the original
   * node that the cursor was constructed with.
   */
  get currentDepth() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_depth_wasm(this.tree[0]);
  }
  /**
   * Get the index of the cursor's current node out of all of the
   * descendants of the original node that the cursor was constructed with.
   */
  get currentDescendantIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_descendant_index_wasm(this.tree[0]);
  }
  /** Get the type of the cursor's current node. */
  get nodeType() {
    return this.tree.language.types[this.nodeTypeId] || "ERROR";
  }
  /** Get the type id of the cursor's current node. */
  get nodeTypeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_type_id_wasm(this.tree[0]);
  }
  /** Get the state id of the cursor's current node. */
  get nodeStateId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_state_id_wasm(this.tree[0]);
  }
  /** Get the id of the cursor's current node. */
  get nodeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_id_wasm(this.tree[0]);
  }
  /**
   * Check if the cursor's current node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get nodeIsNamed() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if the cursor's current node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get nodeIsMissing() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Get the string content of the cursor's current node. */
  get nodeText() {
    marshalTreeCursor(this);
    const startIndex = C._ts_tree_cursor_start_index_wasm(this.tree[0]);
    const endIndex = C._ts_tree_cursor_end_index_wasm(this.tree[0]);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    const startPosition = unmarshalPoint(TRANSFER_BUFFER);
    return getText(this.tree, startIndex, endIndex, startPosition);
  }
  /** Get the start position of the cursor's current node. */
  get startPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the end position of the cursor's current node. */
  get endPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_end_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the start index of the cursor's current node. */
  get startIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_start_index_wasm(this.tree[0]);
  }
  /** Get the end index of the cursor's current node. */
  get endIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_end_index_wasm(this.tree[0]);
  }
  /**
   * Move this cursor to the first child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   */
  gotoFirstChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_first_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the last child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoFirstChild} because it needs to
   * iterate through all the children to compute the child's position.
   */
  gotoLastChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_last_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the parent of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no parent node (the cursor was already on the
   * root node).
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoParent() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_parent_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the next sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no next sibling node.
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoNextSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_next_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the previous sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no previous sibling node.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoNextSibling} due to how node
   * positions are stored. In the worst case, this will need to iterate
   * through all the children up to the previous sibling node to recalculate
   * its position. Also note that the node the cursor was constructed with is
   * considered the root of the cursor, and the cursor cannot walk outside this node.
   */
  gotoPreviousSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_previous_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move the cursor to the node that is the nth descendant of
   * the original node that the cursor was constructed with, where
   * zero represents the original node itself.
   */
  gotoDescendant(goalDescendantIndex) {
    marshalTreeCursor(this);
    C._ts_tree_cursor_goto_descendant_wasm(this.tree[0], goalDescendantIndex);
    unmarshalTreeCursor(this);
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns `true` if the cursor successfully moved to a child node, and returns
   * `false` if no such child was found.
   */
  gotoFirstChildForIndex(goalIndex) {
    marshalTreeCursor(this);
    C.setValue(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalIndex, "i32");
    const result = C._ts_tree_cursor_goto_first_child_for_index_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given position.
   *
   * This returns `true` if the cursor successfully moved to a child node, and returns
   * `false` if no such child was found.
   */
  gotoFirstChildForPosition(goalPosition) {
    marshalTreeCursor(this);
    marshalPoint(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalPosition);
    const result = C._ts_tree_cursor_goto_first_child_for_position_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Re-initialize this tree cursor to start at the original node that the
   * cursor was constructed with.
   */
  reset(node) {
    marshalNode(node);
    marshalTreeCursor(this, TRANSFER_BUFFER + SIZE_OF_NODE);
    C._ts_tree_cursor_reset_wasm(node.tree[0]);
    unmarshalTreeCursor(this);
    this.tree = node.tree;
  }
  /**
   * Re-initialize a tree cursor to the same position as another cursor.
   *
   * Unlike {@link TreeCursor#reset}, this will not lose parent
   * information and allows reusing already created cursors.
   */
  resetTo(cursor) {
    marshalTreeCursor(this, TRANSFER_BUFFER);
    marshalTreeCursor(cursor, TRANSFER_BUFFER + SIZE_OF_CURSOR);
    C._ts_tree_cursor_reset_to_wasm(this.tree[0], cursor.tree[0]);
    unmarshalTreeCursor(this);
    this.tree = cursor.tree;
  }
};

// src/node.ts
var Node = class {
  static {
    __name(this, "Node");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  _children;
  /** @internal */
  _namedChildren;
  /** @internal */
  constructor(internal, {
    id,
    tree,
    startIndex,
    startPosition,
    other
  }) {
    assertInternal(internal);
    this[0] = other;
    this.id = id;
    this.tree = tree;
    this.startIndex = startIndex;
    this.startPosition = startPosition;
  }
  /**
   * The numeric id for this node that is unique.
   *
   * Within a given syntax tree, no two nodes have the same id. However:
   *
   * * If a new tree is created based on an older tree, and a node from the old tree is reused in
   *   the process, then that node will have the same id in both trees.
   *
   * * A node not marked as having changes does not guarantee it was reused.
   *
   * * If a node is marked as having changed in the old tree, it will not be reused.
   */
  id;
  /** The byte index where this node starts. */
  startIndex;
  /** The position where this node starts. */
  startPosition;
  /** The tree that this node belongs to. */
  tree;
  /** Get this node's type as a numerical id. */
  get typeId() {
    marshalNode(this);
    return C._ts_node_symbol_wasm(this.tree[0]);
  }
  /**
   * Get the node's type as a numerical id as it appears in the grammar,
   * ignoring aliases.
   */
  get grammarId() {
    marshalNode(this);
    return C._ts_node_grammar_symbol_wasm(this.tree[0]);
  }
  /** Get this node's type as a string. */
  get type() {
    return this.tree.language.types[this.typeId] || "ERROR";
  }
  /**
   * Get this node's symbol name as it appears in the grammar, ignoring
   * aliases as a string.
   */
  get grammarType() {
    return this.tree.language.types[this.grammarId] || "ERROR";
  }
  /**
   * Check if this node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get isNamed() {
    marshalNode(this);
    return C._ts_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *extra*.
   *
   * Extra nodes represent things like comments, which are not required
   * by the grammar, but can appear anywhere.
   */
  get isExtra() {
    marshalNode(this);
    return C._ts_node_is_extra_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error.
   *
   * Syntax errors represent parts of the code that could not be incorporated
   * into a valid syntax tree.
   */
  get isError() {
    marshalNode(this);
    return C._ts_node_is_error_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get isMissing() {
    marshalNode(this);
    return C._ts_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Check if this node has been edited. */
  get hasChanges() {
    marshalNode(this);
    return C._ts_node_has_changes_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error or contains any syntax
   * errors anywhere within it.
   */
  get hasError() {
    marshalNode(this);
    return C._ts_node_has_error_wasm(this.tree[0]) === 1;
  }
  /** Get the byte index where this node ends. */
  get endIndex() {
    marshalNode(this);
    return C._ts_node_end_index_wasm(this.tree[0]);
  }
  /** Get the position where this node ends. */
  get endPosition() {
    marshalNode(this);
    C._ts_node_end_point_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the string content of this node. */
  get text() {
    return getText(this.tree, this.startIndex, this.endIndex, this.startPosition);
  }
  /** Get this node's parse state. */
  get parseState() {
    marshalNode(this);
    return C._ts_node_parse_state_wasm(this.tree[0]);
  }
  /** Get the parse state after this node. */
  get nextParseState() {
    marshalNode(this);
    return C._ts_node_next_parse_state_wasm(this.tree[0]);
  }
  /** Check if this node is equal to another node. */
  equals(other) {
    return this.tree === other.tree && this.id === other.id;
  }
  /**
   * Get the node's child at the given index, where zero represents the first child.
   *
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#children} instead.
   */
  child(index) {
    marshalNode(this);
    C._ts_node_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's *named* child at the given index.
   *
   * See also {@link Node#isNamed}.
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#namedChildren} instead.
   */
  namedChild(index) {
    marshalNode(this);
    C._ts_node_named_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's child with the given numerical field id.
   *
   * See also {@link Node#childForFieldName}. You can
   * convert a field name to an id using {@link Language#fieldIdForName}.
   */
  childForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_child_by_field_id_wasm(this.tree[0], fieldId);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the first child with the given field name.
   *
   * If multiple children may have the same field name, access them using
   * {@link Node#childrenForFieldName}.
   */
  childForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1) return this.childForFieldId(fieldId);
    return null;
  }
  /** Get the field name of this node's child at the given index. */
  fieldNameForChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /** Get the field name of this node's named child at the given index. */
  fieldNameForNamedChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_named_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /**
   * Get an array of this node's children with a given field name.
   *
   * See also {@link Node#children}.
   */
  childrenForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1 && fieldId !== 0) return this.childrenForFieldId(fieldId);
    return [];
  }
  /**
    * Get an array of this node's children with a given field id.
    *
    * See also {@link Node#childrenForFieldName}.
    */
  childrenForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_children_by_field_id_wasm(this.tree[0], fieldId);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the node's first child that contains or starts after the given byte offset. */
  firstChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's first named child that contains or starts after the given byte offset. */
  firstNamedChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_named_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's number of children. */
  get childCount() {
    marshalNode(this);
    return C._ts_node_child_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's number of *named* children.
   *
   * See also {@link Node#isNamed}.
   */
  get namedChildCount() {
    marshalNode(this);
    return C._ts_node_named_child_count_wasm(this.tree[0]);
  }
  /** Get this node's first child. */
  get firstChild() {
    return this.child(0);
  }
  /**
   * Get this node's first named child.
   *
   * See also {@link Node#isNamed}.
   */
  get firstNamedChild() {
    return this.namedChild(0);
  }
  /** Get this node's last child. */
  get lastChild() {
    return this.child(this.childCount - 1);
  }
  /**
   * Get this node's last named child.
   *
   * See also {@link Node#isNamed}.
   */
  get lastNamedChild() {
    return this.namedChild(this.namedChildCount - 1);
  }
  /**
   * Iterate over this node's children.
   *
   * If you're walking the tree recursively, you may want to use the
   * {@link TreeCursor} APIs directly instead.
   */
  get children() {
    if (!this._children) {
      marshalNode(this);
      C._ts_node_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._children = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._children[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._children;
  }
  /**
   * Iterate over this node's named children.
   *
   * See also {@link Node#children}.
   */
  get namedChildren() {
    if (!this._namedChildren) {
      marshalNode(this);
      C._ts_node_named_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._namedChildren = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._namedChildren[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._namedChildren;
  }
  /**
   * Get the descendants of this node that are the given type, or in the given types array.
   *
   * The types array should contain node type strings, which can be retrieved from {@link Language#types}.
   *
   * Additionally, a `startPosition` and `endPosition` can be passed in to restrict the search to a byte range.
   */
  descendantsOfType(types, startPosition = ZERO_POINT, endPosition = ZERO_POINT) {
    if (!Array.isArray(types)) types = [types];
    const symbols = [];
    const typesBySymbol = this.tree.language.types;
    for (let i2 = 0, n = typesBySymbol.length; i2 < n; i2++) {
      if (types.includes(typesBySymbol[i2])) {
        symbols.push(i2);
      }
    }
    if (types.includes("ERROR")) {
      symbols.push(65535);
    }
    const symbolsAddress = C._malloc(SIZE_OF_INT * symbols.length);
    for (let i2 = 0, n = symbols.length; i2 < n; i2++) {
      C.setValue(symbolsAddress + i2 * SIZE_OF_INT, symbols[i2], "i32");
    }
    marshalNode(this);
    C._ts_node_descendants_of_type_wasm(
      this.tree[0],
      symbolsAddress,
      symbols.length,
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column
    );
    const descendantCount = C.getValue(TRANSFER_BUFFER, "i32");
    const descendantAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(descendantCount);
    if (descendantCount > 0) {
      let address = descendantAddress;
      for (let i2 = 0; i2 < descendantCount; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
    }
    C._free(descendantAddress);
    C._free(symbolsAddress);
    return result;
  }
  /** Get this node's next sibling. */
  get nextSibling() {
    marshalNode(this);
    C._ts_node_next_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's previous sibling. */
  get previousSibling() {
    marshalNode(this);
    C._ts_node_prev_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's next *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get nextNamedSibling() {
    marshalNode(this);
    C._ts_node_next_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's previous *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get previousNamedSibling() {
    marshalNode(this);
    C._ts_node_prev_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's number of descendants, including one for the node itself. */
  get descendantCount() {
    marshalNode(this);
    return C._ts_node_descendant_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's immediate parent.
   * Prefer {@link Node#childWithDescendant} for iterating over this node's ancestors.
   */
  get parent() {
    marshalNode(this);
    C._ts_node_parent_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the node that contains `descendant`.
   *
   * Note that this can return `descendant` itself.
   */
  childWithDescendant(descendant) {
    marshalNode(this);
    marshalNode(descendant, 1);
    C._ts_node_child_with_descendant_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given byte range. */
  descendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given byte range. */
  namedDescendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_named_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given point range. */
  descendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given point range. */
  namedDescendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_named_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Create a new {@link TreeCursor} starting from this node.
   *
   * Note that the given node is considered the root of the cursor,
   * and the cursor cannot walk outside this node.
   */
  walk() {
    marshalNode(this);
    C._ts_tree_cursor_new_wasm(this.tree[0]);
    return new TreeCursor(INTERNAL, this.tree);
  }
  /**
   * Edit this node to keep it in-sync with source code that has been edited.
   *
   * This function is only rarely needed. When you edit a syntax tree with
   * the {@link Tree#edit} method, all of the nodes that you retrieve from
   * the tree afterward will already reflect the edit. You only need to
   * use {@link Node#edit} when you have a specific {@link Node} instance that
   * you want to keep and continue to use after an edit.
   */
  edit(edit) {
    const { point, index } = edit.editPoint(this.startPosition, this.startIndex);
    this.startPosition = point;
    this.startIndex = index;
  }
  /** Get the S-expression representation of this node. */
  toString() {
    marshalNode(this);
    const address = C._ts_node_to_string_wasm(this.tree[0]);
    const result = C.AsciiToString(address);
    C._free(address);
    return result;
  }
};

// src/marshal.ts
function unmarshalCaptures(query, tree, address, patternIndex, result) {
  for (let i2 = 0, n = result.length; i2 < n; i2++) {
    const captureIndex = C.getValue(address, "i32");
    address += SIZE_OF_INT;
    const node = unmarshalNode(tree, address);
    address += SIZE_OF_NODE;
    result[i2] = { patternIndex, name: query.captureNames[captureIndex], node };
  }
  return address;
}
__name(unmarshalCaptures, "unmarshalCaptures");
function marshalNode(node, index = 0) {
  let address = TRANSFER_BUFFER + index * SIZE_OF_NODE;
  C.setValue(address, node.id, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.row, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.column, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node[0], "i32");
}
__name(marshalNode, "marshalNode");
function unmarshalNode(tree, address = TRANSFER_BUFFER) {
  const id = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  if (id === 0) return null;
  const index = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const row = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const column = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const other = C.getValue(address, "i32");
  const result = new Node(INTERNAL, {
    id,
    tree,
    startIndex: index,
    startPosition: { row, column },
    other
  });
  return result;
}
__name(unmarshalNode, "unmarshalNode");
function marshalTreeCursor({ handles }, address = TRANSFER_BUFFER) {
  C.setValue(address + 0 * SIZE_OF_INT, handles[0], "i32");
  C.setValue(address + 1 * SIZE_OF_INT, handles[1], "i32");
  C.setValue(address + 2 * SIZE_OF_INT, handles[2], "i32");
  C.setValue(address + 3 * SIZE_OF_INT, handles[3], "i32");
}
__name(marshalTreeCursor, "marshalTreeCursor");
function unmarshalTreeCursor({ handles }) {
  handles[0] = C.getValue(TRANSFER_BUFFER + 0 * SIZE_OF_INT, "i32");
  handles[1] = C.getValue(TRANSFER_BUFFER + 1 * SIZE_OF_INT, "i32");
  handles[2] = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
  handles[3] = C.getValue(TRANSFER_BUFFER + 3 * SIZE_OF_INT, "i32");
}
__name(unmarshalTreeCursor, "unmarshalTreeCursor");
function marshalPoint(address, point) {
  C.setValue(address, point.row, "i32");
  C.setValue(address + SIZE_OF_INT, point.column, "i32");
}
__name(marshalPoint, "marshalPoint");
function unmarshalPoint(address) {
  const result = {
    row: C.getValue(address, "i32") >>> 0,
    column: C.getValue(address + SIZE_OF_INT, "i32") >>> 0
  };
  return result;
}
__name(unmarshalPoint, "unmarshalPoint");
function marshalRange(address, range) {
  marshalPoint(address, range.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, range.endPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, range.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, range.endIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalRange, "marshalRange");
function unmarshalRange(address) {
  const result = {};
  result.startPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.endPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.startIndex = C.getValue(address, "i32") >>> 0;
  address += SIZE_OF_INT;
  result.endIndex = C.getValue(address, "i32") >>> 0;
  return result;
}
__name(unmarshalRange, "unmarshalRange");
function marshalEdit(edit, address = TRANSFER_BUFFER) {
  marshalPoint(address, edit.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.oldEndPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.newEndPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, edit.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.oldEndIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.newEndIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalEdit, "marshalEdit");
function unmarshalLanguageMetadata(address) {
  const major_version = C.getValue(address, "i32");
  const minor_version = C.getValue(address += SIZE_OF_INT, "i32");
  const patch_version = C.getValue(address += SIZE_OF_INT, "i32");
  return { major_version, minor_version, patch_version };
}
__name(unmarshalLanguageMetadata, "unmarshalLanguageMetadata");

// src/language.ts
var LANGUAGE_FUNCTION_REGEX = /^tree_sitter_\w+$/;
var Language = class _Language {
  static {
    __name(this, "Language");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /**
   * A list of all node types in the language. The index of each type in this
   * array is its node type id.
   */
  types;
  /**
   * A list of all field names in the language. The index of each field name in
   * this array is its field id.
   */
  fields;
  /** @internal */
  constructor(internal, address) {
    assertInternal(internal);
    this[0] = address;
    this.types = new Array(C._ts_language_symbol_count(this[0]));
    for (let i2 = 0, n = this.types.length; i2 < n; i2++) {
      if (C._ts_language_symbol_type(this[0], i2) < 2) {
        this.types[i2] = C.UTF8ToString(C._ts_language_symbol_name(this[0], i2));
      }
    }
    this.fields = new Array(C._ts_language_field_count(this[0]) + 1);
    for (let i2 = 0, n = this.fields.length; i2 < n; i2++) {
      const fieldName = C._ts_language_field_name_for_id(this[0], i2);
      if (fieldName !== 0) {
        this.fields[i2] = C.UTF8ToString(fieldName);
      } else {
        this.fields[i2] = null;
      }
    }
  }
  /**
   * Gets the name of the language.
   */
  get name() {
    const ptr = C._ts_language_name(this[0]);
    if (ptr === 0) return null;
    return C.UTF8ToString(ptr);
  }
  /**
   * Gets the ABI version of the language.
   */
  get abiVersion() {
    return C._ts_language_abi_version(this[0]);
  }
  /**
  * Get the metadata for this language. This information is generated by the
  * CLI, and relies on the language author providing the correct metadata in
  * the language's `tree-sitter.json` file.
  */
  get metadata() {
    C._ts_language_metadata_wasm(this[0]);
    const length = C.getValue(TRANSFER_BUFFER, "i32");
    if (length === 0) return null;
    return unmarshalLanguageMetadata(TRANSFER_BUFFER + SIZE_OF_INT);
  }
  /**
   * Gets the number of fields in the language.
   */
  get fieldCount() {
    return this.fields.length - 1;
  }
  /**
   * Gets the number of states in the language.
   */
  get stateCount() {
    return C._ts_language_state_count(this[0]);
  }
  /**
   * Get the field id for a field name.
   */
  fieldIdForName(fieldName) {
    const result = this.fields.indexOf(fieldName);
    return result !== -1 ? result : null;
  }
  /**
   * Get the field name for a field id.
   */
  fieldNameForId(fieldId) {
    return this.fields[fieldId] ?? null;
  }
  /**
   * Get the node type id for a node type name.
   */
  idForNodeType(type, named) {
    const typeLength = C.lengthBytesUTF8(type);
    const typeAddress = C._malloc(typeLength + 1);
    C.stringToUTF8(type, typeAddress, typeLength + 1);
    const result = C._ts_language_symbol_for_name(this[0], typeAddress, typeLength, named ? 1 : 0);
    C._free(typeAddress);
    return result || null;
  }
  /**
   * Gets the number of node types in the language.
   */
  get nodeTypeCount() {
    return C._ts_language_symbol_count(this[0]);
  }
  /**
   * Get the node type name for a node type id.
   */
  nodeTypeForId(typeId) {
    const name2 = C._ts_language_symbol_name(this[0], typeId);
    return name2 ? C.UTF8ToString(name2) : null;
  }
  /**
   * Check if a node type is named.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/2-basic-parsing.html#named-vs-anonymous-nodes}
   */
  nodeTypeIsNamed(typeId) {
    return C._ts_language_type_is_named_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Check if a node type is visible.
   */
  nodeTypeIsVisible(typeId) {
    return C._ts_language_type_is_visible_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Get the supertypes ids of this language.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/6-static-node-types.html?highlight=supertype#supertype-nodes}
   */
  get supertypes() {
    C._ts_language_supertypes_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the subtype ids for a given supertype node id.
   */
  subtypes(supertype) {
    C._ts_language_subtypes_wasm(this[0], supertype);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the next state id for a given state id and node type id.
   */
  nextState(stateId, typeId) {
    return C._ts_language_next_state(this[0], stateId, typeId);
  }
  /**
   * Create a new lookahead iterator for this language and parse state.
   *
   * This returns `null` if state is invalid for this language.
   *
   * Iterating {@link LookaheadIterator} will yield valid symbols in the given
   * parse state. A newly created iterator is not positioned on a symbol, so
   * {@link LookaheadIterator#currentType} returns `null` until the first
   * iteration step.
   *
   * Lookahead iterators can be useful for generating suggestions and improving
   * syntax error diagnostics. To get symbols valid in an `ERROR` node, use the
   * lookahead iterator on its first leaf node state. For `MISSING` nodes, a
   * lookahead iterator created on the previous non-extra leaf node may be
   * appropriate.
   */
  lookaheadIterator(stateId) {
    const address = C._ts_lookahead_iterator_new(this[0], stateId);
    if (address) return new LookaheadIterator(INTERNAL, address, this);
    return null;
  }
  /**
   * Load a language from a WebAssembly module.
   * The module can be provided as a path to a file, a `URL` to a file, or as a
   * buffer.
   */
  static async load(input) {
    let binary2;
    if (input instanceof Uint8Array) {
      binary2 = input;
    } else if (globalThis.process?.versions.node) {
      const fs2 = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 1943, 19));
      binary2 = await fs2.readFile(input);
    } else {
      const response = await fetch(input);
      if (!response.ok) {
        const body2 = await response.text();
        throw new Error(`Language.load failed with status ${response.status}.

${body2}`);
      }
      const retryResp = response.clone();
      try {
        binary2 = await WebAssembly.compileStreaming(response);
      } catch (reason) {
        console.error("wasm streaming compile failed:", reason);
        console.error("falling back to ArrayBuffer instantiation");
        binary2 = new Uint8Array(await retryResp.arrayBuffer());
      }
    }
    const mod = await C.loadWebAssemblyModule(binary2, { loadAsync: true });
    return _Language.loadFromWasmExports(mod, { sync: false });
  }
  static loadFromWasmExports(mod, { sync }) {
    const symbolNames = Object.keys(mod);
    const functionName = symbolNames.find((key) => LANGUAGE_FUNCTION_REGEX.test(key) && !key.includes("external_scanner_"));
    if (!functionName) {
      console.log(`Couldn't find language function in Wasm file. Symbols:
${JSON.stringify(symbolNames, null, 2)}`);
      throw new Error(`Language.${sync ? "loadSync" : "load"} failed: no language function found in Wasm file`);
    }
    const languageAddress = mod[functionName]();
    return new _Language(INTERNAL, languageAddress);
  }
  /**
   * Load a language synchronously from a pre-compiled WebAssembly module.
   * Use this when the host environment provides a `WebAssembly.Module` directly.
   */
  static loadSync(wasmModule) {
    const mod = C.loadWebAssemblyModule(wasmModule, { loadAsync: false });
    return _Language.loadFromWasmExports(mod, { sync: true });
  }
};

// lib/web-tree-sitter.mjs
async function Module2(moduleArg = {}) {
  var moduleRtn;
  var Module = moduleArg;
  var ENVIRONMENT_IS_WEB = typeof window == "object";
  var ENVIRONMENT_IS_WORKER = typeof WorkerGlobalScope != "undefined";
  var ENVIRONMENT_IS_NODE = typeof process == "object" && process.versions?.node && process.type != "renderer";
  if (ENVIRONMENT_IS_NODE) {
    const { createRequire } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 3339, 19));
    var require = createRequire(import.meta.url);
  }
  Module.currentQueryProgressCallback = null;
  Module.currentProgressCallback = null;
  Module.currentLogCallback = null;
  Module.currentParseCallback = null;
  var arguments_ = [];
  var thisProgram = "./this.program";
  var quit_ = /* @__PURE__ */ __name((status, toThrow) => {
    throw toThrow;
  }, "quit_");
  var _scriptName = import.meta.url;
  var scriptDirectory = "";
  function locateFile(path) {
    if (Module["locateFile"]) {
      return Module["locateFile"](path, scriptDirectory);
    }
    return scriptDirectory + path;
  }
  __name(locateFile, "locateFile");
  var readAsync, readBinary;
  if (ENVIRONMENT_IS_NODE) {
    var fs = require("fs");
    if (_scriptName.startsWith("file:")) {
      scriptDirectory = require("path").dirname(require("url").fileURLToPath(_scriptName)) + "/";
    }
    readBinary = /* @__PURE__ */ __name((filename) => {
      filename = isFileURI(filename) ? new URL(filename) : filename;
      var ret = fs.readFileSync(filename);
      return ret;
    }, "readBinary");
    readAsync = /* @__PURE__ */ __name(async (filename, binary2 = true) => {
      filename = isFileURI(filename) ? new URL(filename) : filename;
      var ret = fs.readFileSync(filename, binary2 ? void 0 : "utf8");
      return ret;
    }, "readAsync");
    if (process.argv.length > 1) {
      thisProgram = process.argv[1].replace(/\\/g, "/");
    }
    arguments_ = process.argv.slice(2);
    quit_ = /* @__PURE__ */ __name((status, toThrow) => {
      process.exitCode = status;
      throw toThrow;
    }, "quit_");
  } else if (ENVIRONMENT_IS_WEB || ENVIRONMENT_IS_WORKER) {
    try {
      scriptDirectory = new URL(".", _scriptName).href;
    } catch {
    }
    {
      if (ENVIRONMENT_IS_WORKER) {
        readBinary = /* @__PURE__ */ __name((url) => {
          var xhr = new XMLHttpRequest();
          xhr.open("GET", url, false);
          xhr.responseType = "arraybuffer";
          xhr.send(null);
          return new Uint8Array(
            /** @type{!ArrayBuffer} */
            xhr.response
          );
        }, "readBinary");
      }
      readAsync = /* @__PURE__ */ __name(async (url) => {
        if (isFileURI(url)) {
          return new Promise((resolve, reject) => {
            var xhr = new XMLHttpRequest();
            xhr.open("GET", url, true);
            xhr.responseType = "arraybuffer";
            xhr.onload = () => {
              if (xhr.status == 200 || xhr.status == 0 && xhr.response) {
                resolve(xhr.response);
                return;
              }
              reject(xhr.status);
            };
            xhr.onerror = reject;
            xhr.send(null);
          });
        }
        var response = await fetch(url, {
          credentials: "same-origin"
        });
        if (response.ok) {
          return response.arrayBuffer();
        }
        throw new Error(response.status + " : " + response.url);
      }, "readAsync");
    }
  } else {
  }
  var out = console.log.bind(console);
  var err = console.error.bind(console);
  var dynamicLibraries = [];
  var wasmBinary;
  var ABORT = false;
  var EXITSTATUS;
  var isFileURI = /* @__PURE__ */ __name((filename) => filename.startsWith("file://"), "isFileURI");
  var readyPromiseResolve, readyPromiseReject;
  var wasmMemory;
  var HEAP8, HEAPU8, HEAP16, HEAPU16, HEAP32, HEAPU32, HEAPF32, HEAPF64;
  var HEAP64, HEAPU64;
  var HEAP_DATA_VIEW;
  var runtimeInitialized = false;
  function updateMemoryViews() {
    var b = wasmMemory.buffer;
    Module["HEAP8"] = HEAP8 = new Int8Array(b);
    Module["HEAP16"] = HEAP16 = new Int16Array(b);
    Module["HEAPU8"] = HEAPU8 = new Uint8Array(b);
    Module["HEAPU16"] = HEAPU16 = new Uint16Array(b);
    Module["HEAP32"] = HEAP32 = new Int32Array(b);
    Module["HEAPU32"] = HEAPU32 = new Uint32Array(b);
    Module["HEAPF32"] = HEAPF32 = new Float32Array(b);
    Module["HEAPF64"] = HEAPF64 = new Float64Array(b);
    Module["HEAP64"] = HEAP64 = new BigInt64Array(b);
    Module["HEAPU64"] = HEAPU64 = new BigUint64Array(b);
    Module["HEAP_DATA_VIEW"] = HEAP_DATA_VIEW = new DataView(b);
    LE_HEAP_UPDATE();
  }
  __name(updateMemoryViews, "updateMemoryViews");
  function initMemory() {
    if (Module["wasmMemory"]) {
      wasmMemory = Module["wasmMemory"];
    } else {
      var INITIAL_MEMORY = Module["INITIAL_MEMORY"] || 33554432;
      wasmMemory = new WebAssembly.Memory({
        "initial": INITIAL_MEMORY / 65536,
        // In theory we should not need to emit the maximum if we want "unlimited"
        // or 4GB of memory, but VMs error on that atm, see
        // https://github.com/emscripten-core/emscripten/issues/14130
        // And in the pthreads case we definitely need to emit a maximum. So
        // always emit one.
        "maximum": 32768
      });
    }
    updateMemoryViews();
  }
  __name(initMemory, "initMemory");
  var __RELOC_FUNCS__ = [];
  function preRun() {
    if (Module["preRun"]) {
      if (typeof Module["preRun"] == "function") Module["preRun"] = [Module["preRun"]];
      while (Module["preRun"].length) {
        addOnPreRun(Module["preRun"].shift());
      }
    }
    callRuntimeCallbacks(onPreRuns);
  }
  __name(preRun, "preRun");
  function initRuntime() {
    runtimeInitialized = true;
    callRuntimeCallbacks(__RELOC_FUNCS__);
    wasmExports["__wasm_call_ctors"]();
    callRuntimeCallbacks(onPostCtors);
  }
  __name(initRuntime, "initRuntime");
  function preMain() {
  }
  __name(preMain, "preMain");
  function postRun() {
    if (Module["postRun"]) {
      if (typeof Module["postRun"] == "function") Module["postRun"] = [Module["postRun"]];
      while (Module["postRun"].length) {
        addOnPostRun(Module["postRun"].shift());
      }
    }
    callRuntimeCallbacks(onPostRuns);
  }
  __name(postRun, "postRun");
  function abort(what) {
    Module["onAbort"]?.(what);
    what = "Aborted(" + what + ")";
    err(what);
    ABORT = true;
    what += ". Build with -sASSERTIONS for more info.";
    var e = new WebAssembly.RuntimeError(what);
    readyPromiseReject?.(e);
    throw e;
  }
  __name(abort, "abort");
  var wasmBinaryFile;
  function findWasmBinary() {
    if (Module["locateFile"]) {
      return locateFile("web-tree-sitter.wasm");
    }
    return new URL(/* asset import */ __nccwpck_require__(2879), __nccwpck_require__.b).href;
  }
  __name(findWasmBinary, "findWasmBinary");
  function getBinarySync(file) {
    if (file == wasmBinaryFile && wasmBinary) {
      return new Uint8Array(wasmBinary);
    }
    if (readBinary) {
      return readBinary(file);
    }
    throw "both async and sync fetching of the wasm failed";
  }
  __name(getBinarySync, "getBinarySync");
  async function getWasmBinary(binaryFile) {
    if (!wasmBinary) {
      try {
        var response = await readAsync(binaryFile);
        return new Uint8Array(response);
      } catch {
      }
    }
    return getBinarySync(binaryFile);
  }
  __name(getWasmBinary, "getWasmBinary");
  async function instantiateArrayBuffer(binaryFile, imports) {
    try {
      var binary2 = await getWasmBinary(binaryFile);
      var instance2 = await WebAssembly.instantiate(binary2, imports);
      return instance2;
    } catch (reason) {
      err(`failed to asynchronously prepare wasm: ${reason}`);
      abort(reason);
    }
  }
  __name(instantiateArrayBuffer, "instantiateArrayBuffer");
  async function instantiateAsync(binary2, binaryFile, imports) {
    if (!binary2 && !isFileURI(binaryFile) && !ENVIRONMENT_IS_NODE) {
      try {
        var response = fetch(binaryFile, {
          credentials: "same-origin"
        });
        var instantiationResult = await WebAssembly.instantiateStreaming(response, imports);
        return instantiationResult;
      } catch (reason) {
        err(`wasm streaming compile failed: ${reason}`);
        err("falling back to ArrayBuffer instantiation");
      }
    }
    return instantiateArrayBuffer(binaryFile, imports);
  }
  __name(instantiateAsync, "instantiateAsync");
  function getWasmImports() {
    return {
      "env": wasmImports,
      "wasi_snapshot_preview1": wasmImports,
      "GOT.mem": new Proxy(wasmImports, GOTHandler),
      "GOT.func": new Proxy(wasmImports, GOTHandler)
    };
  }
  __name(getWasmImports, "getWasmImports");
  async function createWasm() {
    function receiveInstance(instance2, module2) {
      wasmExports = instance2.exports;
      wasmExports = relocateExports(wasmExports, 1024);
      var metadata2 = getDylinkMetadata(module2);
      if (metadata2.neededDynlibs) {
        dynamicLibraries = metadata2.neededDynlibs.concat(dynamicLibraries);
      }
      mergeLibSymbols(wasmExports, "main");
      LDSO.init();
      loadDylibs();
      __RELOC_FUNCS__.push(wasmExports["__wasm_apply_data_relocs"]);
      assignWasmExports(wasmExports);
      return wasmExports;
    }
    __name(receiveInstance, "receiveInstance");
    function receiveInstantiationResult(result2) {
      return receiveInstance(result2["instance"], result2["module"]);
    }
    __name(receiveInstantiationResult, "receiveInstantiationResult");
    var info2 = getWasmImports();
    if (Module["instantiateWasm"]) {
      return new Promise((resolve, reject) => {
        Module["instantiateWasm"](info2, (mod, inst) => {
          resolve(receiveInstance(mod, inst));
        });
      });
    }
    wasmBinaryFile ??= findWasmBinary();
    var result = await instantiateAsync(wasmBinary, wasmBinaryFile, info2);
    var exports = receiveInstantiationResult(result);
    return exports;
  }
  __name(createWasm, "createWasm");
  class ExitStatus {
    static {
      __name(this, "ExitStatus");
    }
    name = "ExitStatus";
    constructor(status) {
      this.message = `Program terminated with exit(${status})`;
      this.status = status;
    }
  }
  var GOT = {};
  var currentModuleWeakSymbols = /* @__PURE__ */ new Set([]);
  var GOTHandler = {
    get(obj, symName) {
      var rtn = GOT[symName];
      if (!rtn) {
        rtn = GOT[symName] = new WebAssembly.Global({
          "value": "i32",
          "mutable": true
        });
      }
      if (!currentModuleWeakSymbols.has(symName)) {
        rtn.required = true;
      }
      return rtn;
    }
  };
  var LE_ATOMICS_NATIVE_BYTE_ORDER = [];
  var LE_HEAP_LOAD_F32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat32(byteOffset, true), "LE_HEAP_LOAD_F32");
  var LE_HEAP_LOAD_F64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat64(byteOffset, true), "LE_HEAP_LOAD_F64");
  var LE_HEAP_LOAD_I16 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt16(byteOffset, true), "LE_HEAP_LOAD_I16");
  var LE_HEAP_LOAD_I32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt32(byteOffset, true), "LE_HEAP_LOAD_I32");
  var LE_HEAP_LOAD_I64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getBigInt64(byteOffset, true), "LE_HEAP_LOAD_I64");
  var LE_HEAP_LOAD_U32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getUint32(byteOffset, true), "LE_HEAP_LOAD_U32");
  var LE_HEAP_STORE_F32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat32(byteOffset, value, true), "LE_HEAP_STORE_F32");
  var LE_HEAP_STORE_F64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat64(byteOffset, value, true), "LE_HEAP_STORE_F64");
  var LE_HEAP_STORE_I16 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt16(byteOffset, value, true), "LE_HEAP_STORE_I16");
  var LE_HEAP_STORE_I32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt32(byteOffset, value, true), "LE_HEAP_STORE_I32");
  var LE_HEAP_STORE_I64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setBigInt64(byteOffset, value, true), "LE_HEAP_STORE_I64");
  var LE_HEAP_STORE_U32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setUint32(byteOffset, value, true), "LE_HEAP_STORE_U32");
  var callRuntimeCallbacks = /* @__PURE__ */ __name((callbacks) => {
    while (callbacks.length > 0) {
      callbacks.shift()(Module);
    }
  }, "callRuntimeCallbacks");
  var onPostRuns = [];
  var addOnPostRun = /* @__PURE__ */ __name((cb) => onPostRuns.push(cb), "addOnPostRun");
  var onPreRuns = [];
  var addOnPreRun = /* @__PURE__ */ __name((cb) => onPreRuns.push(cb), "addOnPreRun");
  var UTF8Decoder = typeof TextDecoder != "undefined" ? new TextDecoder() : void 0;
  var findStringEnd = /* @__PURE__ */ __name((heapOrArray, idx, maxBytesToRead, ignoreNul) => {
    var maxIdx = idx + maxBytesToRead;
    if (ignoreNul) return maxIdx;
    while (heapOrArray[idx] && !(idx >= maxIdx)) ++idx;
    return idx;
  }, "findStringEnd");
  var UTF8ArrayToString = /* @__PURE__ */ __name((heapOrArray, idx = 0, maxBytesToRead, ignoreNul) => {
    var endPtr = findStringEnd(heapOrArray, idx, maxBytesToRead, ignoreNul);
    if (endPtr - idx > 16 && heapOrArray.buffer && UTF8Decoder) {
      return UTF8Decoder.decode(heapOrArray.subarray(idx, endPtr));
    }
    var str = "";
    while (idx < endPtr) {
      var u0 = heapOrArray[idx++];
      if (!(u0 & 128)) {
        str += String.fromCharCode(u0);
        continue;
      }
      var u1 = heapOrArray[idx++] & 63;
      if ((u0 & 224) == 192) {
        str += String.fromCharCode((u0 & 31) << 6 | u1);
        continue;
      }
      var u2 = heapOrArray[idx++] & 63;
      if ((u0 & 240) == 224) {
        u0 = (u0 & 15) << 12 | u1 << 6 | u2;
      } else {
        u0 = (u0 & 7) << 18 | u1 << 12 | u2 << 6 | heapOrArray[idx++] & 63;
      }
      if (u0 < 65536) {
        str += String.fromCharCode(u0);
      } else {
        var ch = u0 - 65536;
        str += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
      }
    }
    return str;
  }, "UTF8ArrayToString");
  var getDylinkMetadata = /* @__PURE__ */ __name((binary2) => {
    var offset = 0;
    var end = 0;
    function getU8() {
      return binary2[offset++];
    }
    __name(getU8, "getU8");
    function getLEB() {
      var ret = 0;
      var mul = 1;
      while (1) {
        var byte = binary2[offset++];
        ret += (byte & 127) * mul;
        mul *= 128;
        if (!(byte & 128)) break;
      }
      return ret;
    }
    __name(getLEB, "getLEB");
    function getString() {
      var len = getLEB();
      offset += len;
      return UTF8ArrayToString(binary2, offset - len, len);
    }
    __name(getString, "getString");
    function getStringList() {
      var count2 = getLEB();
      var rtn = [];
      while (count2--) rtn.push(getString());
      return rtn;
    }
    __name(getStringList, "getStringList");
    function failIf(condition, message) {
      if (condition) throw new Error(message);
    }
    __name(failIf, "failIf");
    if (binary2 instanceof WebAssembly.Module) {
      var dylinkSection = WebAssembly.Module.customSections(binary2, "dylink.0");
      failIf(dylinkSection.length === 0, "need dylink section");
      binary2 = new Uint8Array(dylinkSection[0]);
      end = binary2.length;
    } else {
      var int32View = new Uint32Array(new Uint8Array(binary2.subarray(0, 24)).buffer);
      var magicNumberFound = int32View[0] == 1836278016 || int32View[0] == 6386541;
      failIf(!magicNumberFound, "need to see wasm magic number");
      failIf(binary2[8] !== 0, "need the dylink section to be first");
      offset = 9;
      var section_size = getLEB();
      end = offset + section_size;
      var name2 = getString();
      failIf(name2 !== "dylink.0");
    }
    var customSection = {
      neededDynlibs: [],
      tlsExports: /* @__PURE__ */ new Set(),
      weakImports: /* @__PURE__ */ new Set(),
      runtimePaths: []
    };
    var WASM_DYLINK_MEM_INFO = 1;
    var WASM_DYLINK_NEEDED = 2;
    var WASM_DYLINK_EXPORT_INFO = 3;
    var WASM_DYLINK_IMPORT_INFO = 4;
    var WASM_DYLINK_RUNTIME_PATH = 5;
    var WASM_SYMBOL_TLS = 256;
    var WASM_SYMBOL_BINDING_MASK = 3;
    var WASM_SYMBOL_BINDING_WEAK = 1;
    while (offset < end) {
      var subsectionType = getU8();
      var subsectionSize = getLEB();
      if (subsectionType === WASM_DYLINK_MEM_INFO) {
        customSection.memorySize = getLEB();
        customSection.memoryAlign = getLEB();
        customSection.tableSize = getLEB();
        customSection.tableAlign = getLEB();
      } else if (subsectionType === WASM_DYLINK_NEEDED) {
        customSection.neededDynlibs = getStringList();
      } else if (subsectionType === WASM_DYLINK_EXPORT_INFO) {
        var count = getLEB();
        while (count--) {
          var symname = getString();
          var flags2 = getLEB();
          if (flags2 & WASM_SYMBOL_TLS) {
            customSection.tlsExports.add(symname);
          }
        }
      } else if (subsectionType === WASM_DYLINK_IMPORT_INFO) {
        var count = getLEB();
        while (count--) {
          var modname = getString();
          var symname = getString();
          var flags2 = getLEB();
          if ((flags2 & WASM_SYMBOL_BINDING_MASK) == WASM_SYMBOL_BINDING_WEAK) {
            customSection.weakImports.add(symname);
          }
        }
      } else if (subsectionType === WASM_DYLINK_RUNTIME_PATH) {
        customSection.runtimePaths = getStringList();
      } else {
        offset += subsectionSize;
      }
    }
    return customSection;
  }, "getDylinkMetadata");
  function getValue(ptr, type = "i8") {
    if (type.endsWith("*")) type = "*";
    switch (type) {
      case "i1":
        return HEAP8[ptr];
      case "i8":
        return HEAP8[ptr];
      case "i16":
        return LE_HEAP_LOAD_I16((ptr >> 1) * 2);
      case "i32":
        return LE_HEAP_LOAD_I32((ptr >> 2) * 4);
      case "i64":
        return LE_HEAP_LOAD_I64((ptr >> 3) * 8);
      case "float":
        return LE_HEAP_LOAD_F32((ptr >> 2) * 4);
      case "double":
        return LE_HEAP_LOAD_F64((ptr >> 3) * 8);
      case "*":
        return LE_HEAP_LOAD_U32((ptr >> 2) * 4);
      default:
        abort(`invalid type for getValue: ${type}`);
    }
  }
  __name(getValue, "getValue");
  var newDSO = /* @__PURE__ */ __name((name2, handle2, syms) => {
    var dso = {
      refcount: Infinity,
      name: name2,
      exports: syms,
      global: true
    };
    LDSO.loadedLibsByName[name2] = dso;
    if (handle2 != void 0) {
      LDSO.loadedLibsByHandle[handle2] = dso;
    }
    return dso;
  }, "newDSO");
  var LDSO = {
    loadedLibsByName: {},
    loadedLibsByHandle: {},
    init() {
      newDSO("__main__", 0, wasmImports);
    }
  };
  var ___heap_base = 82240;
  var alignMemory = /* @__PURE__ */ __name((size, alignment) => Math.ceil(size / alignment) * alignment, "alignMemory");
  var getMemory = /* @__PURE__ */ __name((size) => {
    if (runtimeInitialized) {
      return _calloc(size, 1);
    }
    var ret = ___heap_base;
    var end = ret + alignMemory(size, 16);
    ___heap_base = end;
    GOT["__heap_base"].value = end;
    return ret;
  }, "getMemory");
  var isInternalSym = /* @__PURE__ */ __name((symName) => ["__cpp_exception", "__c_longjmp", "__wasm_apply_data_relocs", "__dso_handle", "__tls_size", "__tls_align", "__set_stack_limits", "_emscripten_tls_init", "__wasm_init_tls", "__wasm_call_ctors", "__start_em_asm", "__stop_em_asm", "__start_em_js", "__stop_em_js"].includes(symName) || symName.startsWith("__em_js__"), "isInternalSym");
  var uleb128EncodeWithLen = /* @__PURE__ */ __name((arr) => {
    const n = arr.length;
    return [n % 128 | 128, n >> 7, ...arr];
  }, "uleb128EncodeWithLen");
  var wasmTypeCodes = {
    "i": 127,
    // i32
    "p": 127,
    // i32
    "j": 126,
    // i64
    "f": 125,
    // f32
    "d": 124,
    // f64
    "e": 111
  };
  var generateTypePack = /* @__PURE__ */ __name((types) => uleb128EncodeWithLen(Array.from(types, (type) => {
    var code = wasmTypeCodes[type];
    return code;
  })), "generateTypePack");
  var convertJsFunctionToWasm = /* @__PURE__ */ __name((func2, sig) => {
    var bytes = Uint8Array.of(
      0,
      97,
      115,
      109,
      // magic ("\0asm")
      1,
      0,
      0,
      0,
      // version: 1
      1,
      ...uleb128EncodeWithLen([
        1,
        // count: 1
        96,
        // param types
        ...generateTypePack(sig.slice(1)),
        // return types (for now only supporting [] if `void` and single [T] otherwise)
        ...generateTypePack(sig[0] === "v" ? "" : sig[0])
      ]),
      // The rest of the module is static
      2,
      7,
      // import section
      // (import "e" "f" (func 0 (type 0)))
      1,
      1,
      101,
      1,
      102,
      0,
      0,
      7,
      5,
      // export section
      // (export "f" (func 0 (type 0)))
      1,
      1,
      102,
      0,
      0
    );
    var module2 = new WebAssembly.Module(bytes);
    var instance2 = new WebAssembly.Instance(module2, {
      "e": {
        "f": func2
      }
    });
    var wrappedFunc = instance2.exports["f"];
    return wrappedFunc;
  }, "convertJsFunctionToWasm");
  var wasmTableMirror = [];
  var wasmTable = new WebAssembly.Table({
    "initial": 31,
    "element": "anyfunc"
  });
  var getWasmTableEntry = /* @__PURE__ */ __name((funcPtr) => {
    var func2 = wasmTableMirror[funcPtr];
    if (!func2) {
      wasmTableMirror[funcPtr] = func2 = wasmTable.get(funcPtr);
    }
    return func2;
  }, "getWasmTableEntry");
  var updateTableMap = /* @__PURE__ */ __name((offset, count) => {
    if (functionsInTableMap) {
      for (var i2 = offset; i2 < offset + count; i2++) {
        var item = getWasmTableEntry(i2);
        if (item) {
          functionsInTableMap.set(item, i2);
        }
      }
    }
  }, "updateTableMap");
  var functionsInTableMap;
  var getFunctionAddress = /* @__PURE__ */ __name((func2) => {
    if (!functionsInTableMap) {
      functionsInTableMap = /* @__PURE__ */ new WeakMap();
      updateTableMap(0, wasmTable.length);
    }
    return functionsInTableMap.get(func2) || 0;
  }, "getFunctionAddress");
  var freeTableIndexes = [];
  var getEmptyTableSlot = /* @__PURE__ */ __name(() => {
    if (freeTableIndexes.length) {
      return freeTableIndexes.pop();
    }
    return wasmTable["grow"](1);
  }, "getEmptyTableSlot");
  var setWasmTableEntry = /* @__PURE__ */ __name((idx, func2) => {
    wasmTable.set(idx, func2);
    wasmTableMirror[idx] = wasmTable.get(idx);
  }, "setWasmTableEntry");
  var addFunction = /* @__PURE__ */ __name((func2, sig) => {
    var rtn = getFunctionAddress(func2);
    if (rtn) {
      return rtn;
    }
    var ret = getEmptyTableSlot();
    try {
      setWasmTableEntry(ret, func2);
    } catch (err2) {
      if (!(err2 instanceof TypeError)) {
        throw err2;
      }
      var wrapped = convertJsFunctionToWasm(func2, sig);
      setWasmTableEntry(ret, wrapped);
    }
    functionsInTableMap.set(func2, ret);
    return ret;
  }, "addFunction");
  var updateGOT = /* @__PURE__ */ __name((exports, replace) => {
    for (var symName in exports) {
      if (isInternalSym(symName)) {
        continue;
      }
      var value = exports[symName];
      GOT[symName] ||= new WebAssembly.Global({
        "value": "i32",
        "mutable": true
      });
      if (replace || GOT[symName].value == 0) {
        if (typeof value == "function") {
          GOT[symName].value = addFunction(value);
        } else if (typeof value == "number") {
          GOT[symName].value = value;
        } else {
          err(`unhandled export type for '${symName}': ${typeof value}`);
        }
      }
    }
  }, "updateGOT");
  var relocateExports = /* @__PURE__ */ __name((exports, memoryBase2, replace) => {
    var relocated = {};
    for (var e in exports) {
      var value = exports[e];
      if (typeof value == "object") {
        value = value.value;
      }
      if (typeof value == "number") {
        value += memoryBase2;
      }
      relocated[e] = value;
    }
    updateGOT(relocated, replace);
    return relocated;
  }, "relocateExports");
  var isSymbolDefined = /* @__PURE__ */ __name((symName) => {
    var existing = wasmImports[symName];
    if (!existing || existing.stub) {
      return false;
    }
    return true;
  }, "isSymbolDefined");
  var dynCall = /* @__PURE__ */ __name((sig, ptr, args2 = [], promising = false) => {
    var func2 = getWasmTableEntry(ptr);
    var rtn = func2(...args2);
    function convert(rtn2) {
      return rtn2;
    }
    __name(convert, "convert");
    return convert(rtn);
  }, "dynCall");
  var stackSave = /* @__PURE__ */ __name(() => _emscripten_stack_get_current(), "stackSave");
  var stackRestore = /* @__PURE__ */ __name((val) => __emscripten_stack_restore(val), "stackRestore");
  var createInvokeFunction = /* @__PURE__ */ __name((sig) => (ptr, ...args2) => {
    var sp = stackSave();
    try {
      return dynCall(sig, ptr, args2);
    } catch (e) {
      stackRestore(sp);
      if (e !== e + 0) throw e;
      _setThrew(1, 0);
      if (sig[0] == "j") return 0n;
    }
  }, "createInvokeFunction");
  var resolveGlobalSymbol = /* @__PURE__ */ __name((symName, direct = false) => {
    var sym;
    if (isSymbolDefined(symName)) {
      sym = wasmImports[symName];
    } else if (symName.startsWith("invoke_")) {
      sym = wasmImports[symName] = createInvokeFunction(symName.split("_")[1]);
    }
    return {
      sym,
      name: symName
    };
  }, "resolveGlobalSymbol");
  var onPostCtors = [];
  var addOnPostCtor = /* @__PURE__ */ __name((cb) => onPostCtors.push(cb), "addOnPostCtor");
  var UTF8ToString = /* @__PURE__ */ __name((ptr, maxBytesToRead, ignoreNul) => ptr ? UTF8ArrayToString(HEAPU8, ptr, maxBytesToRead, ignoreNul) : "", "UTF8ToString");
  var loadWebAssemblyModule = /* @__PURE__ */ __name((binary, flags, libName, localScope, handle) => {
    var metadata = getDylinkMetadata(binary);
    function loadModule() {
      var memAlign = Math.pow(2, metadata.memoryAlign);
      var memoryBase = metadata.memorySize ? alignMemory(getMemory(metadata.memorySize + memAlign), memAlign) : 0;
      var tableBase = metadata.tableSize ? wasmTable.length : 0;
      if (handle) {
        HEAP8[handle + 8] = 1;
        LE_HEAP_STORE_U32((handle + 12 >> 2) * 4, memoryBase);
        LE_HEAP_STORE_I32((handle + 16 >> 2) * 4, metadata.memorySize);
        LE_HEAP_STORE_U32((handle + 20 >> 2) * 4, tableBase);
        LE_HEAP_STORE_I32((handle + 24 >> 2) * 4, metadata.tableSize);
      }
      if (metadata.tableSize) {
        wasmTable.grow(metadata.tableSize);
      }
      var moduleExports;
      function resolveSymbol(sym) {
        var resolved = resolveGlobalSymbol(sym).sym;
        if (!resolved && localScope) {
          resolved = localScope[sym];
        }
        if (!resolved) {
          resolved = moduleExports[sym];
        }
        return resolved;
      }
      __name(resolveSymbol, "resolveSymbol");
      var proxyHandler = {
        get(stubs, prop) {
          switch (prop) {
            case "__memory_base":
              return memoryBase;
            case "__table_base":
              return tableBase;
          }
          if (prop in wasmImports && !wasmImports[prop].stub) {
            var res = wasmImports[prop];
            return res;
          }
          if (!(prop in stubs)) {
            var resolved;
            stubs[prop] = (...args2) => {
              resolved ||= resolveSymbol(prop);
              return resolved(...args2);
            };
          }
          return stubs[prop];
        }
      };
      var proxy = new Proxy({}, proxyHandler);
      currentModuleWeakSymbols = metadata.weakImports;
      var info = {
        "GOT.mem": new Proxy({}, GOTHandler),
        "GOT.func": new Proxy({}, GOTHandler),
        "env": proxy,
        "wasi_snapshot_preview1": proxy
      };
      function postInstantiation(module, instance) {
        updateTableMap(tableBase, metadata.tableSize);
        moduleExports = relocateExports(instance.exports, memoryBase);
        if (!flags.allowUndefined) {
          reportUndefinedSymbols();
        }
        function addEmAsm(addr, body) {
          var args = [];
          var arity = 0;
          for (; arity < 16; arity++) {
            if (body.indexOf("$" + arity) != -1) {
              args.push("$" + arity);
            } else {
              break;
            }
          }
          args = args.join(",");
          var func = `(${args}) => { ${body} };`;
          ASM_CONSTS[start] = eval(func);
        }
        __name(addEmAsm, "addEmAsm");
        if ("__start_em_asm" in moduleExports) {
          var start = moduleExports["__start_em_asm"];
          var stop = moduleExports["__stop_em_asm"];
          while (start < stop) {
            var jsString = UTF8ToString(start);
            addEmAsm(start, jsString);
            start = HEAPU8.indexOf(0, start) + 1;
          }
        }
        function addEmJs(name, cSig, body) {
          var jsArgs = [];
          cSig = cSig.slice(1, -1);
          if (cSig != "void") {
            cSig = cSig.split(",");
            for (var i in cSig) {
              var jsArg = cSig[i].split(" ").pop();
              jsArgs.push(jsArg.replace("*", ""));
            }
          }
          var func = `(${jsArgs}) => ${body};`;
          moduleExports[name] = eval(func);
        }
        __name(addEmJs, "addEmJs");
        for (var name in moduleExports) {
          if (name.startsWith("__em_js__")) {
            var start = moduleExports[name];
            var jsString = UTF8ToString(start);
            var parts = jsString.split("<::>");
            addEmJs(name.replace("__em_js__", ""), parts[0], parts[1]);
            delete moduleExports[name];
          }
        }
        var applyRelocs = moduleExports["__wasm_apply_data_relocs"];
        if (applyRelocs) {
          if (runtimeInitialized) {
            applyRelocs();
          } else {
            __RELOC_FUNCS__.push(applyRelocs);
          }
        }
        var init = moduleExports["__wasm_call_ctors"];
        if (init) {
          if (runtimeInitialized) {
            init();
          } else {
            addOnPostCtor(init);
          }
        }
        return moduleExports;
      }
      __name(postInstantiation, "postInstantiation");
      if (flags.loadAsync) {
        return (async () => {
          var instance2;
          if (binary instanceof WebAssembly.Module) {
            instance2 = new WebAssembly.Instance(binary, info);
          } else {
            ({ module: binary, instance: instance2 } = await WebAssembly.instantiate(binary, info));
          }
          return postInstantiation(binary, instance2);
        })();
      }
      var module = binary instanceof WebAssembly.Module ? binary : new WebAssembly.Module(binary);
      var instance = new WebAssembly.Instance(module, info);
      return postInstantiation(module, instance);
    }
    __name(loadModule, "loadModule");
    flags = {
      ...flags,
      rpath: {
        parentLibPath: libName,
        paths: metadata.runtimePaths
      }
    };
    if (flags.loadAsync) {
      return metadata.neededDynlibs.reduce((chain, dynNeeded) => chain.then(() => loadDynamicLibrary(dynNeeded, flags, localScope)), Promise.resolve()).then(loadModule);
    }
    metadata.neededDynlibs.forEach((needed) => loadDynamicLibrary(needed, flags, localScope));
    return loadModule();
  }, "loadWebAssemblyModule");
  var mergeLibSymbols = /* @__PURE__ */ __name((exports, libName2) => {
    for (var [sym, exp] of Object.entries(exports)) {
      const setImport = /* @__PURE__ */ __name((target) => {
        if (!isSymbolDefined(target)) {
          wasmImports[target] = exp;
        }
      }, "setImport");
      setImport(sym);
      const main_alias = "__main_argc_argv";
      if (sym == "main") {
        setImport(main_alias);
      }
      if (sym == main_alias) {
        setImport("main");
      }
    }
  }, "mergeLibSymbols");
  var asyncLoad = /* @__PURE__ */ __name(async (url) => {
    var arrayBuffer = await readAsync(url);
    return new Uint8Array(arrayBuffer);
  }, "asyncLoad");
  function loadDynamicLibrary(libName2, flags2 = {
    global: true,
    nodelete: true
  }, localScope2, handle2) {
    var dso = LDSO.loadedLibsByName[libName2];
    if (dso) {
      if (!flags2.global) {
        if (localScope2) {
          Object.assign(localScope2, dso.exports);
        }
      } else if (!dso.global) {
        dso.global = true;
        mergeLibSymbols(dso.exports, libName2);
      }
      if (flags2.nodelete && dso.refcount !== Infinity) {
        dso.refcount = Infinity;
      }
      dso.refcount++;
      if (handle2) {
        LDSO.loadedLibsByHandle[handle2] = dso;
      }
      return flags2.loadAsync ? Promise.resolve(true) : true;
    }
    dso = newDSO(libName2, handle2, "loading");
    dso.refcount = flags2.nodelete ? Infinity : 1;
    dso.global = flags2.global;
    function loadLibData() {
      if (handle2) {
        var data = LE_HEAP_LOAD_U32((handle2 + 28 >> 2) * 4);
        var dataSize = LE_HEAP_LOAD_U32((handle2 + 32 >> 2) * 4);
        if (data && dataSize) {
          var libData = HEAP8.slice(data, data + dataSize);
          return flags2.loadAsync ? Promise.resolve(libData) : libData;
        }
      }
      var libFile = locateFile(libName2);
      if (flags2.loadAsync) {
        return asyncLoad(libFile);
      }
      if (!readBinary) {
        throw new Error(`${libFile}: file not found, and synchronous loading of external files is not available`);
      }
      return readBinary(libFile);
    }
    __name(loadLibData, "loadLibData");
    function getExports() {
      if (flags2.loadAsync) {
        return loadLibData().then((libData) => loadWebAssemblyModule(libData, flags2, libName2, localScope2, handle2));
      }
      return loadWebAssemblyModule(loadLibData(), flags2, libName2, localScope2, handle2);
    }
    __name(getExports, "getExports");
    function moduleLoaded(exports) {
      if (dso.global) {
        mergeLibSymbols(exports, libName2);
      } else if (localScope2) {
        Object.assign(localScope2, exports);
      }
      dso.exports = exports;
    }
    __name(moduleLoaded, "moduleLoaded");
    if (flags2.loadAsync) {
      return getExports().then((exports) => {
        moduleLoaded(exports);
        return true;
      });
    }
    moduleLoaded(getExports());
    return true;
  }
  __name(loadDynamicLibrary, "loadDynamicLibrary");
  var reportUndefinedSymbols = /* @__PURE__ */ __name(() => {
    for (var [symName, entry] of Object.entries(GOT)) {
      if (entry.value == 0) {
        var value = resolveGlobalSymbol(symName, true).sym;
        if (!value && !entry.required) {
          continue;
        }
        if (typeof value == "function") {
          entry.value = addFunction(value, value.sig);
        } else if (typeof value == "number") {
          entry.value = value;
        } else {
          throw new Error(`bad export type for '${symName}': ${typeof value}`);
        }
      }
    }
  }, "reportUndefinedSymbols");
  var runDependencies = 0;
  var dependenciesFulfilled = null;
  var removeRunDependency = /* @__PURE__ */ __name((id) => {
    runDependencies--;
    Module["monitorRunDependencies"]?.(runDependencies);
    if (runDependencies == 0) {
      if (dependenciesFulfilled) {
        var callback = dependenciesFulfilled;
        dependenciesFulfilled = null;
        callback();
      }
    }
  }, "removeRunDependency");
  var addRunDependency = /* @__PURE__ */ __name((id) => {
    runDependencies++;
    Module["monitorRunDependencies"]?.(runDependencies);
  }, "addRunDependency");
  var loadDylibs = /* @__PURE__ */ __name(async () => {
    if (!dynamicLibraries.length) {
      reportUndefinedSymbols();
      return;
    }
    addRunDependency("loadDylibs");
    for (var lib of dynamicLibraries) {
      await loadDynamicLibrary(lib, {
        loadAsync: true,
        global: true,
        nodelete: true,
        allowUndefined: true
      });
    }
    reportUndefinedSymbols();
    removeRunDependency("loadDylibs");
  }, "loadDylibs");
  var noExitRuntime = true;
  function setValue(ptr, value, type = "i8") {
    if (type.endsWith("*")) type = "*";
    switch (type) {
      case "i1":
        HEAP8[ptr] = value;
        break;
      case "i8":
        HEAP8[ptr] = value;
        break;
      case "i16":
        LE_HEAP_STORE_I16((ptr >> 1) * 2, value);
        break;
      case "i32":
        LE_HEAP_STORE_I32((ptr >> 2) * 4, value);
        break;
      case "i64":
        LE_HEAP_STORE_I64((ptr >> 3) * 8, BigInt(value));
        break;
      case "float":
        LE_HEAP_STORE_F32((ptr >> 2) * 4, value);
        break;
      case "double":
        LE_HEAP_STORE_F64((ptr >> 3) * 8, value);
        break;
      case "*":
        LE_HEAP_STORE_U32((ptr >> 2) * 4, value);
        break;
      default:
        abort(`invalid type for setValue: ${type}`);
    }
  }
  __name(setValue, "setValue");
  var ___memory_base = new WebAssembly.Global({
    "value": "i32",
    "mutable": false
  }, 1024);
  var ___stack_high = 82240;
  var ___stack_low = 16704;
  var ___stack_pointer = new WebAssembly.Global({
    "value": "i32",
    "mutable": true
  }, 82240);
  var ___table_base = new WebAssembly.Global({
    "value": "i32",
    "mutable": false
  }, 1);
  var __abort_js = /* @__PURE__ */ __name(() => abort(""), "__abort_js");
  __abort_js.sig = "v";
  var getHeapMax = /* @__PURE__ */ __name(() => (
    // Stay one Wasm page short of 4GB: while e.g. Chrome is able to allocate
    // full 4GB Wasm memories, the size will wrap back to 0 bytes in Wasm side
    // for any code that deals with heap sizes, which would require special
    // casing all heap size related code to treat 0 specially.
    2147483648
  ), "getHeapMax");
  var growMemory = /* @__PURE__ */ __name((size) => {
    var oldHeapSize = wasmMemory.buffer.byteLength;
    var pages = (size - oldHeapSize + 65535) / 65536 | 0;
    try {
      wasmMemory.grow(pages);
      updateMemoryViews();
      return 1;
    } catch (e) {
    }
  }, "growMemory");
  var _emscripten_resize_heap = /* @__PURE__ */ __name((requestedSize) => {
    var oldSize = HEAPU8.length;
    requestedSize >>>= 0;
    var maxHeapSize = getHeapMax();
    if (requestedSize > maxHeapSize) {
      return false;
    }
    for (var cutDown = 1; cutDown <= 4; cutDown *= 2) {
      var overGrownHeapSize = oldSize * (1 + 0.2 / cutDown);
      overGrownHeapSize = Math.min(overGrownHeapSize, requestedSize + 100663296);
      var newSize = Math.min(maxHeapSize, alignMemory(Math.max(requestedSize, overGrownHeapSize), 65536));
      var replacement = growMemory(newSize);
      if (replacement) {
        return true;
      }
    }
    return false;
  }, "_emscripten_resize_heap");
  _emscripten_resize_heap.sig = "ip";
  var _fd_close = /* @__PURE__ */ __name((fd) => 52, "_fd_close");
  _fd_close.sig = "ii";
  var INT53_MAX = 9007199254740992;
  var INT53_MIN = -9007199254740992;
  var bigintToI53Checked = /* @__PURE__ */ __name((num) => num < INT53_MIN || num > INT53_MAX ? NaN : Number(num), "bigintToI53Checked");
  function _fd_seek(fd, offset, whence, newOffset) {
    offset = bigintToI53Checked(offset);
    return 70;
  }
  __name(_fd_seek, "_fd_seek");
  _fd_seek.sig = "iijip";
  var printCharBuffers = [null, [], []];
  var printChar = /* @__PURE__ */ __name((stream, curr) => {
    var buffer = printCharBuffers[stream];
    if (curr === 0 || curr === 10) {
      (stream === 1 ? out : err)(UTF8ArrayToString(buffer));
      buffer.length = 0;
    } else {
      buffer.push(curr);
    }
  }, "printChar");
  var _fd_write = /* @__PURE__ */ __name((fd, iov, iovcnt, pnum) => {
    var num = 0;
    for (var i2 = 0; i2 < iovcnt; i2++) {
      var ptr = LE_HEAP_LOAD_U32((iov >> 2) * 4);
      var len = LE_HEAP_LOAD_U32((iov + 4 >> 2) * 4);
      iov += 8;
      for (var j = 0; j < len; j++) {
        printChar(fd, HEAPU8[ptr + j]);
      }
      num += len;
    }
    LE_HEAP_STORE_U32((pnum >> 2) * 4, num);
    return 0;
  }, "_fd_write");
  _fd_write.sig = "iippp";
  function _tree_sitter_log_callback(isLexMessage, messageAddress) {
    if (Module.currentLogCallback) {
      const message = UTF8ToString(messageAddress);
      Module.currentLogCallback(message, isLexMessage !== 0);
    }
  }
  __name(_tree_sitter_log_callback, "_tree_sitter_log_callback");
  function _tree_sitter_parse_callback(inputBufferAddress, index, row, column, lengthAddress) {
    const INPUT_BUFFER_SIZE = 10 * 1024;
    const string = Module.currentParseCallback(index, {
      row,
      column
    });
    if (typeof string === "string") {
      setValue(lengthAddress, string.length, "i32");
      stringToUTF16(string, inputBufferAddress, INPUT_BUFFER_SIZE);
    } else {
      setValue(lengthAddress, 0, "i32");
    }
  }
  __name(_tree_sitter_parse_callback, "_tree_sitter_parse_callback");
  function _tree_sitter_progress_callback(currentOffset, hasError) {
    if (Module.currentProgressCallback) {
      return Module.currentProgressCallback({
        currentOffset,
        hasError
      });
    }
    return false;
  }
  __name(_tree_sitter_progress_callback, "_tree_sitter_progress_callback");
  function _tree_sitter_query_progress_callback(currentOffset) {
    if (Module.currentQueryProgressCallback) {
      return Module.currentQueryProgressCallback({
        currentOffset
      });
    }
    return false;
  }
  __name(_tree_sitter_query_progress_callback, "_tree_sitter_query_progress_callback");
  var runtimeKeepaliveCounter = 0;
  var keepRuntimeAlive = /* @__PURE__ */ __name(() => noExitRuntime || runtimeKeepaliveCounter > 0, "keepRuntimeAlive");
  var _proc_exit = /* @__PURE__ */ __name((code) => {
    EXITSTATUS = code;
    if (!keepRuntimeAlive()) {
      Module["onExit"]?.(code);
      ABORT = true;
    }
    quit_(code, new ExitStatus(code));
  }, "_proc_exit");
  _proc_exit.sig = "vi";
  var exitJS = /* @__PURE__ */ __name((status, implicit) => {
    EXITSTATUS = status;
    _proc_exit(status);
  }, "exitJS");
  var handleException = /* @__PURE__ */ __name((e) => {
    if (e instanceof ExitStatus || e == "unwind") {
      return EXITSTATUS;
    }
    quit_(1, e);
  }, "handleException");
  var lengthBytesUTF8 = /* @__PURE__ */ __name((str) => {
    var len = 0;
    for (var i2 = 0; i2 < str.length; ++i2) {
      var c = str.charCodeAt(i2);
      if (c <= 127) {
        len++;
      } else if (c <= 2047) {
        len += 2;
      } else if (c >= 55296 && c <= 57343) {
        len += 4;
        ++i2;
      } else {
        len += 3;
      }
    }
    return len;
  }, "lengthBytesUTF8");
  var stringToUTF8Array = /* @__PURE__ */ __name((str, heap, outIdx, maxBytesToWrite) => {
    if (!(maxBytesToWrite > 0)) return 0;
    var startIdx = outIdx;
    var endIdx = outIdx + maxBytesToWrite - 1;
    for (var i2 = 0; i2 < str.length; ++i2) {
      var u = str.codePointAt(i2);
      if (u <= 127) {
        if (outIdx >= endIdx) break;
        heap[outIdx++] = u;
      } else if (u <= 2047) {
        if (outIdx + 1 >= endIdx) break;
        heap[outIdx++] = 192 | u >> 6;
        heap[outIdx++] = 128 | u & 63;
      } else if (u <= 65535) {
        if (outIdx + 2 >= endIdx) break;
        heap[outIdx++] = 224 | u >> 12;
        heap[outIdx++] = 128 | u >> 6 & 63;
        heap[outIdx++] = 128 | u & 63;
      } else {
        if (outIdx + 3 >= endIdx) break;
        heap[outIdx++] = 240 | u >> 18;
        heap[outIdx++] = 128 | u >> 12 & 63;
        heap[outIdx++] = 128 | u >> 6 & 63;
        heap[outIdx++] = 128 | u & 63;
        i2++;
      }
    }
    heap[outIdx] = 0;
    return outIdx - startIdx;
  }, "stringToUTF8Array");
  var stringToUTF8 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => stringToUTF8Array(str, HEAPU8, outPtr, maxBytesToWrite), "stringToUTF8");
  var stackAlloc = /* @__PURE__ */ __name((sz) => __emscripten_stack_alloc(sz), "stackAlloc");
  var stringToUTF8OnStack = /* @__PURE__ */ __name((str) => {
    var size = lengthBytesUTF8(str) + 1;
    var ret = stackAlloc(size);
    stringToUTF8(str, ret, size);
    return ret;
  }, "stringToUTF8OnStack");
  var AsciiToString = /* @__PURE__ */ __name((ptr) => {
    var str = "";
    while (1) {
      var ch = HEAPU8[ptr++];
      if (!ch) return str;
      str += String.fromCharCode(ch);
    }
  }, "AsciiToString");
  var stringToUTF16 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => {
    maxBytesToWrite ??= 2147483647;
    if (maxBytesToWrite < 2) return 0;
    maxBytesToWrite -= 2;
    var startPtr = outPtr;
    var numCharsToWrite = maxBytesToWrite < str.length * 2 ? maxBytesToWrite / 2 : str.length;
    for (var i2 = 0; i2 < numCharsToWrite; ++i2) {
      var codeUnit = str.charCodeAt(i2);
      LE_HEAP_STORE_I16((outPtr >> 1) * 2, codeUnit);
      outPtr += 2;
    }
    LE_HEAP_STORE_I16((outPtr >> 1) * 2, 0);
    return outPtr - startPtr;
  }, "stringToUTF16");
  LE_ATOMICS_NATIVE_BYTE_ORDER = new Int8Array(new Int16Array([1]).buffer)[0] === 1 ? [
    /* little endian */
    ((x) => x),
    ((x) => x),
    void 0,
    ((x) => x)
  ] : [
    /* big endian */
    ((x) => x),
    ((x) => ((x & 65280) << 8 | (x & 255) << 24) >> 16),
    void 0,
    ((x) => x >> 24 & 255 | x >> 8 & 65280 | (x & 65280) << 8 | (x & 255) << 24)
  ];
  function LE_HEAP_UPDATE() {
    HEAPU16.unsigned = ((x) => x & 65535);
    HEAPU32.unsigned = ((x) => x >>> 0);
  }
  __name(LE_HEAP_UPDATE, "LE_HEAP_UPDATE");
  {
    initMemory();
    if (Module["noExitRuntime"]) noExitRuntime = Module["noExitRuntime"];
    if (Module["print"]) out = Module["print"];
    if (Module["printErr"]) err = Module["printErr"];
    if (Module["dynamicLibraries"]) dynamicLibraries = Module["dynamicLibraries"];
    if (Module["wasmBinary"]) wasmBinary = Module["wasmBinary"];
    if (Module["arguments"]) arguments_ = Module["arguments"];
    if (Module["thisProgram"]) thisProgram = Module["thisProgram"];
    if (Module["preInit"]) {
      if (typeof Module["preInit"] == "function") Module["preInit"] = [Module["preInit"]];
      while (Module["preInit"].length > 0) {
        Module["preInit"].shift()();
      }
    }
  }
  Module["setValue"] = setValue;
  Module["getValue"] = getValue;
  Module["UTF8ToString"] = UTF8ToString;
  Module["stringToUTF8"] = stringToUTF8;
  Module["lengthBytesUTF8"] = lengthBytesUTF8;
  Module["AsciiToString"] = AsciiToString;
  Module["stringToUTF16"] = stringToUTF16;
  Module["loadWebAssemblyModule"] = loadWebAssemblyModule;
  Module["LE_HEAP_STORE_I64"] = LE_HEAP_STORE_I64;
  var ASM_CONSTS = {};
  var _malloc, _calloc, _realloc, _free, _ts_range_edit, _memcmp, _ts_language_symbol_count, _ts_language_state_count, _ts_language_abi_version, _ts_language_name, _ts_language_field_count, _ts_language_next_state, _ts_language_symbol_name, _ts_language_symbol_for_name, _strncmp, _strlen, _ts_language_symbol_type, _ts_language_field_name_for_id, _ts_lookahead_iterator_new, _ts_lookahead_iterator_delete, _ts_lookahead_iterator_reset_state, _ts_lookahead_iterator_reset, _ts_lookahead_iterator_next, _ts_lookahead_iterator_current_symbol, _ts_point_edit, _ts_parser_delete, _ts_parser_reset, _ts_parser_set_language, _ts_parser_set_included_ranges, _ts_query_new, _ts_query_delete, _iswspace, _iswalnum, _ts_query_copy, _ts_query_pattern_count, _ts_query_capture_count, _ts_query_string_count, _ts_query_capture_name_for_id, _ts_query_capture_quantifier_for_id, _ts_query_string_value_for_id, _ts_query_predicates_for_pattern, _ts_query_start_byte_for_pattern, _ts_query_end_byte_for_pattern, _ts_query_is_pattern_rooted, _ts_query_is_pattern_non_local, _ts_query_is_pattern_guaranteed_at_step, _ts_query_disable_capture, _ts_query_disable_pattern, _ts_tree_copy, _ts_tree_delete, _ts_init, _ts_parser_new_wasm, _ts_parser_enable_logger_wasm, _ts_parser_parse_wasm, _ts_parser_included_ranges_wasm, _ts_language_type_is_named_wasm, _ts_language_type_is_visible_wasm, _ts_language_metadata_wasm, _ts_language_supertypes_wasm, _ts_language_subtypes_wasm, _ts_tree_root_node_wasm, _ts_tree_root_node_with_offset_wasm, _ts_tree_edit_wasm, _ts_tree_included_ranges_wasm, _ts_tree_get_changed_ranges_wasm, _ts_tree_cursor_new_wasm, _ts_tree_cursor_copy_wasm, _ts_tree_cursor_delete_wasm, _ts_tree_cursor_reset_wasm, _ts_tree_cursor_reset_to_wasm, _ts_tree_cursor_goto_first_child_wasm, _ts_tree_cursor_goto_last_child_wasm, _ts_tree_cursor_goto_first_child_for_index_wasm, _ts_tree_cursor_goto_first_child_for_position_wasm, _ts_tree_cursor_goto_next_sibling_wasm, _ts_tree_cursor_goto_previous_sibling_wasm, _ts_tree_cursor_goto_descendant_wasm, _ts_tree_cursor_goto_parent_wasm, _ts_tree_cursor_current_node_type_id_wasm, _ts_tree_cursor_current_node_state_id_wasm, _ts_tree_cursor_current_node_is_named_wasm, _ts_tree_cursor_current_node_is_missing_wasm, _ts_tree_cursor_current_node_id_wasm, _ts_tree_cursor_start_position_wasm, _ts_tree_cursor_end_position_wasm, _ts_tree_cursor_start_index_wasm, _ts_tree_cursor_end_index_wasm, _ts_tree_cursor_current_field_id_wasm, _ts_tree_cursor_current_depth_wasm, _ts_tree_cursor_current_descendant_index_wasm, _ts_tree_cursor_current_node_wasm, _ts_node_symbol_wasm, _ts_node_field_name_for_child_wasm, _ts_node_field_name_for_named_child_wasm, _ts_node_children_by_field_id_wasm, _ts_node_first_child_for_byte_wasm, _ts_node_first_named_child_for_byte_wasm, _ts_node_grammar_symbol_wasm, _ts_node_child_count_wasm, _ts_node_named_child_count_wasm, _ts_node_child_wasm, _ts_node_named_child_wasm, _ts_node_child_by_field_id_wasm, _ts_node_next_sibling_wasm, _ts_node_prev_sibling_wasm, _ts_node_next_named_sibling_wasm, _ts_node_prev_named_sibling_wasm, _ts_node_descendant_count_wasm, _ts_node_parent_wasm, _ts_node_child_with_descendant_wasm, _ts_node_descendant_for_index_wasm, _ts_node_named_descendant_for_index_wasm, _ts_node_descendant_for_position_wasm, _ts_node_named_descendant_for_position_wasm, _ts_node_start_point_wasm, _ts_node_end_point_wasm, _ts_node_start_index_wasm, _ts_node_end_index_wasm, _ts_node_to_string_wasm, _ts_node_children_wasm, _ts_node_named_children_wasm, _ts_node_descendants_of_type_wasm, _ts_node_is_named_wasm, _ts_node_has_changes_wasm, _ts_node_has_error_wasm, _ts_node_is_error_wasm, _ts_node_is_missing_wasm, _ts_node_is_extra_wasm, _ts_node_parse_state_wasm, _ts_node_next_parse_state_wasm, _ts_query_matches_wasm, _ts_query_captures_wasm, _memset, _memcpy, _memmove, _iswalpha, _iswblank, _iswdigit, _iswlower, _iswpunct, _iswupper, _iswxdigit, _memchr, _strcmp, _strncat, _strncpy, _towlower, _towupper, _setThrew, __emscripten_stack_restore, __emscripten_stack_alloc, _emscripten_stack_get_current, ___wasm_apply_data_relocs;
  function assignWasmExports(wasmExports2) {
    Module["_malloc"] = _malloc = wasmExports2["malloc"];
    Module["_calloc"] = _calloc = wasmExports2["calloc"];
    Module["_realloc"] = _realloc = wasmExports2["realloc"];
    Module["_free"] = _free = wasmExports2["free"];
    Module["_ts_range_edit"] = _ts_range_edit = wasmExports2["ts_range_edit"];
    Module["_memcmp"] = _memcmp = wasmExports2["memcmp"];
    Module["_ts_language_symbol_count"] = _ts_language_symbol_count = wasmExports2["ts_language_symbol_count"];
    Module["_ts_language_state_count"] = _ts_language_state_count = wasmExports2["ts_language_state_count"];
    Module["_ts_language_abi_version"] = _ts_language_abi_version = wasmExports2["ts_language_abi_version"];
    Module["_ts_language_name"] = _ts_language_name = wasmExports2["ts_language_name"];
    Module["_ts_language_field_count"] = _ts_language_field_count = wasmExports2["ts_language_field_count"];
    Module["_ts_language_next_state"] = _ts_language_next_state = wasmExports2["ts_language_next_state"];
    Module["_ts_language_symbol_name"] = _ts_language_symbol_name = wasmExports2["ts_language_symbol_name"];
    Module["_ts_language_symbol_for_name"] = _ts_language_symbol_for_name = wasmExports2["ts_language_symbol_for_name"];
    Module["_strncmp"] = _strncmp = wasmExports2["strncmp"];
    Module["_strlen"] = _strlen = wasmExports2["strlen"];
    Module["_ts_language_symbol_type"] = _ts_language_symbol_type = wasmExports2["ts_language_symbol_type"];
    Module["_ts_language_field_name_for_id"] = _ts_language_field_name_for_id = wasmExports2["ts_language_field_name_for_id"];
    Module["_ts_lookahead_iterator_new"] = _ts_lookahead_iterator_new = wasmExports2["ts_lookahead_iterator_new"];
    Module["_ts_lookahead_iterator_delete"] = _ts_lookahead_iterator_delete = wasmExports2["ts_lookahead_iterator_delete"];
    Module["_ts_lookahead_iterator_reset_state"] = _ts_lookahead_iterator_reset_state = wasmExports2["ts_lookahead_iterator_reset_state"];
    Module["_ts_lookahead_iterator_reset"] = _ts_lookahead_iterator_reset = wasmExports2["ts_lookahead_iterator_reset"];
    Module["_ts_lookahead_iterator_next"] = _ts_lookahead_iterator_next = wasmExports2["ts_lookahead_iterator_next"];
    Module["_ts_lookahead_iterator_current_symbol"] = _ts_lookahead_iterator_current_symbol = wasmExports2["ts_lookahead_iterator_current_symbol"];
    Module["_ts_point_edit"] = _ts_point_edit = wasmExports2["ts_point_edit"];
    Module["_ts_parser_delete"] = _ts_parser_delete = wasmExports2["ts_parser_delete"];
    Module["_ts_parser_reset"] = _ts_parser_reset = wasmExports2["ts_parser_reset"];
    Module["_ts_parser_set_language"] = _ts_parser_set_language = wasmExports2["ts_parser_set_language"];
    Module["_ts_parser_set_included_ranges"] = _ts_parser_set_included_ranges = wasmExports2["ts_parser_set_included_ranges"];
    Module["_ts_query_new"] = _ts_query_new = wasmExports2["ts_query_new"];
    Module["_ts_query_delete"] = _ts_query_delete = wasmExports2["ts_query_delete"];
    Module["_iswspace"] = _iswspace = wasmExports2["iswspace"];
    Module["_iswalnum"] = _iswalnum = wasmExports2["iswalnum"];
    Module["_ts_query_copy"] = _ts_query_copy = wasmExports2["ts_query_copy"];
    Module["_ts_query_pattern_count"] = _ts_query_pattern_count = wasmExports2["ts_query_pattern_count"];
    Module["_ts_query_capture_count"] = _ts_query_capture_count = wasmExports2["ts_query_capture_count"];
    Module["_ts_query_string_count"] = _ts_query_string_count = wasmExports2["ts_query_string_count"];
    Module["_ts_query_capture_name_for_id"] = _ts_query_capture_name_for_id = wasmExports2["ts_query_capture_name_for_id"];
    Module["_ts_query_capture_quantifier_for_id"] = _ts_query_capture_quantifier_for_id = wasmExports2["ts_query_capture_quantifier_for_id"];
    Module["_ts_query_string_value_for_id"] = _ts_query_string_value_for_id = wasmExports2["ts_query_string_value_for_id"];
    Module["_ts_query_predicates_for_pattern"] = _ts_query_predicates_for_pattern = wasmExports2["ts_query_predicates_for_pattern"];
    Module["_ts_query_start_byte_for_pattern"] = _ts_query_start_byte_for_pattern = wasmExports2["ts_query_start_byte_for_pattern"];
    Module["_ts_query_end_byte_for_pattern"] = _ts_query_end_byte_for_pattern = wasmExports2["ts_query_end_byte_for_pattern"];
    Module["_ts_query_is_pattern_rooted"] = _ts_query_is_pattern_rooted = wasmExports2["ts_query_is_pattern_rooted"];
    Module["_ts_query_is_pattern_non_local"] = _ts_query_is_pattern_non_local = wasmExports2["ts_query_is_pattern_non_local"];
    Module["_ts_query_is_pattern_guaranteed_at_step"] = _ts_query_is_pattern_guaranteed_at_step = wasmExports2["ts_query_is_pattern_guaranteed_at_step"];
    Module["_ts_query_disable_capture"] = _ts_query_disable_capture = wasmExports2["ts_query_disable_capture"];
    Module["_ts_query_disable_pattern"] = _ts_query_disable_pattern = wasmExports2["ts_query_disable_pattern"];
    Module["_ts_tree_copy"] = _ts_tree_copy = wasmExports2["ts_tree_copy"];
    Module["_ts_tree_delete"] = _ts_tree_delete = wasmExports2["ts_tree_delete"];
    Module["_ts_init"] = _ts_init = wasmExports2["ts_init"];
    Module["_ts_parser_new_wasm"] = _ts_parser_new_wasm = wasmExports2["ts_parser_new_wasm"];
    Module["_ts_parser_enable_logger_wasm"] = _ts_parser_enable_logger_wasm = wasmExports2["ts_parser_enable_logger_wasm"];
    Module["_ts_parser_parse_wasm"] = _ts_parser_parse_wasm = wasmExports2["ts_parser_parse_wasm"];
    Module["_ts_parser_included_ranges_wasm"] = _ts_parser_included_ranges_wasm = wasmExports2["ts_parser_included_ranges_wasm"];
    Module["_ts_language_type_is_named_wasm"] = _ts_language_type_is_named_wasm = wasmExports2["ts_language_type_is_named_wasm"];
    Module["_ts_language_type_is_visible_wasm"] = _ts_language_type_is_visible_wasm = wasmExports2["ts_language_type_is_visible_wasm"];
    Module["_ts_language_metadata_wasm"] = _ts_language_metadata_wasm = wasmExports2["ts_language_metadata_wasm"];
    Module["_ts_language_supertypes_wasm"] = _ts_language_supertypes_wasm = wasmExports2["ts_language_supertypes_wasm"];
    Module["_ts_language_subtypes_wasm"] = _ts_language_subtypes_wasm = wasmExports2["ts_language_subtypes_wasm"];
    Module["_ts_tree_root_node_wasm"] = _ts_tree_root_node_wasm = wasmExports2["ts_tree_root_node_wasm"];
    Module["_ts_tree_root_node_with_offset_wasm"] = _ts_tree_root_node_with_offset_wasm = wasmExports2["ts_tree_root_node_with_offset_wasm"];
    Module["_ts_tree_edit_wasm"] = _ts_tree_edit_wasm = wasmExports2["ts_tree_edit_wasm"];
    Module["_ts_tree_included_ranges_wasm"] = _ts_tree_included_ranges_wasm = wasmExports2["ts_tree_included_ranges_wasm"];
    Module["_ts_tree_get_changed_ranges_wasm"] = _ts_tree_get_changed_ranges_wasm = wasmExports2["ts_tree_get_changed_ranges_wasm"];
    Module["_ts_tree_cursor_new_wasm"] = _ts_tree_cursor_new_wasm = wasmExports2["ts_tree_cursor_new_wasm"];
    Module["_ts_tree_cursor_copy_wasm"] = _ts_tree_cursor_copy_wasm = wasmExports2["ts_tree_cursor_copy_wasm"];
    Module["_ts_tree_cursor_delete_wasm"] = _ts_tree_cursor_delete_wasm = wasmExports2["ts_tree_cursor_delete_wasm"];
    Module["_ts_tree_cursor_reset_wasm"] = _ts_tree_cursor_reset_wasm = wasmExports2["ts_tree_cursor_reset_wasm"];
    Module["_ts_tree_cursor_reset_to_wasm"] = _ts_tree_cursor_reset_to_wasm = wasmExports2["ts_tree_cursor_reset_to_wasm"];
    Module["_ts_tree_cursor_goto_first_child_wasm"] = _ts_tree_cursor_goto_first_child_wasm = wasmExports2["ts_tree_cursor_goto_first_child_wasm"];
    Module["_ts_tree_cursor_goto_last_child_wasm"] = _ts_tree_cursor_goto_last_child_wasm = wasmExports2["ts_tree_cursor_goto_last_child_wasm"];
    Module["_ts_tree_cursor_goto_first_child_for_index_wasm"] = _ts_tree_cursor_goto_first_child_for_index_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_index_wasm"];
    Module["_ts_tree_cursor_goto_first_child_for_position_wasm"] = _ts_tree_cursor_goto_first_child_for_position_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_position_wasm"];
    Module["_ts_tree_cursor_goto_next_sibling_wasm"] = _ts_tree_cursor_goto_next_sibling_wasm = wasmExports2["ts_tree_cursor_goto_next_sibling_wasm"];
    Module["_ts_tree_cursor_goto_previous_sibling_wasm"] = _ts_tree_cursor_goto_previous_sibling_wasm = wasmExports2["ts_tree_cursor_goto_previous_sibling_wasm"];
    Module["_ts_tree_cursor_goto_descendant_wasm"] = _ts_tree_cursor_goto_descendant_wasm = wasmExports2["ts_tree_cursor_goto_descendant_wasm"];
    Module["_ts_tree_cursor_goto_parent_wasm"] = _ts_tree_cursor_goto_parent_wasm = wasmExports2["ts_tree_cursor_goto_parent_wasm"];
    Module["_ts_tree_cursor_current_node_type_id_wasm"] = _ts_tree_cursor_current_node_type_id_wasm = wasmExports2["ts_tree_cursor_current_node_type_id_wasm"];
    Module["_ts_tree_cursor_current_node_state_id_wasm"] = _ts_tree_cursor_current_node_state_id_wasm = wasmExports2["ts_tree_cursor_current_node_state_id_wasm"];
    Module["_ts_tree_cursor_current_node_is_named_wasm"] = _ts_tree_cursor_current_node_is_named_wasm = wasmExports2["ts_tree_cursor_current_node_is_named_wasm"];
    Module["_ts_tree_cursor_current_node_is_missing_wasm"] = _ts_tree_cursor_current_node_is_missing_wasm = wasmExports2["ts_tree_cursor_current_node_is_missing_wasm"];
    Module["_ts_tree_cursor_current_node_id_wasm"] = _ts_tree_cursor_current_node_id_wasm = wasmExports2["ts_tree_cursor_current_node_id_wasm"];
    Module["_ts_tree_cursor_start_position_wasm"] = _ts_tree_cursor_start_position_wasm = wasmExports2["ts_tree_cursor_start_position_wasm"];
    Module["_ts_tree_cursor_end_position_wasm"] = _ts_tree_cursor_end_position_wasm = wasmExports2["ts_tree_cursor_end_position_wasm"];
    Module["_ts_tree_cursor_start_index_wasm"] = _ts_tree_cursor_start_index_wasm = wasmExports2["ts_tree_cursor_start_index_wasm"];
    Module["_ts_tree_cursor_end_index_wasm"] = _ts_tree_cursor_end_index_wasm = wasmExports2["ts_tree_cursor_end_index_wasm"];
    Module["_ts_tree_cursor_current_field_id_wasm"] = _ts_tree_cursor_current_field_id_wasm = wasmExports2["ts_tree_cursor_current_field_id_wasm"];
    Module["_ts_tree_cursor_current_depth_wasm"] = _ts_tree_cursor_current_depth_wasm = wasmExports2["ts_tree_cursor_current_depth_wasm"];
    Module["_ts_tree_cursor_current_descendant_index_wasm"] = _ts_tree_cursor_current_descendant_index_wasm = wasmExports2["ts_tree_cursor_current_descendant_index_wasm"];
    Module["_ts_tree_cursor_current_node_wasm"] = _ts_tree_cursor_current_node_wasm = wasmExports2["ts_tree_cursor_current_node_wasm"];
    Module["_ts_node_symbol_wasm"] = _ts_node_symbol_wasm = wasmExports2["ts_node_symbol_wasm"];
    Module["_ts_node_field_name_for_child_wasm"] = _ts_node_field_name_for_child_wasm = wasmExports2["ts_node_field_name_for_child_wasm"];
    Module["_ts_node_field_name_for_named_child_wasm"] = _ts_node_field_name_for_named_child_wasm = wasmExports2["ts_node_field_name_for_named_child_wasm"];
    Module["_ts_node_children_by_field_id_wasm"] = _ts_node_children_by_field_id_wasm = wasmExports2["ts_node_children_by_field_id_wasm"];
    Module["_ts_node_first_child_for_byte_wasm"] = _ts_node_first_child_for_byte_wasm = wasmExports2["ts_node_first_child_for_byte_wasm"];
    Module["_ts_node_first_named_child_for_byte_wasm"] = _ts_node_first_named_child_for_byte_wasm = wasmExports2["ts_node_first_named_child_for_byte_wasm"];
    Module["_ts_node_grammar_symbol_wasm"] = _ts_node_grammar_symbol_wasm = wasmExports2["ts_node_grammar_symbol_wasm"];
    Module["_ts_node_child_count_wasm"] = _ts_node_child_count_wasm = wasmExports2["ts_node_child_count_wasm"];
    Module["_ts_node_named_child_count_wasm"] = _ts_node_named_child_count_wasm = wasmExports2["ts_node_named_child_count_wasm"];
    Module["_ts_node_child_wasm"] = _ts_node_child_wasm = wasmExports2["ts_node_child_wasm"];
    Module["_ts_node_named_child_wasm"] = _ts_node_named_child_wasm = wasmExports2["ts_node_named_child_wasm"];
    Module["_ts_node_child_by_field_id_wasm"] = _ts_node_child_by_field_id_wasm = wasmExports2["ts_node_child_by_field_id_wasm"];
    Module["_ts_node_next_sibling_wasm"] = _ts_node_next_sibling_wasm = wasmExports2["ts_node_next_sibling_wasm"];
    Module["_ts_node_prev_sibling_wasm"] = _ts_node_prev_sibling_wasm = wasmExports2["ts_node_prev_sibling_wasm"];
    Module["_ts_node_next_named_sibling_wasm"] = _ts_node_next_named_sibling_wasm = wasmExports2["ts_node_next_named_sibling_wasm"];
    Module["_ts_node_prev_named_sibling_wasm"] = _ts_node_prev_named_sibling_wasm = wasmExports2["ts_node_prev_named_sibling_wasm"];
    Module["_ts_node_descendant_count_wasm"] = _ts_node_descendant_count_wasm = wasmExports2["ts_node_descendant_count_wasm"];
    Module["_ts_node_parent_wasm"] = _ts_node_parent_wasm = wasmExports2["ts_node_parent_wasm"];
    Module["_ts_node_child_with_descendant_wasm"] = _ts_node_child_with_descendant_wasm = wasmExports2["ts_node_child_with_descendant_wasm"];
    Module["_ts_node_descendant_for_index_wasm"] = _ts_node_descendant_for_index_wasm = wasmExports2["ts_node_descendant_for_index_wasm"];
    Module["_ts_node_named_descendant_for_index_wasm"] = _ts_node_named_descendant_for_index_wasm = wasmExports2["ts_node_named_descendant_for_index_wasm"];
    Module["_ts_node_descendant_for_position_wasm"] = _ts_node_descendant_for_position_wasm = wasmExports2["ts_node_descendant_for_position_wasm"];
    Module["_ts_node_named_descendant_for_position_wasm"] = _ts_node_named_descendant_for_position_wasm = wasmExports2["ts_node_named_descendant_for_position_wasm"];
    Module["_ts_node_start_point_wasm"] = _ts_node_start_point_wasm = wasmExports2["ts_node_start_point_wasm"];
    Module["_ts_node_end_point_wasm"] = _ts_node_end_point_wasm = wasmExports2["ts_node_end_point_wasm"];
    Module["_ts_node_start_index_wasm"] = _ts_node_start_index_wasm = wasmExports2["ts_node_start_index_wasm"];
    Module["_ts_node_end_index_wasm"] = _ts_node_end_index_wasm = wasmExports2["ts_node_end_index_wasm"];
    Module["_ts_node_to_string_wasm"] = _ts_node_to_string_wasm = wasmExports2["ts_node_to_string_wasm"];
    Module["_ts_node_children_wasm"] = _ts_node_children_wasm = wasmExports2["ts_node_children_wasm"];
    Module["_ts_node_named_children_wasm"] = _ts_node_named_children_wasm = wasmExports2["ts_node_named_children_wasm"];
    Module["_ts_node_descendants_of_type_wasm"] = _ts_node_descendants_of_type_wasm = wasmExports2["ts_node_descendants_of_type_wasm"];
    Module["_ts_node_is_named_wasm"] = _ts_node_is_named_wasm = wasmExports2["ts_node_is_named_wasm"];
    Module["_ts_node_has_changes_wasm"] = _ts_node_has_changes_wasm = wasmExports2["ts_node_has_changes_wasm"];
    Module["_ts_node_has_error_wasm"] = _ts_node_has_error_wasm = wasmExports2["ts_node_has_error_wasm"];
    Module["_ts_node_is_error_wasm"] = _ts_node_is_error_wasm = wasmExports2["ts_node_is_error_wasm"];
    Module["_ts_node_is_missing_wasm"] = _ts_node_is_missing_wasm = wasmExports2["ts_node_is_missing_wasm"];
    Module["_ts_node_is_extra_wasm"] = _ts_node_is_extra_wasm = wasmExports2["ts_node_is_extra_wasm"];
    Module["_ts_node_parse_state_wasm"] = _ts_node_parse_state_wasm = wasmExports2["ts_node_parse_state_wasm"];
    Module["_ts_node_next_parse_state_wasm"] = _ts_node_next_parse_state_wasm = wasmExports2["ts_node_next_parse_state_wasm"];
    Module["_ts_query_matches_wasm"] = _ts_query_matches_wasm = wasmExports2["ts_query_matches_wasm"];
    Module["_ts_query_captures_wasm"] = _ts_query_captures_wasm = wasmExports2["ts_query_captures_wasm"];
    Module["_memset"] = _memset = wasmExports2["memset"];
    Module["_memcpy"] = _memcpy = wasmExports2["memcpy"];
    Module["_memmove"] = _memmove = wasmExports2["memmove"];
    Module["_iswalpha"] = _iswalpha = wasmExports2["iswalpha"];
    Module["_iswblank"] = _iswblank = wasmExports2["iswblank"];
    Module["_iswdigit"] = _iswdigit = wasmExports2["iswdigit"];
    Module["_iswlower"] = _iswlower = wasmExports2["iswlower"];
    Module["_iswpunct"] = _iswpunct = wasmExports2["iswpunct"];
    Module["_iswupper"] = _iswupper = wasmExports2["iswupper"];
    Module["_iswxdigit"] = _iswxdigit = wasmExports2["iswxdigit"];
    Module["_memchr"] = _memchr = wasmExports2["memchr"];
    Module["_strcmp"] = _strcmp = wasmExports2["strcmp"];
    Module["_strncat"] = _strncat = wasmExports2["strncat"];
    Module["_strncpy"] = _strncpy = wasmExports2["strncpy"];
    Module["_towlower"] = _towlower = wasmExports2["towlower"];
    Module["_towupper"] = _towupper = wasmExports2["towupper"];
    _setThrew = wasmExports2["setThrew"];
    __emscripten_stack_restore = wasmExports2["_emscripten_stack_restore"];
    __emscripten_stack_alloc = wasmExports2["_emscripten_stack_alloc"];
    _emscripten_stack_get_current = wasmExports2["emscripten_stack_get_current"];
    ___wasm_apply_data_relocs = wasmExports2["__wasm_apply_data_relocs"];
  }
  __name(assignWasmExports, "assignWasmExports");
  var wasmImports = {
    /** @export */
    __heap_base: ___heap_base,
    /** @export */
    __indirect_function_table: wasmTable,
    /** @export */
    __memory_base: ___memory_base,
    /** @export */
    __stack_high: ___stack_high,
    /** @export */
    __stack_low: ___stack_low,
    /** @export */
    __stack_pointer: ___stack_pointer,
    /** @export */
    __table_base: ___table_base,
    /** @export */
    _abort_js: __abort_js,
    /** @export */
    emscripten_resize_heap: _emscripten_resize_heap,
    /** @export */
    fd_close: _fd_close,
    /** @export */
    fd_seek: _fd_seek,
    /** @export */
    fd_write: _fd_write,
    /** @export */
    memory: wasmMemory,
    /** @export */
    tree_sitter_log_callback: _tree_sitter_log_callback,
    /** @export */
    tree_sitter_parse_callback: _tree_sitter_parse_callback,
    /** @export */
    tree_sitter_progress_callback: _tree_sitter_progress_callback,
    /** @export */
    tree_sitter_query_progress_callback: _tree_sitter_query_progress_callback
  };
  function callMain(args2 = []) {
    var entryFunction = resolveGlobalSymbol("main").sym;
    if (!entryFunction) return;
    args2.unshift(thisProgram);
    var argc = args2.length;
    var argv = stackAlloc((argc + 1) * 4);
    var argv_ptr = argv;
    args2.forEach((arg) => {
      LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, stringToUTF8OnStack(arg));
      argv_ptr += 4;
    });
    LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, 0);
    try {
      var ret = entryFunction(argc, argv);
      exitJS(
        ret,
        /* implicit = */
        true
      );
      return ret;
    } catch (e) {
      return handleException(e);
    }
  }
  __name(callMain, "callMain");
  function run(args2 = arguments_) {
    if (runDependencies > 0) {
      dependenciesFulfilled = run;
      return;
    }
    preRun();
    if (runDependencies > 0) {
      dependenciesFulfilled = run;
      return;
    }
    function doRun() {
      Module["calledRun"] = true;
      if (ABORT) return;
      initRuntime();
      preMain();
      readyPromiseResolve?.(Module);
      Module["onRuntimeInitialized"]?.();
      var noInitialRun = Module["noInitialRun"] || false;
      if (!noInitialRun) callMain(args2);
      postRun();
    }
    __name(doRun, "doRun");
    if (Module["setStatus"]) {
      Module["setStatus"]("Running...");
      setTimeout(() => {
        setTimeout(() => Module["setStatus"](""), 1);
        doRun();
      }, 1);
    } else {
      doRun();
    }
  }
  __name(run, "run");
  var wasmExports;
  wasmExports = await createWasm();
  run();
  if (runtimeInitialized) {
    moduleRtn = Module;
  } else {
    moduleRtn = new Promise((resolve, reject) => {
      readyPromiseResolve = resolve;
      readyPromiseReject = reject;
    });
  }
  return moduleRtn;
}
__name(Module2, "Module");
var web_tree_sitter_default = Module2;

// src/bindings.ts
var Module3 = null;
async function initializeBinding(moduleOptions) {
  return Module3 ??= await web_tree_sitter_default(moduleOptions);
}
__name(initializeBinding, "initializeBinding");
function checkModule() {
  return !!Module3;
}
__name(checkModule, "checkModule");

// src/parser.ts
var TRANSFER_BUFFER;
var LANGUAGE_VERSION;
var MIN_COMPATIBLE_VERSION;
var finalizer4 = newFinalizer((addresses) => {
  C._ts_parser_delete(addresses[0]);
  C._free(addresses[1]);
});
var Parser = class {
  static {
    __name(this, "Parser");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  [1] = 0;
  // Internal handle for Wasm
  /** @internal */
  logCallback = null;
  /** The parser's current language. */
  language = null;
  /**
   * This must always be called before creating a Parser.
   *
   * You can optionally pass in options to configure the Wasm module, the most common
   * one being `locateFile` to help the module find the `.wasm` file.
   */
  static async init(moduleOptions) {
    setModule(await initializeBinding(moduleOptions));
    TRANSFER_BUFFER = C._ts_init();
    LANGUAGE_VERSION = C.getValue(TRANSFER_BUFFER, "i32");
    MIN_COMPATIBLE_VERSION = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /**
   * Create a new parser.
   */
  constructor() {
    this.initialize();
    finalizer4?.register(this, [this[0], this[1]], this);
  }
  /** @internal */
  initialize() {
    if (!checkModule()) {
      throw new Error("cannot construct a Parser before calling `init()`");
    }
    C._ts_parser_new_wasm();
    this[0] = C.getValue(TRANSFER_BUFFER, "i32");
    this[1] = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /** Delete the parser, freeing its resources. */
  delete() {
    finalizer4?.unregister(this);
    C._ts_parser_delete(this[0]);
    C._free(this[1]);
    this[0] = 0;
    this[1] = 0;
  }
  /**
   * Set the language that the parser should use for parsing.
   *
   * If the language was not successfully assigned, an error will be thrown.
   * This happens if the language was generated with an incompatible
   * version of the Tree-sitter CLI. Check the language's version using
   * {@link Language#version} and compare it to this library's
   * {@link LANGUAGE_VERSION} and {@link MIN_COMPATIBLE_VERSION} constants.
   */
  setLanguage(language) {
    let address;
    if (!language) {
      address = 0;
      this.language = null;
    } else if (language.constructor === Language) {
      address = language[0];
      const version = C._ts_language_abi_version(address);
      if (version < MIN_COMPATIBLE_VERSION || LANGUAGE_VERSION < version) {
        throw new Error(
          `Incompatible language version ${version}. Compatibility range ${MIN_COMPATIBLE_VERSION} through ${LANGUAGE_VERSION}.`
        );
      }
      this.language = language;
    } else {
      throw new Error("Argument must be a Language");
    }
    C._ts_parser_set_language(this[0], address);
    return this;
  }
  /**
   * Parse a slice of UTF8 text.
   *
   * @param {string | ParseCallback} callback - The UTF8-encoded text to parse or a callback function.
   *
   * @param {Tree | null} [oldTree] - A previous syntax tree parsed from the same document. If the text of the
   *   document has changed since `oldTree` was created, then you must edit `oldTree` to match
   *   the new text using {@link Tree#edit}.
   *
   * @param {ParseOptions} [options] - Options for parsing the text.
   *  This can be used to set the included ranges, or a progress callback.
   *
   * @returns {Tree | null} A {@link Tree} if parsing succeeded, or `null` if:
   *  - The parser has not yet had a language assigned with {@link Parser#setLanguage}.
   *  - The progress callback returned true.
   */
  parse(callback, oldTree, options) {
    if (typeof callback === "string") {
      C.currentParseCallback = (index) => callback.slice(index);
    } else if (typeof callback === "function") {
      C.currentParseCallback = callback;
    } else {
      throw new Error("Argument must be a string or a function");
    }
    if (options?.progressCallback) {
      C.currentProgressCallback = options.progressCallback;
    } else {
      C.currentProgressCallback = null;
    }
    if (this.logCallback) {
      C.currentLogCallback = this.logCallback;
      C._ts_parser_enable_logger_wasm(this[0], 1);
    } else {
      C.currentLogCallback = null;
      C._ts_parser_enable_logger_wasm(this[0], 0);
    }
    let rangeCount = 0;
    let rangeAddress = 0;
    if (options?.includedRanges) {
      rangeCount = options.includedRanges.length;
      rangeAddress = C._calloc(rangeCount, SIZE_OF_RANGE);
      let address = rangeAddress;
      for (let i2 = 0; i2 < rangeCount; i2++) {
        marshalRange(address, options.includedRanges[i2]);
        address += SIZE_OF_RANGE;
      }
    }
    const treeAddress = C._ts_parser_parse_wasm(
      this[0],
      this[1],
      oldTree ? oldTree[0] : 0,
      rangeAddress,
      rangeCount
    );
    if (!treeAddress) {
      C.currentParseCallback = null;
      C.currentLogCallback = null;
      C.currentProgressCallback = null;
      return null;
    }
    if (!this.language) {
      throw new Error("Parser must have a language to parse");
    }
    const result = new Tree(INTERNAL, treeAddress, this.language, C.currentParseCallback);
    C.currentParseCallback = null;
    C.currentLogCallback = null;
    C.currentProgressCallback = null;
    return result;
  }
  /**
   * Instruct the parser to start the next parse from the beginning.
   *
   * If the parser previously failed because of a callback, 
   * then by default, it will resume where it left off on the
   * next call to {@link Parser#parse} or other parsing functions.
   * If you don't want to resume, and instead intend to use this parser to
   * parse some other document, you must call `reset` first.
   */
  reset() {
    C._ts_parser_reset(this[0]);
  }
  /** Get the ranges of text that the parser will include when parsing. */
  getIncludedRanges() {
    C._ts_parser_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Set the logging callback that a parser should use during parsing. */
  setLogger(callback) {
    if (!callback) {
      this.logCallback = null;
    } else if (typeof callback !== "function") {
      throw new Error("Logger callback must be a function");
    } else {
      this.logCallback = callback;
    }
    return this;
  }
  /** Get the parser's current logger. */
  getLogger() {
    return this.logCallback;
  }
};

// src/query.ts
var PREDICATE_STEP_TYPE_CAPTURE = 1;
var PREDICATE_STEP_TYPE_STRING = 2;
var QUERY_WORD_REGEX = /[\w-]+/g;
var CaptureQuantifier = {
  Zero: 0,
  ZeroOrOne: 1,
  ZeroOrMore: 2,
  One: 3,
  OneOrMore: 4
};
var isCaptureStep = /* @__PURE__ */ __name((step) => step.type === "capture", "isCaptureStep");
var isStringStep = /* @__PURE__ */ __name((step) => step.type === "string", "isStringStep");
var QueryErrorKind = {
  Syntax: 1,
  NodeName: 2,
  FieldName: 3,
  CaptureName: 4,
  PatternStructure: 5
};
var QueryError = class _QueryError extends Error {
  constructor(kind, info2, index, length) {
    super(_QueryError.formatMessage(kind, info2));
    this.kind = kind;
    this.info = info2;
    this.index = index;
    this.length = length;
    this.name = "QueryError";
  }
  kind;
  info;
  index;
  length;
  static {
    __name(this, "QueryError");
  }
  /** Formats an error message based on the error kind and info */
  static formatMessage(kind, info2) {
    switch (kind) {
      case QueryErrorKind.NodeName:
        return `Bad node name '${info2.word}'`;
      case QueryErrorKind.FieldName:
        return `Bad field name '${info2.word}'`;
      case QueryErrorKind.CaptureName:
        return `Bad capture name @${info2.word}`;
      case QueryErrorKind.PatternStructure:
        return `Bad pattern structure at offset ${info2.suffix}`;
      case QueryErrorKind.Syntax:
        return `Bad syntax at offset ${info2.suffix}`;
    }
  }
};
function parseAnyPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}`
    );
  }
  if (!isCaptureStep(steps[1])) {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}"`
    );
  }
  const isPositive = operator === "eq?" || operator === "any-eq?";
  const matchAll = !operator.startsWith("any-");
  if (isCaptureStep(steps[2])) {
    const captureName1 = steps[1].name;
    const captureName2 = steps[2].name;
    textPredicates[index].push((captures) => {
      const nodes1 = [];
      const nodes2 = [];
      for (const c of captures) {
        if (c.name === captureName1) nodes1.push(c.node);
        if (c.name === captureName2) nodes2.push(c.node);
      }
      const compare = /* @__PURE__ */ __name((n1, n2, positive) => {
        return positive ? n1.text === n2.text : n1.text !== n2.text;
      }, "compare");
      return matchAll ? nodes1.every((n1) => nodes2.some((n2) => compare(n1, n2, isPositive))) : nodes1.some((n1) => nodes2.some((n2) => compare(n1, n2, isPositive)));
    });
  } else {
    const captureName = steps[1].name;
    const stringValue = steps[2].value;
    const matches = /* @__PURE__ */ __name((n) => n.text === stringValue, "matches");
    const doesNotMatch = /* @__PURE__ */ __name((n) => n.text !== stringValue, "doesNotMatch");
    textPredicates[index].push((captures) => {
      const nodes = [];
      for (const c of captures) {
        if (c.name === captureName) nodes.push(c.node);
      }
      const test = isPositive ? matches : doesNotMatch;
      return matchAll ? nodes.every(test) : nodes.some(test);
    });
  }
}
__name(parseAnyPredicate, "parseAnyPredicate");
function parseMatchPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  if (steps[2].type !== "string") {
    throw new Error(
      `Second argument of \`#${operator}\` predicate must be a string. Got @${steps[2].name}.`
    );
  }
  const isPositive = operator === "match?" || operator === "any-match?";
  const matchAll = !operator.startsWith("any-");
  const captureName = steps[1].name;
  const regex = new RegExp(steps[2].value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    const test = /* @__PURE__ */ __name((text, positive) => {
      return positive ? regex.test(text) : !regex.test(text);
    }, "test");
    if (nodes.length === 0) return !isPositive;
    return matchAll ? nodes.every((text) => test(text, isPositive)) : nodes.some((text) => test(text, isPositive));
  });
}
__name(parseMatchPredicate, "parseMatchPredicate");
function parseAnyOfPredicate(steps, index, operator, textPredicates) {
  if (steps.length < 2) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected at least 1. Got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  const isPositive = operator === "any-of?";
  const captureName = steps[1].name;
  const stringSteps = steps.slice(2);
  if (!stringSteps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const values = stringSteps.map((s) => s.value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    if (nodes.length === 0) return !isPositive;
    return nodes.every((text) => values.includes(text)) === isPositive;
  });
}
__name(parseAnyOfPredicate, "parseAnyOfPredicate");
function parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`
    );
  }
  if (!steps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const properties = operator === "is?" ? assertedProperties : refutedProperties;
  if (!properties[index]) properties[index] = {};
  properties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseIsPredicate, "parseIsPredicate");
function parseSetDirective(steps, index, setProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(`Wrong number of arguments to \`#set!\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`);
  }
  if (!steps.every(isStringStep)) {
    throw new Error(`Arguments to \`#set!\` predicate must be strings.".`);
  }
  if (!setProperties[index]) setProperties[index] = {};
  setProperties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseSetDirective, "parseSetDirective");
function parsePattern(index, stepType, stepValueId, captureNames, stringValues, steps, textPredicates, predicates, setProperties, assertedProperties, refutedProperties) {
  if (stepType === PREDICATE_STEP_TYPE_CAPTURE) {
    const name2 = captureNames[stepValueId];
    steps.push({ type: "capture", name: name2 });
  } else if (stepType === PREDICATE_STEP_TYPE_STRING) {
    steps.push({ type: "string", value: stringValues[stepValueId] });
  } else if (steps.length > 0) {
    if (steps[0].type !== "string") {
      throw new Error("Predicates must begin with a literal value");
    }
    const operator = steps[0].value;
    switch (operator) {
      case "any-not-eq?":
      case "not-eq?":
      case "any-eq?":
      case "eq?":
        parseAnyPredicate(steps, index, operator, textPredicates);
        break;
      case "any-not-match?":
      case "not-match?":
      case "any-match?":
      case "match?":
        parseMatchPredicate(steps, index, operator, textPredicates);
        break;
      case "not-any-of?":
      case "any-of?":
        parseAnyOfPredicate(steps, index, operator, textPredicates);
        break;
      case "is?":
      case "is-not?":
        parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties);
        break;
      case "set!":
        parseSetDirective(steps, index, setProperties);
        break;
      default:
        predicates[index].push({ operator, operands: steps.slice(1) });
    }
    steps.length = 0;
  }
}
__name(parsePattern, "parsePattern");
function indexForByteOffset(source, byteOffset) {
  return new TextEncoder().encodeInto(source, new Uint8Array(byteOffset)).read;
}
__name(indexForByteOffset, "indexForByteOffset");
var finalizer5 = newFinalizer((address) => {
  C._ts_query_delete(address);
});
var Query = class {
  static {
    __name(this, "Query");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  exceededMatchLimit;
  /** @internal */
  textPredicates;
  /** @internal */
  source;
  /** The names of the captures used in the query. */
  captureNames;
  /** The quantifiers of the captures used in the query. */
  captureQuantifiers;
  /**
   * The other user-defined predicates associated with the given index.
   *
   * This includes predicates with operators other than:
   * - `match?`
   * - `eq?` and `not-eq?`
   * - `any-of?` and `not-any-of?`
   * - `is?` and `is-not?`
   * - `set!`
   */
  predicates;
  /** The properties for predicates with the operator `set!`. */
  setProperties;
  /** The properties for predicates with the operator `is?`. */
  assertedProperties;
  /** The properties for predicates with the operator `is-not?`. */
  refutedProperties;
  /** The maximum number of in-progress matches for this cursor. */
  matchLimit;
  /**
   * Create a new query from a string containing one or more S-expression
   * patterns.
   *
   * The query is associated with a particular language, and can only be run
   * on syntax nodes parsed with that language. References to Queries can be
   * shared between multiple threads.
   *
   * @link {@see https://tree-sitter.github.io/tree-sitter/using-parsers/queries}
   */
  constructor(language, source) {
    const sourceLength = C.lengthBytesUTF8(source);
    const sourceAddress = C._malloc(sourceLength + 1);
    C.stringToUTF8(source, sourceAddress, sourceLength + 1);
    const address = C._ts_query_new(
      language[0],
      sourceAddress,
      sourceLength,
      TRANSFER_BUFFER,
      TRANSFER_BUFFER + SIZE_OF_INT
    );
    if (!address) {
      const errorId = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      const errorByte = C.getValue(TRANSFER_BUFFER, "i32");
      const errorIndex = C.UTF8ToString(sourceAddress, errorByte).length;
      const suffix = source.slice(errorIndex, errorIndex + 100).split("\n")[0];
      const word = suffix.match(QUERY_WORD_REGEX)?.[0] ?? "";
      C._free(sourceAddress);
      switch (errorId) {
        case QueryErrorKind.Syntax:
          throw new QueryError(QueryErrorKind.Syntax, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
        case QueryErrorKind.NodeName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.FieldName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.CaptureName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.PatternStructure:
          throw new QueryError(errorId, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
      }
    }
    const stringCount = C._ts_query_string_count(address);
    const captureCount = C._ts_query_capture_count(address);
    const patternCount = C._ts_query_pattern_count(address);
    const captureNames = new Array(captureCount);
    const captureQuantifiers = new Array(patternCount);
    const stringValues = new Array(stringCount);
    for (let i2 = 0; i2 < captureCount; i2++) {
      const nameAddress = C._ts_query_capture_name_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      captureNames[i2] = C.UTF8ToString(nameAddress, nameLength);
    }
    for (let i2 = 0; i2 < patternCount; i2++) {
      const captureQuantifiersArray = new Array(captureCount);
      for (let j = 0; j < captureCount; j++) {
        const quantifier = C._ts_query_capture_quantifier_for_id(address, i2, j);
        captureQuantifiersArray[j] = quantifier;
      }
      captureQuantifiers[i2] = captureQuantifiersArray;
    }
    for (let i2 = 0; i2 < stringCount; i2++) {
      const valueAddress = C._ts_query_string_value_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      stringValues[i2] = C.UTF8ToString(valueAddress, nameLength);
    }
    const setProperties = new Array(patternCount);
    const assertedProperties = new Array(patternCount);
    const refutedProperties = new Array(patternCount);
    const predicates = new Array(patternCount);
    const textPredicates = new Array(patternCount);
    for (let i2 = 0; i2 < patternCount; i2++) {
      const predicatesAddress = C._ts_query_predicates_for_pattern(address, i2, TRANSFER_BUFFER);
      const stepCount = C.getValue(TRANSFER_BUFFER, "i32");
      predicates[i2] = [];
      textPredicates[i2] = [];
      const steps = new Array();
      let stepAddress = predicatesAddress;
      for (let j = 0; j < stepCount; j++) {
        const stepType = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        const stepValueId = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        parsePattern(
          i2,
          stepType,
          stepValueId,
          captureNames,
          stringValues,
          steps,
          textPredicates,
          predicates,
          setProperties,
          assertedProperties,
          refutedProperties
        );
      }
      Object.freeze(textPredicates[i2]);
      Object.freeze(predicates[i2]);
      Object.freeze(setProperties[i2]);
      Object.freeze(assertedProperties[i2]);
      Object.freeze(refutedProperties[i2]);
    }
    C._free(sourceAddress);
    this[0] = address;
    this.captureNames = captureNames;
    this.captureQuantifiers = captureQuantifiers;
    this.textPredicates = textPredicates;
    this.source = source;
    this.predicates = predicates;
    this.setProperties = setProperties;
    this.assertedProperties = assertedProperties;
    this.refutedProperties = refutedProperties;
    this.exceededMatchLimit = false;
    finalizer5?.register(this, address, this);
  }
  /** Delete the query, freeing its resources. */
  delete() {
    finalizer5?.unregister(this);
    C._ts_query_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Iterate over all of the matches in the order that they were found.
   *
   * Each match contains the index of the pattern that matched, and a list of
   * captures. Because multiple patterns can match the same set of nodes,
   * one match may contain captures that appear *before* some of the
   * captures from a previous match.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  matches(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
    const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
    const startContainingIndex = options.startContainingIndex ?? 0;
    const endContainingIndex = options.endContainingIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
      throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
    }
    if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
      throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_matches_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      startContainingPosition.row,
      startContainingPosition.column,
      endContainingPosition.row,
      endContainingPosition.column,
      startContainingIndex,
      endContainingIndex,
      matchLimit,
      maxStartDepth
    );
    const rawCount = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array(rawCount);
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    let filteredCount = 0;
    let address = startAddress;
    for (let i2 = 0; i2 < rawCount; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captures = new Array(captureCount);
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        result[filteredCount] = { patternIndex, captures };
        const setProperties = this.setProperties[patternIndex];
        result[filteredCount].setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        result[filteredCount].assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        result[filteredCount].refutedProperties = refutedProperties;
        filteredCount++;
      }
    }
    result.length = filteredCount;
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /**
   * Iterate over all of the individual captures in the order that they
   * appear.
   *
   * This is useful if you don't care about which pattern matched, and just
   * want a single, ordered sequence of captures.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  captures(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
    const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
    const startContainingIndex = options.startContainingIndex ?? 0;
    const endContainingIndex = options.endContainingIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
      throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
    }
    if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
      throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_captures_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      startContainingPosition.row,
      startContainingPosition.column,
      endContainingPosition.row,
      endContainingPosition.column,
      startContainingIndex,
      endContainingIndex,
      matchLimit,
      maxStartDepth
    );
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array();
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    const captures = new Array();
    let address = startAddress;
    for (let i2 = 0; i2 < count; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      captures.length = captureCount;
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        const capture = captures[captureIndex];
        const setProperties = this.setProperties[patternIndex];
        capture.setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        capture.assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        capture.refutedProperties = refutedProperties;
        result.push(capture);
      }
    }
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /** Get the predicates for a given pattern. */
  predicatesForPattern(patternIndex) {
    return this.predicates[patternIndex];
  }
  /**
   * Disable a certain capture within a query.
   *
   * This prevents the capture from being returned in matches, and also
   * avoids any resource usage associated with recording the capture.
   */
  disableCapture(captureName) {
    const captureNameLength = C.lengthBytesUTF8(captureName);
    const captureNameAddress = C._malloc(captureNameLength + 1);
    C.stringToUTF8(captureName, captureNameAddress, captureNameLength + 1);
    C._ts_query_disable_capture(this[0], captureNameAddress, captureNameLength);
    C._free(captureNameAddress);
  }
  /**
   * Disable a certain pattern within a query.
   *
   * This prevents the pattern from matching, and also avoids any resource
   * usage associated with the pattern. This throws an error if the pattern
   * index is out of bounds.
   */
  disablePattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    C._ts_query_disable_pattern(this[0], patternIndex);
  }
  /**
   * Check if, on its last execution, this cursor exceeded its maximum number
   * of in-progress matches.
   */
  didExceedMatchLimit() {
    return this.exceededMatchLimit;
  }
  /** Get the index where the given pattern starts in the query's source. */
  startIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    const byteOffset = C._ts_query_start_byte_for_pattern(this[0], patternIndex);
    return indexForByteOffset(this.source, byteOffset);
  }
  /** Get the index where the given pattern ends in the query's source. */
  endIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    const byteOffset = C._ts_query_end_byte_for_pattern(this[0], patternIndex);
    return indexForByteOffset(this.source, byteOffset);
  }
  /** Get the number of patterns in the query. */
  patternCount() {
    return C._ts_query_pattern_count(this[0]);
  }
  /** Get the index for a given capture name. */
  captureIndexForName(captureName) {
    return this.captureNames.indexOf(captureName);
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternRooted(patternIndex) {
    return C._ts_query_is_pattern_rooted(this[0], patternIndex) === 1;
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternNonLocal(patternIndex) {
    return C._ts_query_is_pattern_non_local(this[0], patternIndex) === 1;
  }
  /**
   * Check if the step at the given index in the query's source is 'definite'.
   *
   * A query step is 'definite' if its parent pattern will be guaranteed to
   * match successfully once it reaches the step.
   */
  isPatternGuaranteedAtStep(index) {
    const byteOffset = C.lengthBytesUTF8(this.source.slice(0, index));
    return C._ts_query_is_pattern_guaranteed_at_step(this[0], byteOffset) === 1;
  }
};

//# sourceMappingURL=web-tree-sitter.js.map


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/publicPath */
/******/ (() => {
/******/ 	var scriptUrl;
/******/ 	if (typeof import.meta.url === "string") scriptUrl = import.meta.url
/******/ 	// When supporting browsers where an automatic publicPath is not supported you must specify an output.publicPath manually via configuration
/******/ 	// or pass an empty string ("") and set the __webpack_public_path__ variable from your code to use your own logic.
/******/ 	if (!scriptUrl) throw new Error("Automatic publicPath is not supported in this browser");
/******/ 	scriptUrl = scriptUrl.replace(/#.*$/, "").replace(/\?.*$/, "").replace(/\/[^\/]+$/, "/");
/******/ 	__nccwpck_require__.p = scriptUrl;
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	__nccwpck_require__.b = new URL("./", import.meta.url);
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	// no install chunk
/******/ 	
/******/ 	// no chunk on demand loading
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  dc: () => (/* reexport */ EXIT),
  dz: () => (/* reexport */ InputError),
  q7: () => (/* reexport */ decideGate),
  _3: () => (/* binding */ lib_evaluate),
  Z9: () => (/* reexport */ loadConfig),
  o4: () => (/* reexport */ parseConfig),
  MM: () => (/* reexport */ parseReport),
  VC: () => (/* reexport */ parseReportText),
  Gc: () => (/* reexport */ renderMarkdown),
  bF: () => (/* reexport */ renderTerminal),
  ak: () => (/* reexport */ runCli)
});

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_namespaceObject);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __nccwpck_require__(8815);
;// CONCATENATED MODULE: ./src/errors.ts
/**
 * An error caused by the user's input (config, files, models, data), thrown
 * where that input is judged: the CLI prints its message as one line and
 * exits 2; the action fails the step with it. Anything else that escapes the
 * pipeline is a bug in MetaCompress (the CLI exits 3 and asks for a report).
 */
class InputError extends Error {
    name = 'InputError';
}
/** What an internal error asks of the user, after its message. */
const BUG_REPORT_HINT = 'this is a bug in MetaCompress, not in your input: please report it on the issue tracker of the repository you installed it from, with this message and the stack that METACOMPRESS_DEBUG=1 prints';
/** The message of any thrown value, on one line. */
function oneLine(error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.replace(/\s*\n\s*/g, ' ').trim();
}
/**
 * The error with `prefix` before its message, of the same class: an
 * InputError stays one, anything else stays an internal error. The original
 * is kept as `cause`.
 */
function withContext(prefix, error) {
    const message = `${prefix}: ${oneLine(error)}`;
    return error instanceof InputError
        ? new InputError(message, { cause: error })
        : new Error(message, { cause: error });
}

;// CONCATENATED MODULE: ./src/gate/types.ts
const DEFAULT_CEILINGS = {
    MR1: 0.1,
    MR2: 0.15,
    MR3: 0.15,
    MR4: 0.25,
};

;// CONCATENATED MODULE: ./src/relations/paired/paired-options.ts

const DEFAULT_PAIRED_OPTIONS = { alpha: 0.05, minEffect: 0.01 };
/**
 * Default of `gate.baseline-max-age-days`. A baseline is the base branch's
 * last report; after a month the base branch has usually moved (models,
 * data, thresholds), so the comparison is still made but flagged.
 */
const DEFAULT_BASELINE_MAX_AGE_DAYS = 30;
const PAIRED_KEYS = ['alpha', 'min-effect'];
function isOff(value) {
    return value === null || value === false || value === 'off';
}
function describe(value) {
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object' && value !== null)
        return 'a mapping';
    return JSON.stringify(value) ?? String(value);
}
function fraction(raw, key, where, fallback, range) {
    const value = raw[key];
    if (value === undefined)
        return fallback;
    const allowed = `a number in ${range.minIncluded ? '[' : '('}${range.min}, 1)`;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
        throw new InputError(`${where}.${key}: got ${describe(value)}; allowed: ${allowed}`);
    }
    const tooLow = range.minIncluded ? value < range.min : value <= range.min;
    if (tooLow || value >= 1) {
        throw new InputError(`${where}.${key}: ${value} is out of range; allowed: ${allowed}`);
    }
    return value;
}
/**
 * Reads the `gate.paired` value of a parsed config.
 *
 * @param raw - the value under the key: undefined (absent: defaults), `off`,
 *   false or null (paired test off), or a mapping with `alpha` and/or
 *   `min-effect`.
 * @param where - the key's dotted path, for messages.
 * @returns the options, or null when the paired test is off.
 * @throws InputError naming the key, the bad value and what is allowed, for
 *   a value of the wrong kind, a number out of range, or an unknown key.
 *
 * @example
 * parsePairedOptions(undefined);             // { alpha: 0.05, minEffect: 0.01 }
 * parsePairedOptions({ 'min-effect': 0.02 }); // { alpha: 0.05, minEffect: 0.02 }
 * parsePairedOptions('off');                 // null
 */
function parsePairedOptions(raw, where = 'gate.paired') {
    if (raw === undefined)
        return { ...DEFAULT_PAIRED_OPTIONS };
    if (isOff(raw))
        return null;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        throw new InputError(`${where}: got ${describe(raw)}; allowed: off, or a mapping with ${PAIRED_KEYS.join(', ')}`);
    }
    const mapping = raw;
    for (const key of Object.keys(mapping)) {
        if (!PAIRED_KEYS.includes(key)) {
            throw new InputError(`${where}.${key}: unknown key; allowed: ${PAIRED_KEYS.join(', ')}`);
        }
    }
    return {
        alpha: fraction(mapping, 'alpha', where, DEFAULT_PAIRED_OPTIONS.alpha, {
            min: 0,
            minIncluded: false,
        }),
        minEffect: fraction(mapping, 'min-effect', where, DEFAULT_PAIRED_OPTIONS.minEffect, {
            min: 0,
            minIncluded: true,
        }),
    };
}
/**
 * Reads `gate.baseline-max-age-days`: undefined gives the default (30), `off`,
 * false or null give null (never warn), otherwise a number > 0 (fractions of
 * a day allowed).
 *
 * @throws InputError naming the key, the bad value and what is allowed.
 *
 * @example
 * parseBaselineMaxAgeDays(undefined); // 30
 * parseBaselineMaxAgeDays(7);         // 7
 * parseBaselineMaxAgeDays('off');     // null
 */
function parseBaselineMaxAgeDays(raw, where = 'gate.baseline-max-age-days') {
    if (raw === undefined)
        return DEFAULT_BASELINE_MAX_AGE_DAYS;
    if (isOff(raw))
        return null;
    if (typeof raw !== 'number' || !Number.isFinite(raw) || raw <= 0) {
        throw new InputError(`${where}: got ${describe(raw)}; allowed: a number of days > 0, or off`);
    }
    return raw;
}
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The warning to give when the baseline report is older than the allowed
 * age, or null when it is not (or the check is off).
 *
 * Age = now − createdAt; a baseline dated in the future (clock skew) has age
 * 0. A baseline exactly maxAgeDays old is not yet too old.
 *
 * @param createdAt - the baseline report's `createdAt`, an ISO 8601 date-time.
 * @param now - the current time (passed in, so that this stays pure).
 * @param maxAgeDays - from {@link parseBaselineMaxAgeDays}; null = never warn.
 * @throws InputError when createdAt is not a date-time.
 *
 * @example
 * baselineAgeWarning('2025-01-01T00:00:00.000Z', new Date('2025-02-15T12:00:00.000Z'), 30);
 * // 'the baseline report is 45.5 days old (created 2025-01-01T00:00:00.000Z), older than
 * //  gate.baseline-max-age-days 30; rerun the base branch to refresh it'
 */
function baselineAgeWarning(createdAt, now, maxAgeDays) {
    const created = typeof createdAt === 'string' ? Date.parse(createdAt) : NaN;
    if (Number.isNaN(created)) {
        throw new InputError(`baseline report: createdAt is ${describe(createdAt)}; expected an ISO 8601 date-time`);
    }
    if (maxAgeDays === null)
        return null;
    const ageDays = Math.max(0, now.getTime() - created) / DAY_MS;
    if (ageDays <= maxAgeDays)
        return null;
    return (`the baseline report is ${ageDays.toFixed(1)} days old (created ${createdAt}), older than ` +
        `gate.baseline-max-age-days ${maxAgeDays}; rerun the base branch to refresh it`);
}

;// CONCATENATED MODULE: ./src/relations/types.ts
/**
 * Shared shapes of the numeric core. Everything here is plain data so that a
 * Report can be serialised to JSON and read back without loss.
 */
const DEFAULT_RELATIONS = {
    epsilon: 0.1,
    tau: 0.9,
    delta3: 0,
    bins: 10,
    nMin: 10,
    delta4: 0.1,
};

;// CONCATENATED MODULE: ./src/transforms/kinds.ts
/**
 * The names of the transformations and languages, as configuration spells
 * them. A leaf module: the config loader checks names here without loading
 * the grammars (web-tree-sitter) that the transforms index pulls in.
 */

const TRANSFORM_KINDS = [
    'rename-locals',
    'dead-code',
    'swap-operands',
    'loop-rewrite',
];
/**
 * Validates a transformation name from configuration.
 * @throws InputError naming the bad value and the allowed ones.
 */
function parseTransformKind(kind) {
    if (TRANSFORM_KINDS.includes(kind))
        return kind;
    throw new InputError(`transforms: kind ${JSON.stringify(kind)} is not supported; ` +
        `allowed: ${TRANSFORM_KINDS.join(', ')}`);
}
const TRANSFORM_LANGUAGES = ['c', 'java'];
/**
 * Validates a language name from configuration.
 * @throws InputError naming the bad value and the allowed ones.
 */
function parseTransformLanguage(language) {
    if (TRANSFORM_LANGUAGES.includes(language)) {
        return language;
    }
    throw new InputError(`transforms: language ${JSON.stringify(language)} is not supported; ` +
        `allowed: ${TRANSFORM_LANGUAGES.join(', ')}`);
}

;// CONCATENATED MODULE: ./src/config/types.ts
const TASKS = ['vulnerability-prediction', 'clone-detection', 'classification'];
const DATASET_FORMATS = ['jsonl', 'codexglue-bcb', 'devign'];
const PAIR_MODES = ['concat-blocks', 'sequence-pair'];
const OUTPUT_KINDS = ['softmax', 'sigmoid', 'probabilities'];
const DEFAULT_ATTACK = {
    queries: 100,
    maxInputs: 100,
    timeBudgetSeconds: 600,
    candidates: 200,
    maxRelativeDegradation: 1,
};
const DEFAULT_MAX_FLIP_RATE_RATIO = 2;

;// CONCATENATED MODULE: ./src/config/load.ts










/**
 * A view of one mapping in the raw config that remembers its dotted path, so
 * every message names the key, the bad value and what is allowed; and which
 * keys were read, so unknown keys can be named.
 */
class Section {
    raw;
    where;
    seen = new Set();
    constructor(raw, where) {
        this.raw = raw;
        this.where = where;
    }
    static of(value, where) {
        if (value === undefined || value === null)
            return new Section({}, where);
        if (typeof value !== 'object' || Array.isArray(value)) {
            throw new InputError(`${where}: expected a mapping of keys, got ${load_describe(value)}`);
        }
        return new Section(value, where);
    }
    key(name) {
        return this.where ? `${this.where}.${name}` : name;
    }
    has(name) {
        return this.raw[name] !== undefined && this.raw[name] !== null;
    }
    get(name) {
        this.seen.add(name);
        return this.raw[name];
    }
    section(name) {
        return Section.of(this.get(name), this.key(name));
    }
    string(name, fallback) {
        const value = this.get(name);
        if (value === undefined || value === null)
            return fallback;
        if (typeof value !== 'string' && typeof value !== 'number') {
            throw new InputError(`${this.key(name)}: expected a string, got ${load_describe(value)}`);
        }
        return String(value);
    }
    choice(name, allowed, fallback) {
        const value = this.get(name);
        if ((value === undefined || value === null) && fallback !== null)
            return fallback;
        if (typeof value !== 'string' || !allowed.includes(value)) {
            const got = value === undefined ? 'nothing' : load_describe(value);
            throw new InputError(`${this.key(name)}: got ${got}; allowed: ${allowed.join(', ')}`);
        }
        return value;
    }
    bool(name, fallback) {
        const value = this.get(name);
        if (value === undefined || value === null)
            return fallback;
        if (typeof value !== 'boolean') {
            throw new InputError(`${this.key(name)}: expected true or false, got ${load_describe(value)}`);
        }
        return value;
    }
    /** A number in [min, max] (integer when asked); null/"off" allowed when fallback is null-able. */
    number(name, fallback, range) {
        const value = this.get(name);
        if (value === undefined)
            return fallback;
        if (value === null || value === 'off' || value === false) {
            if (fallback === null || range.min === -Infinity)
                return null;
        }
        const allowed = `${range.integer ? 'an integer' : 'a number'} in ` +
            `${range.exclusiveMin ? '(' : '['}${range.min}, ${range.max}]`;
        if (typeof value !== 'number' || !Number.isFinite(value)) {
            throw new InputError(`${this.key(name)}: got ${load_describe(value)}; allowed: ${allowed}`);
        }
        const tooLow = range.exclusiveMin ? value <= range.min : value < range.min;
        if (tooLow || value > range.max || (range.integer && !Number.isInteger(value))) {
            throw new InputError(`${this.key(name)}: ${value} is out of range; allowed: ${allowed}`);
        }
        return value;
    }
    /** Throws naming every key that was never read. */
    rejectUnknown() {
        const unknown = Object.keys(this.raw).filter((k) => !this.seen.has(k));
        if (unknown.length > 0) {
            const names = unknown.map((k) => this.key(k)).join(', ');
            const known = [...this.seen].join(', ');
            throw new InputError(`unknown config key${unknown.length > 1 ? 's' : ''}: ${names} (known here: ${known})`);
        }
    }
}
function load_describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a mapping';
    return JSON.stringify(value);
}
function readDataset(s, resolve) {
    const format = s.choice('format', DATASET_FORMATS, 'jsonl');
    const dataPath = s.string('path', null);
    if (dataPath === null)
        throw new InputError(`${s.key('path')}: required (the dataset file)`);
    const functions = s.string('functions', null);
    if (format === 'codexglue-bcb' && functions === null) {
        throw new InputError(`${s.key('functions')}: required for format codexglue-bcb (the functions JSONL with idx and func)`);
    }
    const fields = s.section('fields');
    const selection = s.section('select');
    let select = null;
    if (s.has('select')) {
        const field = selection.string('field', null);
        const equals = selection.get('equals');
        if (field === null || !['string', 'number', 'boolean'].includes(typeof equals)) {
            throw new InputError(`${s.key('select')}: expected {field: <name>, equals: <string|number|boolean>}`);
        }
        select = { field, equals: equals };
        selection.rejectUnknown();
    }
    const config = {
        format,
        path: resolve(dataPath),
        functions: functions === null ? null : resolve(functions),
        fields: {
            code: fields.string('code', 'func'),
            code2: fields.string('code2', null),
            label: fields.string('label', 'target'),
            id: fields.string('id', 'idx'),
        },
        select,
        limit: s.number('limit', null, { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true }),
    };
    fields.rejectUnknown();
    s.rejectUnknown();
    return config;
}
/** A ceiling that null, "off" or false switches off. */
function ceiling(s, name, fallback, max) {
    const value = s.get(name);
    if (value === null || value === 'off' || value === false)
        return null;
    return s.number(name, fallback, { min: 0, max });
}
function readTransforms(root) {
    const raw = root.get('transforms');
    if (raw === undefined || raw === null || raw === 'off' || raw === false)
        return null;
    const s = Section.of(raw, 'transforms');
    const languageValue = s.get('language');
    if (languageValue === undefined || languageValue === null) {
        throw new InputError('transforms.language: required (the language of the inputs: c or java, which grammar parses them)');
    }
    const language = parseTransformLanguage(String(languageValue));
    let kinds = [...TRANSFORM_KINDS];
    const kindsValue = s.get('kinds');
    if (kindsValue !== undefined && kindsValue !== null) {
        const list = typeof kindsValue === 'string' ? [kindsValue] : kindsValue;
        if (!Array.isArray(list) || list.length === 0) {
            throw new InputError(`transforms.kinds: got ${Array.isArray(list) ? 'an empty list' : load_describe(kindsValue)}; allowed: a non-empty list of ${TRANSFORM_KINDS.join(', ')}`);
        }
        kinds = list.map((kind) => parseTransformKind(String(kind)));
        const twice = kinds.find((kind, i) => kinds.indexOf(kind) !== i);
        if (twice !== undefined)
            throw new InputError(`transforms.kinds: ${twice} is given twice`);
    }
    const attackRaw = s.get('attack');
    let attack = null;
    if (attackRaw !== undefined && attackRaw !== null && attackRaw !== 'off' && attackRaw !== false) {
        const a = Section.of(attackRaw === true ? {} : attackRaw, s.key('attack'));
        attack = {
            queries: a.number('queries', DEFAULT_ATTACK.queries, { min: 1, max: 10_000, integer: true }),
            maxInputs: a.number('max-inputs', DEFAULT_ATTACK.maxInputs, {
                min: 1,
                max: 1_000_000,
                integer: true,
            }),
            timeBudgetSeconds: a.number('time-budget-seconds', DEFAULT_ATTACK.timeBudgetSeconds, {
                min: 0,
                max: 7 * 24 * 3600,
                exclusiveMin: true,
            }),
            candidates: a.number('candidates', DEFAULT_ATTACK.candidates, {
                min: 1,
                max: 100_000,
                integer: true,
            }),
            maxRelativeDegradation: ceiling(a, 'max-relative-degradation', DEFAULT_ATTACK.maxRelativeDegradation, 1e6),
        };
        a.rejectUnknown();
    }
    const config = {
        language,
        kinds,
        seed: s.number('seed', 1, { min: 0, max: Number.MAX_SAFE_INTEGER, integer: true }),
        limit: s.number('limit', null, { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true }),
        maxFlipRateRatio: ceiling(s, 'max-flip-rate-ratio', DEFAULT_MAX_FLIP_RATE_RATIO, 1e6),
        attack,
    };
    s.rejectUnknown();
    return config;
}
function readTokenizer(s, resolve) {
    const value = s.get('tokenizer');
    if (value === undefined || value === null)
        return null;
    if (typeof value === 'string')
        return { kind: 'file', file: resolve(value) };
    const t = Section.of(value, s.key('tokenizer'));
    const vocab = t.string('vocab', null);
    const merges = t.string('merges', null);
    t.rejectUnknown();
    if (vocab === null || merges === null) {
        throw new InputError(`${s.key('tokenizer')}: give a tokenizer.json path, or both vocab (vocab.json) and merges (merges.txt)`);
    }
    return { kind: 'vocab-merges', vocab: resolve(vocab), merges: resolve(merges) };
}
function readModel(s, resolve) {
    const model = s.string('model', null);
    const outputs = s.string('outputs', null);
    if ((model === null) === (outputs === null)) {
        throw new InputError(`${s.where}: give exactly one of model (an ONNX file) or outputs (precomputed .npy or JSONL)`);
    }
    const tokenizer = readTokenizer(s, resolve);
    const classOrderRaw = s.get('class-order');
    let classOrder = null;
    if (classOrderRaw !== undefined && classOrderRaw !== null) {
        const valid = Array.isArray(classOrderRaw) &&
            classOrderRaw.every((c) => Number.isInteger(c) && c >= 0 && c < classOrderRaw.length) &&
            new Set(classOrderRaw).size === classOrderRaw.length;
        if (!valid) {
            throw new InputError(`${s.key('class-order')}: got ${JSON.stringify(classOrderRaw)}; allowed: a permutation of 0..K-1 ` +
                `(column j of the model is dataset class class-order[j])`);
        }
        classOrder = classOrderRaw;
    }
    // Read whether or not they apply, so a precomputed model's config may keep them.
    const text = {
        maxLength: s.number('max-length', 512, { min: 4, max: 1 << 16, integer: true }),
        lowercase: s.bool('lowercase', false),
        normalizeWhitespace: s.bool('normalize-whitespace', true),
        pairMode: s.choice('pair-mode', PAIR_MODES, 'sequence-pair'),
    };
    const common = { output: s.choice('output', OUTPUT_KINDS, 'softmax'), classOrder };
    const batchSize = s.number('batch-size', 32, { min: 1, max: 4096, integer: true });
    let config;
    if (outputs !== null) {
        config = { kind: 'outputs', outputs: resolve(outputs), ...common };
    }
    else {
        if (tokenizer === null) {
            throw new InputError(`${s.key('tokenizer')}: required with model (tokenizer.json, or vocab + merges)`);
        }
        config = { kind: 'onnx', model: resolve(model), tokenizer, ...text, batchSize, ...common };
    }
    s.rejectUnknown();
    return config;
}
/**
 * Validates a parsed config document (YAML or equivalent object) into a Config.
 * Relative paths resolve against `baseDir`. Throws InputError naming the key,
 * the value and what is allowed.
 */
function parseConfig(document, baseDir) {
    const root = Section.of(document, '');
    const resolve = (p) => external_node_path_default().resolve(baseDir, p);
    const task = root.choice('task', TASKS, null);
    const dataset = readDataset(root.section('dataset'), resolve);
    const teacher = readModel(root.section('teacher'), resolve);
    const student = readModel(root.section('student'), resolve);
    const r = root.section('relations');
    const probability = { min: 0, max: 1 };
    const relations = {
        epsilon: r.number('epsilon', DEFAULT_RELATIONS.epsilon, {
            min: 0,
            max: 100,
            exclusiveMin: true,
        }),
        tau: r.number('tau', DEFAULT_RELATIONS.tau, probability),
        delta3: r.number('delta3', DEFAULT_RELATIONS.delta3, probability),
        bins: r.number('bins', DEFAULT_RELATIONS.bins, { min: 1, max: 1000, integer: true }),
        nMin: r.number('n-min', DEFAULT_RELATIONS.nMin, { min: 1, max: 1e9, integer: true }),
        delta4: r.number('delta4', DEFAULT_RELATIONS.delta4, probability),
    };
    r.rejectUnknown();
    const g = root.section('gate');
    const ceilingsSection = g.section('ceilings');
    const ceilings = { ...DEFAULT_CEILINGS };
    for (const name of Object.keys(DEFAULT_CEILINGS)) {
        const key = name.toLowerCase();
        const value = ceilingsSection.get(key);
        ceilings[name] =
            value === null || value === 'off' || value === false
                ? null
                : ceilingsSection.number(key, DEFAULT_CEILINGS[name], probability);
    }
    ceilingsSection.rejectUnknown();
    const baselinePath = g.string('baseline', null);
    const gate = {
        ceilings,
        baseline: baselinePath === null ? null : resolve(baselinePath),
        maxDegradation: g.number('max-degradation', null, probability),
        percentMaxDegradation: g.number('percent-max-degradation', null, { min: 0, max: 1e6 }),
        paired: parsePairedOptions(g.get('paired'), g.key('paired')),
        baselineMaxAgeDays: parseBaselineMaxAgeDays(g.get('baseline-max-age-days'), g.key('baseline-max-age-days')),
    };
    g.rejectUnknown();
    const threads = root.number('threads', (0,external_node_os_namespaceObject.availableParallelism)(), {
        min: 1,
        max: 1024,
        integer: true,
    });
    const shardText = root.string('shard', null);
    let shard = null;
    if (shardText !== null) {
        const match = /^(\d+)\/(\d+)$/.exec(shardText.trim());
        const index = Number(match?.[1]);
        const count = Number(match?.[2]);
        if (match === null || count < 1 || index >= count) {
            throw new InputError(`shard: got ${JSON.stringify(shardText)}; allowed: "i/n" with 0 <= i < n`);
        }
        shard = { index, count };
    }
    const transforms = readTransforms(root);
    root.rejectUnknown();
    if (transforms !== null) {
        for (const [what, model] of [
            ['teacher', teacher],
            ['student', student],
        ]) {
            if (model.kind === 'outputs') {
                throw new InputError(`transforms: needs an ONNX model for the ${what}; ${what}.outputs gives precomputed outputs, which cannot score transformed inputs (remove the transforms section or give ${what}.model)`);
            }
        }
    }
    if (task === 'clone-detection' && dataset.format === 'jsonl' && dataset.fields.code2 === null) {
        throw new InputError('dataset.fields.code2: required for clone-detection with format jsonl (the second function of a pair)');
    }
    return {
        baseDir,
        task,
        dataset,
        teacher,
        student,
        relations,
        gate,
        threads,
        shard,
        transforms,
    };
}
/**
 * Applies `key.path=value` overrides (CLI flags) to a raw config document.
 * Values are parsed as YAML scalars, so `--gate.ceilings.mr1 off` and
 * `--dataset.limit 100` mean what they say.
 */
function applyOverrides(document, overrides) {
    const root = document && typeof document === 'object' && !Array.isArray(document)
        ? structuredClone(document)
        : {};
    for (const [dotted, text] of overrides) {
        const keys = dotted.split('.');
        let node = root;
        for (const key of keys.slice(0, -1)) {
            const next = node[key];
            if (next === undefined || next === null || typeof next !== 'object')
                node[key] = {};
            node = node[key];
        }
        node[keys[keys.length - 1]] = (0,dist/* parse */.qg)(text);
    }
    return root;
}
/** Reads metacompress.yml (or any YAML file), applies overrides, validates. */
function loadConfig(file, overrides = []) {
    return parseConfig(applyOverrides(readConfigDocument(file), overrides), external_node_path_default().dirname(external_node_path_default().resolve(file)));
}
/** Reads a YAML config file into its raw document, before validation. */
function readConfigDocument(file) {
    let text;
    try {
        text = (0,external_node_fs_namespaceObject.readFileSync)(file, 'utf8');
    }
    catch (error) {
        throw new InputError(`config ${file}: cannot read (${oneLine(error)})`);
    }
    let document;
    try {
        document = (0,dist/* parse */.qg)(text);
    }
    catch (error) {
        throw new InputError(`config ${file}: not valid YAML (${oneLine(error)})`);
    }
    return document;
}

;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: ./src/data/lines.ts



/** Throws a one-line InputError when `file` cannot be read. */
async function assertReadable(file, what) {
    try {
        await (0,promises_namespaceObject.access)(file);
    }
    catch (error) {
        throw new InputError(`${what} ${file}: cannot read (${oneLine(error)})`);
    }
}
/** Read size: a data set's lines are split out of 1 MiB buffers. */
const READ_CHUNK = 1 << 20;
const LF = 0x0a;
/** The UTF-8 byte-order mark that Windows editors put at the start of a file. */
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/**
 * Streams the non-blank lines of a text file with their 0-based row numbers
 * (blank lines are not rows, as in numpy.loadtxt). Line ends are \n, \r\n or
 * a lone \r, as for node:readline; the lines are cut from the raw bytes (a
 * UTF-8 sequence never holds the byte of \n), which reads the 56 MB Juliet
 * file about 1.5x as fast as node:readline. A UTF-8 byte-order mark at the
 * start of the file is not part of the first line.
 */
async function* readLines(file, what) {
    await assertReadable(file, what);
    let row = 0;
    const numbered = function* (texts) {
        for (const line of texts.flatMap(splitAtCr)) {
            if (line.trim() === '')
                continue;
            yield [line, row];
            row += 1;
        }
    };
    // Bytes of a line begun in an earlier chunk, waiting for its end.
    let pending = [];
    let first = true;
    for await (const chunk of (0,external_node_fs_namespaceObject.createReadStream)(file, { highWaterMark: READ_CHUNK })) {
        const data = chunk;
        const texts = [];
        // The first read of a regular file holds its first 1 MiB, so a BOM is whole in it.
        let start = first && data.subarray(0, 3).equals(UTF8_BOM) ? 3 : 0;
        first = false;
        for (let end = data.indexOf(LF); end !== -1; end = data.indexOf(LF, start)) {
            if (pending.length === 0)
                texts.push(data.toString('utf8', start, end));
            else {
                pending.push(data.subarray(start, end));
                texts.push(Buffer.concat(pending).toString('utf8'));
                pending = [];
            }
            start = end + 1;
        }
        if (start < data.length)
            pending.push(data.subarray(start));
        yield* numbered(texts);
    }
    yield* numbered([Buffer.concat(pending).toString('utf8')]);
}
/** The lines of a text cut at \n: \r\n and a lone \r end lines too. */
function splitAtCr(text) {
    return text.includes('\r') ? text.split(/\r\n?/) : [text];
}
/** Parses one JSONL line, naming the file and line on failure. */
function parseJsonLine(line, file, row) {
    try {
        return JSON.parse(line);
    }
    catch (error) {
        throw new InputError(`${file} row ${row}: not valid JSON (${oneLine(error)})`);
    }
}

;// CONCATENATED MODULE: ./src/data/json-array.ts



/**
 * Streams the elements of a top-level JSON array (Devign's function.json is
 * one array of tens of MB) without holding the whole text: a small scanner
 * tracks strings, escapes and nesting depth, and each complete element is
 * handed to JSON.parse on its own.
 */
async function* readJsonArray(file, what) {
    await assertReadable(file, what);
    let started = false;
    let depth = 0;
    let inString = false;
    let escaped = false;
    let element = '';
    let index = 0;
    const fail = (why) => {
        throw new InputError(`${what} ${file}: not a JSON array of objects (${why})`);
    };
    const finish = function* () {
        const text = element.trim();
        element = '';
        if (text === '')
            return;
        try {
            yield [JSON.parse(text), index];
        }
        catch {
            fail(`element ${index} is not valid JSON`);
        }
        index += 1;
    };
    for await (const chunk of (0,external_node_fs_namespaceObject.createReadStream)(file, { encoding: 'utf8' })) {
        let from = 0;
        const text = chunk;
        for (let i = 0; i < text.length; i += 1) {
            const c = text[i];
            if (!started) {
                if (c === '[') {
                    started = true;
                    from = i + 1;
                }
                else if (!/\s/.test(c))
                    fail(`starts with ${JSON.stringify(c)}`);
                continue;
            }
            if (inString) {
                if (escaped)
                    escaped = false;
                else if (c === '\\')
                    escaped = true;
                else if (c === '"')
                    inString = false;
                continue;
            }
            if (c === '"')
                inString = true;
            else if (c === '{' || c === '[')
                depth += 1;
            else if (c === '}' || c === ']') {
                if (depth === 0 && c === ']') {
                    element += text.slice(from, i);
                    yield* finish();
                    return;
                }
                depth -= 1;
            }
            else if (c === ',' && depth === 0) {
                element += text.slice(from, i);
                yield* finish();
                from = i + 1;
            }
        }
        if (started)
            element += text.slice(from);
    }
    fail(started ? 'the array is not closed' : 'the file is empty');
}

;// CONCATENATED MODULE: ./src/data/types.ts
function emptyReadStats() {
    return { rowsSeen: 0, rowsUsed: 0, rowsUnselected: 0, rowsMissingFunction: 0, missingIds: [] };
}

;// CONCATENATED MODULE: ./src/data/read-dataset.ts




/** A label field as an integer, -1 for an unlabelled row; anything else is an error. */
function labelOf(row, field, where) {
    if (field === null)
        return -1;
    const value = row[field];
    if (value === undefined || value === null)
        return -1;
    const label = typeof value === 'boolean' ? Number(value) : value;
    if (typeof label !== 'number' || !Number.isInteger(label) || label < -1) {
        throw new InputError(`${where}: label field "${field}" is ${JSON.stringify(value)}; allowed: an integer class 0..K-1, or -1/absent for unlabelled`);
    }
    return label;
}
function codeOf(row, field, where) {
    const value = row[field];
    if (typeof value !== 'string') {
        throw new InputError(`${where}: code field "${field}" is missing or not a string`);
    }
    return value;
}
function selected(row, config) {
    return config.select === null || row[config.select.field] === config.select.equals;
}
/** JSONL or Devign rows: one object per row holding the code itself. */
async function* objectRows(config) {
    const source = config.format === 'devign'
        ? readJsonArray(config.path, 'dataset')
        : (async function* () {
            for await (const [line, row] of readLines(config.path, 'dataset')) {
                yield [parseJsonLine(line, config.path, row), row];
            }
        })();
    for await (const [value, row] of source) {
        if (value === null || typeof value !== 'object' || Array.isArray(value)) {
            throw new InputError(`dataset ${config.path} row ${row}: expected a JSON object`);
        }
        yield [value, row];
    }
}
async function loadFunctions(file) {
    const functions = new Map();
    for await (const [line, row] of readLines(file, 'dataset.functions')) {
        const value = parseJsonLine(line, file, row);
        const where = `dataset.functions ${file} row ${row}`;
        if (value === null || typeof value !== 'object')
            throw new InputError(`${where}: expected a JSON object`);
        const id = value.idx;
        if (typeof id !== 'string' && typeof id !== 'number') {
            throw new InputError(`${where}: "idx" is missing or not a string/number`);
        }
        functions.set(String(id), codeOf(value, 'func', where));
    }
    return functions;
}
/** CodeXGLUE BigCloneBench: a tab-separated pair list `id1 id2 label [...]`. */
async function* bigCloneBenchRows(config, stats) {
    const functions = await loadFunctions(config.functions);
    for await (const [line, row] of readLines(config.path, 'dataset')) {
        const [id1, id2, labelText] = line.split('\t').map((s) => s.trim());
        const where = `dataset ${config.path} row ${row}`;
        if (!id1 || !id2)
            throw new InputError(`${where}: expected "id1<TAB>id2<TAB>label"`);
        const label = labelText === undefined || labelText === '' ? -1 : Number(labelText);
        if (!Number.isInteger(label) || label < -1) {
            throw new InputError(`${where}: label ${JSON.stringify(labelText)}; allowed: 0..K-1 or -1 (unlabelled)`);
        }
        const a = functions.get(id1);
        const b = functions.get(id2);
        if (a === undefined || b === undefined) {
            stats.rowsMissingFunction += 1;
            if (stats.missingIds.length < 5)
                stats.missingIds.push(a === undefined ? id1 : id2);
            yield null;
            continue;
        }
        yield { row, id: `${id1}/${id2}`, texts: [a, b], label };
    }
}
async function* objectExamples(config, stats) {
    const pairs = config.fields.code2 !== null;
    for await (const [value, row] of objectRows(config)) {
        if (!selected(value, config)) {
            stats.rowsUnselected += 1;
            yield null;
            continue;
        }
        const where = `dataset ${config.path} row ${row}`;
        const first = codeOf(value, config.fields.code, where);
        const texts = pairs
            ? [first, codeOf(value, config.fields.code2, where)]
            : [first];
        const rawId = value[config.fields.id];
        const id = typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId) : String(row);
        yield { row, id, texts, label: labelOf(value, config.fields.label, where) };
    }
}
/**
 * Streams the usable examples of a dataset in file order, filling `stats` as
 * it goes. Rows dropped (selection, missing pair functions) still advance the
 * row counter, so `Example.row` always indexes the file as written. Stops after
 * `limit` usable rows.
 */
async function* read_dataset_readDataset(config, stats = emptyReadStats()) {
    const source = config.format === 'codexglue-bcb'
        ? bigCloneBenchRows(config, stats)
        : objectExamples(config, stats);
    for await (const example of source) {
        stats.rowsSeen += 1;
        if (example === null)
            continue;
        if (config.limit !== null && stats.rowsUsed >= config.limit)
            return;
        stats.rowsUsed += 1;
        yield example;
    }
}
/**
 * Counts the rows of the dataset file as written (for checking precomputed
 * outputs against it), without parsing the code.
 */
async function countDatasetRows(config) {
    let rows = 0;
    if (config.format === 'devign') {
        for await (const element of readJsonArray(config.path, 'dataset'))
            rows += element ? 1 : 0;
    }
    else {
        for await (const line of readLines(config.path, 'dataset'))
            rows += line ? 1 : 0;
    }
    return rows;
}

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./src/hash.ts



/** Read size for hashing: 1 MiB chunks hash a 54 MB data set ~40% faster than the 64 KiB default. */
const HASH_CHUNK = 1 << 20;
/** sha256 of a file, streamed, as lowercase hex. */
async function sha256File(file, what) {
    const hash = (0,external_node_crypto_namespaceObject.createHash)('sha256');
    try {
        for await (const chunk of (0,external_node_fs_namespaceObject.createReadStream)(file, { highWaterMark: HASH_CHUNK })) {
            hash.update(chunk);
        }
    }
    catch (error) {
        throw new InputError(`${what} ${file}: cannot read (${oneLine(error)})`);
    }
    return hash.digest('hex');
}
function sha256Text(text) {
    return (0,external_node_crypto_namespaceObject.createHash)('sha256').update(text).digest('hex');
}

;// CONCATENATED MODULE: ./src/relations/wilson.ts
/** Two-sided 95% standard-normal quantile, Φ⁻¹(0.975), to double precision. */
const WILSON_Z = 1.959963984540054;
/**
 * Wilson score interval for a binomial proportion, at 95% confidence.
 *
 * With p̂ = k / n and z = {@link WILSON_Z}:
 *
 *     centre    = (k + z²/2) / (n + z²)
 *     halfWidth = z / (n + z²) · sqrt(k (n − k) / n + z²/4)
 *     interval  = [centre − halfWidth, centre + halfWidth]
 *
 * Unlike the normal (Wald) interval it stays inside [0, 1] and is not
 * degenerate at k = 0 or k = n, which is where violation rates usually sit.
 *
 * Edge cases: n = 0 returns null (no evidence, no interval). At k = 0 the lower
 * bound is exactly 0 and at k = n the upper bound is exactly 1 (their exact
 * values; the formula would otherwise leave ±1e-17 of rounding). Both bounds are
 * clamped to [0, 1].
 *
 * @param successes - k, an integer in 0..n (here: the number of violations).
 * @param n - number of trials, a non-negative integer.
 * @returns [low, high] in [0, 1], or null when n = 0.
 * @throws RangeError when n or successes is not an integer, or successes is outside 0..n.
 *
 * @example
 * wilsonInterval(0, 0);  // null
 * wilsonInterval(5, 10); // [0.236593090512564, 0.7634069094874361]
 * wilsonInterval(0, 10); // [0, 0.27753279986288926]
 */
function wilsonInterval(successes, n) {
    if (!Number.isInteger(n) || n < 0) {
        throw new RangeError(`wilsonInterval: n must be a non-negative integer, got ${n}`);
    }
    if (!Number.isInteger(successes) || successes < 0 || successes > n) {
        throw new RangeError(`wilsonInterval: successes must be an integer in 0..${n}, got ${successes}`);
    }
    if (n === 0)
        return null;
    const z2 = WILSON_Z * WILSON_Z;
    const denominator = n + z2;
    const centre = (successes + z2 / 2) / denominator;
    const halfWidth = (WILSON_Z / denominator) * Math.sqrt((successes * (n - successes)) / n + z2 / 4);
    const low = successes === 0 ? 0 : Math.max(0, centre - halfWidth);
    const high = successes === n ? 1 : Math.min(1, centre + halfWidth);
    return [low, high];
}

;// CONCATENATED MODULE: ./src/relations/probabilities.ts

/**
 * Predicted class of one row: the index of the largest probability.
 *
 * Ties go to the lowest index, so [0.5, 0.5] predicts class 0 (the same rule
 * as numpy's `argmax`).
 *
 * @param m - N x K probability matrix (row-major, float64).
 * @param row - row index in 0..N-1.
 * @returns the class index in 0..K-1.
 *
 * @example
 * const m = { data: Float64Array.of(0.2, 0.8, 0.5, 0.5), rows: 2, cols: 2 };
 * argmax(m, 0); // 1
 * argmax(m, 1); // 0 (tie: lowest index)
 */
function argmax(m, row) {
    const offset = row * m.cols;
    let best = 0;
    let bestValue = m.data[offset];
    for (let k = 1; k < m.cols; k++) {
        const value = m.data[offset + k];
        if (value > bestValue) {
            best = k;
            bestValue = value;
        }
    }
    return best;
}
/**
 * Confidence of one row: its largest probability, max_k m[row][k].
 *
 * @param m - N x K probability matrix (row-major, float64).
 * @param row - row index in 0..N-1.
 * @returns the maximum of the row, in [0, 1] for a probability row.
 *
 * @example
 * confidence({ data: Float64Array.of(0.3, 0.7), rows: 1, cols: 2 }, 0); // 0.7
 */
function confidence(m, row) {
    const offset = row * m.cols;
    let best = m.data[offset];
    for (let k = 1; k < m.cols; k++) {
        const value = m.data[offset + k];
        if (value > best)
            best = value;
    }
    return best;
}
/**
 * A violation rate with its count and 95% Wilson interval.
 *
 *     rate = violations / n,   ci95 = wilsonInterval(violations, n)
 *
 * Edge case: n = 0 gives rate = null and ci95 = null: an undefined rate, which
 * the gate never counts as passed.
 *
 * @param violations - integer in 0..n.
 * @param n - non-negative integer.
 * @throws RangeError when the counts are not integers with 0 <= violations <= n.
 *
 * @example
 * rate(1, 4); // { violations: 1, n: 4, rate: 0.25, ci95: [0.04558726080970055, 0.6993581574175981] }
 * rate(0, 0); // { violations: 0, n: 0, rate: null, ci95: null }
 */
function rate(violations, n) {
    const ci95 = wilsonInterval(violations, n);
    return { violations, n, rate: n === 0 ? null : violations / n, ci95 };
}

;// CONCATENATED MODULE: ./src/relations/accuracy.ts

/**
 * Accuracy and (binary tasks only) F1 of one model on the labelled inputs.
 *
 * Only rows with label >= 0 count; -1 marks an unlabelled row.
 *
 *     accuracy = (1/n) Σ_i [argmax m_i = y_i]
 *     F1       = 2·TP / (2·TP + FP + FN)     positive class = column 1, K = 2 only
 *
 * Edge cases: no labels (null) or no labelled row gives n 0, accuracy null and
 * F1 null. F1 is null when K ≠ 2, and when it is undefined: no predicted and
 * no true positive (2·TP + FP + FN = 0). scikit-learn returns 0 with a warning
 * there; null keeps "undefined" distinct from "all wrong". F1 is 0 when there
 * are positives but TP = 0.
 *
 * @param m - N x K probability matrix (validated by `computeRelations`).
 * @param labels - length N, values in -1..K−1, or null; not modified.
 *
 * @example
 * const m = { data: Float64Array.of(0.2, 0.8, 0.6, 0.4, 0.3, 0.7, 0.9, 0.1), rows: 4, cols: 2 };
 * modelAccuracy(m, Int32Array.of(1, 1, 0, -1));
 * // predictions 1, 0, 1 on the three labelled rows: TP 1, FN 1, FP 1
 * // → { n: 3, accuracy: 0.3333333333333333, f1: 0.5 }
 */
function modelAccuracy(m, labels) {
    if (labels === null)
        return { n: 0, accuracy: null, f1: null };
    let n = 0;
    let correct = 0;
    let truePositives = 0;
    let falsePositives = 0;
    let falseNegatives = 0;
    for (let i = 0; i < m.rows; i++) {
        const label = labels[i];
        if (label < 0)
            continue;
        n++;
        const predicted = argmax(m, i);
        if (predicted === label)
            correct++;
        if (predicted === 1 && label === 1)
            truePositives++;
        else if (predicted === 1)
            falsePositives++;
        else if (label === 1)
            falseNegatives++;
    }
    const f1Denominator = 2 * truePositives + falsePositives + falseNegatives;
    return {
        n,
        accuracy: n === 0 ? null : correct / n,
        f1: m.cols !== 2 || f1Denominator === 0 ? null : (2 * truePositives) / f1Denominator,
    };
}
/**
 * What accuracy-style evaluation shows for teacher p and student q on the
 * labelled inputs, and the gaps (teacher − student, as fractions: 0.03 is
 * three points).
 *
 *     accuracyGap = accuracy(T) − accuracy(S)
 *     f1Gap       = F1(T) − F1(S)
 *
 * Edge cases: a gap is null when either side is null (no labelled input, K ≠ 2,
 * or an undefined F1). See {@link modelAccuracy}.
 *
 * @example
 * const p = { data: Float64Array.of(0.2, 0.8, 0.6, 0.4), rows: 2, cols: 2 };
 * const q = { data: Float64Array.of(0.7, 0.3, 0.6, 0.4), rows: 2, cols: 2 };
 * accuracySummary(p, q, Int32Array.of(1, 0));
 * // { teacher: { n: 2, accuracy: 1, f1: 1 }, student: { n: 2, accuracy: 0.5, f1: 0 },
 * //   accuracyGap: 0.5, f1Gap: 1 }
 */
function accuracySummary(p, q, labels) {
    const teacher = modelAccuracy(p, labels);
    const student = modelAccuracy(q, labels);
    return {
        teacher,
        student,
        accuracyGap: teacher.accuracy === null || student.accuracy === null
            ? null
            : teacher.accuracy - student.accuracy,
        f1Gap: teacher.f1 === null || student.f1 === null ? null : teacher.f1 - student.f1,
    };
}

;// CONCATENATED MODULE: ./src/relations/mr1-flip-direction.ts

/**
 * MR1 split by direction, as model-update work counts "negative flips"
 * (Yan et al., "Positive-Congruent Training", CVPR 2021): of the labelled
 * inputs on which teacher and student disagree, those where the student broke
 * what the teacher got right, and those where it fixed what the teacher got
 * wrong.
 *
 *     t_i = argmax p_i, s_i = argmax q_i (ties to the lowest index), y_i the label
 *     negative flip: t_i = y_i ≠ s_i        positive flip: s_i = y_i ≠ t_i
 *     rate = count / labelled, with its Wilson 95% interval
 *
 * The two rates explain the accuracy gap exactly:
 * accuracy(T) − accuracy(S) = (negative − positive) / labelled. An MR1 rate
 * that hides a small gap is many flips both ways; a gap made only of
 * negative flips is the student forgetting.
 *
 * Edge cases: labels null or all -1 give labelled 0, both rates with n 0 and
 * rate null, and a skippedReason.
 *
 * @param p - teacher, N x K; q - student, N x K (validated by `computeRelations`).
 * @param labels - length N, values in -1..K−1 (-1 = unlabelled), or null. Not modified.
 *
 * @example
 * const p = { data: Float64Array.of(0.9, 0.1, 0.2, 0.8, 0.7, 0.3, 0.6, 0.4), rows: 4, cols: 2 };
 * const q = { data: Float64Array.of(0.4, 0.6, 0.3, 0.7, 0.2, 0.8, 0.1, 0.9), rows: 4, cols: 2 };
 * flipDirection(p, q, Int32Array.of(0, 1, 1, -1));
 * // row 0: teacher right, student wrong; row 2: teacher wrong, student right; row 3 unlabelled
 * // { labelled: 3, negativeFlips: { violations: 1, n: 3, rate: 1/3, ci95: [...] },
 * //   positiveFlips: { violations: 1, n: 3, rate: 1/3, ci95: [...] }, bothWrong: 0, skippedReason: null }
 */
function flipDirection(p, q, labels) {
    let labelled = 0;
    let negative = 0;
    let positive = 0;
    let bothWrong = 0;
    if (labels !== null) {
        for (let i = 0; i < p.rows; i++) {
            const label = labels[i];
            if (label < 0)
                continue;
            labelled++;
            const teacher = argmax(p, i);
            const student = argmax(q, i);
            if (teacher === student)
                continue;
            if (teacher === label)
                negative++;
            else if (student === label)
                positive++;
            else
                bothWrong++;
        }
    }
    return {
        labelled,
        negativeFlips: rate(negative, labelled),
        positiveFlips: rate(positive, labelled),
        bothWrong,
        skippedReason: labelled === 0
            ? labels === null
                ? 'the dataset has no labels, so flips cannot be split by which model is right'
                : 'no input is labelled, so flips cannot be split by which model is right'
            : null,
    };
}

;// CONCATENATED MODULE: ./src/relations/mr1-prediction-agreement.ts

/**
 * MR1's per-input rule: true when input `row` is a violation, i.e. teacher and
 * student predict different classes (argmax, ties to the lowest index).
 *
 * @example
 * const p = { data: Float64Array.of(0.9, 0.1, 0.4, 0.6), rows: 2, cols: 2 };
 * const q = { data: Float64Array.of(0.6, 0.4, 0.7, 0.3), rows: 2, cols: 2 };
 * predictionsDisagree(p, q, 0); // false
 * predictionsDisagree(p, q, 1); // true
 */
function predictionsDisagree(p, q, row) {
    return argmax(p, row) !== argmax(q, row);
}
/**
 * MR1 — prediction agreement between teacher and student.
 *
 *     violation_i = [argmax q_i ≠ argmax p_i]
 *     rate        = Σ_i violation_i / N
 *
 * Predictions are argmax with ties to the lowest index (see {@link argmax}), so
 * a teacher row [0.5, 0.5] predicts class 0.
 *
 * Inputs: p (teacher) and q (student), N x K probability matrices with the
 * same shape and class order, K >= 2; validated by `computeRelations`, not
 * here. Neither is modified.
 *
 * Edge cases: N = 0 gives violations 0, n 0, rate null, ci95 null.
 *
 * @example
 * const p = { data: Float64Array.of(0.9, 0.1, 0.4, 0.6, 0.5, 0.5), rows: 3, cols: 2 };
 * const q = { data: Float64Array.of(0.6, 0.4, 0.7, 0.3, 0.5, 0.5), rows: 3, cols: 2 };
 * predictionAgreement(p, q);
 * // { relation: 'MR1', violations: 1, n: 3, rate: 0.3333333333333333,
 * //   ci95: [0.06149194472039626, 0.7923403991979523] }
 */
function predictionAgreement(p, q) {
    let violations = 0;
    for (let i = 0; i < p.rows; i++) {
        if (predictionsDisagree(p, q, i))
            violations++;
    }
    return { relation: 'MR1', ...rate(violations, p.rows) };
}

;// CONCATENATED MODULE: ./src/relations/compensated-sum.ts
/**
 * Sum of a sequence with Neumaier's compensated summation.
 *
 *     s = Σ x_i, accumulated in float64 with a running correction term
 *
 * A long plain sum loses the low bits of each small addend once the total is
 * large; the correction term carries them, so the result is within about one
 * ulp of the exactly rounded sum (Python's `math.fsum`) for the inputs seen
 * here. Used for means over N inputs (KL mean, mean confidence per bin).
 *
 * Edge cases: an empty sequence sums to 0. Non-finite inputs propagate as in a
 * plain sum (callers validate first).
 *
 * @param values - any array-like of numbers; not modified.
 * @returns the compensated sum.
 *
 * @example
 * compensatedSum([1, 1e100, 1, -1e100]); // 2 (a plain left-to-right sum gives 0)
 * compensatedSum([]);                    // 0
 */
function compensatedSum(values) {
    let sum = 0;
    let compensation = 0;
    for (let i = 0; i < values.length; i++) {
        const x = values[i];
        const t = sum + x;
        compensation += Math.abs(sum) >= Math.abs(x) ? sum - t + x : x - t + sum;
        sum = t;
    }
    return sum + compensation;
}

;// CONCATENATED MODULE: ./src/relations/quantile.ts
/**
 * Quantile of an ascending-sorted sample by linear interpolation between order
 * statistics: numpy's default `np.quantile(x, q)` (method "linear", Hyndman &
 * Fan type 7).
 *
 *     h = (n − 1) · q,  j = floor(h),  g = h − j
 *     Q(q) = x[j] + g · (x[j+1] − x[j])
 *
 * The interpolation is evaluated as numpy does it (`_lerp`): from the upper
 * end, x[j+1] − (x[j+1] − x[j]) · (1 − g), when g >= 0.5, so the result is
 * bit-identical to numpy and never leaves [x[j], x[j+1]].
 *
 * Edge cases: an empty sample returns null; a single value is its own quantile;
 * q = 1 returns the maximum.
 *
 * @param sorted - the sample sorted ascending (not checked, not modified).
 * @param q - quantile level in [0, 1].
 * @throws RangeError when q is outside [0, 1].
 *
 * @example
 * quantileSorted(Float64Array.of(0, 1, 2, 3, 4), 0.95); // 3.8
 * quantileSorted(Float64Array.of(), 0.95);              // null
 */
function quantileSorted(sorted, q) {
    if (!(q >= 0 && q <= 1)) {
        throw new RangeError(`quantileSorted: q must be in [0, 1], got ${q}`);
    }
    const n = sorted.length;
    if (n === 0)
        return null;
    const h = (n - 1) * q;
    const j = Math.floor(h);
    const lower = sorted[j];
    if (j >= n - 1)
        return lower;
    const upper = sorted[j + 1];
    const g = h - j;
    const diff = upper - lower;
    return g >= 0.5 ? upper - diff * (1 - g) : lower + diff * g;
}

;// CONCATENATED MODULE: ./src/relations/mr2-distribution-similarity.ts



/**
 * Floor applied to student probabilities before the logarithm, so that KL stays
 * finite when the student gives a class probability 0 (or underflows to 0).
 */
const Q_FLOOR = 1e-7;
/**
 * Per-input Kullback–Leibler divergence KL(p_i ‖ q_i) of the student from the
 * teacher, in nats (natural logarithm).
 *
 *     KL_i = Σ_k p_ik · (ln p_ik − ln max(q_ik, 1e-7))
 *
 * Edge-case policy:
 * - p_ik = 0 contributes 0 (the convention 0 · ln 0 = 0), whatever q_ik is;
 * - q_ik below {@link Q_FLOOR} (including exactly 0) is replaced by 1e-7, so a
 *   student that gives the teacher's certain class probability 0 scores
 *   ln(1e7) ≈ 16.118 instead of +∞;
 * - p_i = q_i gives exactly 0; because of the floor (and of rows that sum to 1
 *   only within rounding) a row can come out a few ulp below 0; it is not
 *   clamped.
 *
 * Inputs: N x K matrices of the same shape (validated by `computeRelations`);
 * not modified. N = 0 gives an empty array.
 *
 * @returns Float64Array of length N.
 *
 * @example
 * const p = { data: Float64Array.of(0.5, 0.5, 1, 0), rows: 2, cols: 2 };
 * const q = { data: Float64Array.of(0.25, 0.75, 0, 1), rows: 2, cols: 2 };
 * klPerRow(p, q); // Float64Array [0.14384103622589045, 16.11809565095832]
 */
function klPerRow(p, q) {
    const kl = new Float64Array(p.rows);
    for (let i = 0; i < p.rows; i++) {
        const offset = i * p.cols;
        let sum = 0;
        for (let k = 0; k < p.cols; k++) {
            const pk = p.data[offset + k];
            if (pk === 0)
                continue;
            const qk = Math.max(q.data[offset + k], Q_FLOOR);
            sum += pk * (Math.log(pk) - Math.log(qk));
        }
        kl[i] = sum;
    }
    return kl;
}
/**
 * MR2's per-input rule: true when an input's KL (from {@link klPerRow}) is a
 * violation, i.e. strictly above epsilon; a KL equal to epsilon is not.
 *
 * @example
 * klExceeds(0.2, 0.1); // true
 * klExceeds(0.1, 0.1); // false
 */
function klExceeds(kl, epsilon) {
    return kl > epsilon;
}
/**
 * MR2 — distribution similarity: share of inputs whose student distribution
 * diverges from the teacher's by more than epsilon nats.
 *
 *     violation_i = [KL_i > epsilon],   rate = Σ_i violation_i / N
 *     klMean = (Σ_i KL_i) / N           (Neumaier-compensated sum)
 *     klP95  = 95th percentile of KL_i  (numpy's default linear interpolation)
 *     klMax  = max_i KL_i
 *
 * KL_i is in nats with 0 · ln 0 = 0 and q clipped below at 1e-7; see
 * {@link klPerRow}. A KL exactly equal to epsilon is not a violation.
 *
 * Edge cases: N = 0 gives rate, ci95, klMean, klP95 and klMax all null.
 *
 * @param epsilon - KL threshold in nats (default 0.1).
 *
 * @example
 * const p = { data: Float64Array.of(0.5, 0.5, 1, 0), rows: 2, cols: 2 };
 * const q = { data: Float64Array.of(0.25, 0.75, 0, 1), rows: 2, cols: 2 };
 * distributionSimilarity(p, q, 0.1);
 * // { relation: 'MR2', violations: 2, n: 2, rate: 1, ci95: [0.34238022750665303, 1],
 * //   epsilon: 0.1, qFloor: 1e-7, klMean: 8.130968343592105,
 * //   klP95: 15.319382920221699, klMax: 16.11809565095832 }
 */
function distributionSimilarity(p, q, epsilon) {
    const kl = klPerRow(p, q);
    let violations = 0;
    for (const value of kl) {
        if (klExceeds(value, epsilon))
            violations++;
    }
    const n = kl.length;
    const sorted = kl.slice().sort();
    return {
        relation: 'MR2',
        ...rate(violations, n),
        epsilon,
        qFloor: Q_FLOOR,
        klMean: n === 0 ? null : compensatedSum(kl) / n,
        klP95: quantileSorted(sorted, 0.95),
        klMax: n === 0 ? null : sorted[n - 1],
    };
}

;// CONCATENATED MODULE: ./src/relations/mr3-high-confidence.ts

/**
 * MR3's per-input rule: null when input `row` is outside C (teacher confidence
 * below tau, so MR3 does not test it); otherwise true when it is a violation
 * (the student flips the teacher's class, or gives it less than tau − delta3).
 *
 * @example
 * const p = { data: Float64Array.of(0.95, 0.05, 0.6, 0.4), rows: 2, cols: 2 };
 * const q = { data: Float64Array.of(0.8, 0.2, 0.1, 0.9), rows: 2, cols: 2 };
 * highConfidenceViolation(p, q, 0, 0.9, 0); // true  (0.8 < 0.9)
 * highConfidenceViolation(p, q, 1, 0.9, 0); // null  (0.6 < tau: not in C)
 */
function highConfidenceViolation(p, q, row, tau, delta3) {
    if (confidence(p, row) < tau)
        return null;
    const teacherClass = argmax(p, row);
    const studentProbability = q.data[row * q.cols + teacherClass];
    return argmax(q, row) !== teacherClass || studentProbability < tau - delta3;
}
/**
 * MR3 — high-confidence preservation: where the teacher is sure, the student
 * must be as sure of the teacher's class.
 *
 *     C           = { i : max_k p_ik >= tau }
 *     t_i         = argmax p_i  (ties to the lowest index)
 *     violation_i = [argmax q_i ≠ t_i  or  q_i[t_i] < tau − delta3],  i ∈ C
 *     rate        = Σ_{i ∈ C} violation_i / |C|
 *
 * The flip clause makes "a flip is always a violation" hold for every delta3;
 * with the defaults (tau 0.9, delta3 0) a flip already implies
 * q_i[t_i] <= 0.5 < 0.9, so it only matters when tau − delta3 <= 1/2.
 * A teacher confidence exactly equal to tau is in C; a student probability
 * exactly equal to tau − delta3 is not a violation.
 *
 * Inputs: N x K matrices of the same shape (validated by `computeRelations`);
 * not modified.
 *
 * Edge cases: C empty (including N = 0) gives n = 0, rate null, ci95 null and
 * an `undefinedReason` saying no input reached tau; the gate reports it as
 * undefined, neither passed nor failed.
 *
 * @param tau - teacher-confidence threshold in [0, 1] (default 0.9).
 * @param delta3 - allowed student shortfall below tau (default 0).
 *
 * @example
 * const p = { data: Float64Array.of(0.95, 0.05, 0.9, 0.1, 0.6, 0.4), rows: 3, cols: 2 };
 * const q = { data: Float64Array.of(0.9, 0.1, 0.8, 0.2, 0.1, 0.9), rows: 3, cols: 2 };
 * highConfidencePreservation(p, q, 0.9, 0);
 * // { relation: 'MR3', violations: 1, n: 2, rate: 0.5,
 * //   ci95: [0.09453120573423074, 0.9054687942657693],
 * //   tau: 0.9, delta3: 0, confident: 2, undefinedReason: null }
 */
function highConfidencePreservation(p, q, tau, delta3) {
    let confident = 0;
    let violations = 0;
    for (let i = 0; i < p.rows; i++) {
        const violated = highConfidenceViolation(p, q, i, tau, delta3);
        if (violated === null)
            continue;
        confident++;
        if (violated)
            violations++;
    }
    return {
        relation: 'MR3',
        ...rate(violations, confident),
        tau,
        delta3,
        confident,
        undefinedReason: confident === 0
            ? `no input has teacher confidence >= tau = ${tau} (of ${p.rows}), so MR3 has nothing to test`
            : null,
    };
}

;// CONCATENATED MODULE: ./src/relations/mr4-calibration.ts


/**
 * Edges of B equal-width bins over [0, 1]: the float64 values of b / B for
 * b = 0..B. Computed by division, never by repeated addition or by b · (1/B):
 * 3 / 10 is 0.3 exactly as the literal 0.3 is, while 0.1 · 3 is
 * 0.30000000000000004.
 *
 * @example
 * binEdges(4); // Float64Array [0, 0.25, 0.5, 0.75, 1]
 */
function binEdges(bins) {
    const edges = new Float64Array(bins + 1);
    for (let b = 0; b <= bins; b++)
        edges[b] = b / bins;
    return edges;
}
/**
 * Bin index of a confidence under the right-closed rule: bin b holds
 * (b/B, (b+1)/B], bin 0 also holds 0.
 *
 * The bin is found by comparing c against the float edges b / B (see
 * {@link binEdges}), so a confidence equal to an edge lands in the bin that
 * ends there: with B = 10, 0.5 is in bin 4, 0.7 in bin 6, 0.9 in bin 8, 1.0 in
 * bin 9, 0 in bin 0. `floor(c · B)` alone would put 0.5 in bin 5, and
 * `ceil(c · B) − 1` is off by one where c · B rounds up across an integer
 * (B = 25: 7/25 = 0.28 but 0.28 · 25 = 7.000000000000001); it is only the
 * first guess here. A value above 1 (a row that sums to 1
 * only within 1e-6) goes to the last bin.
 *
 * @param c - confidence, finite and >= 0.
 * @param edges - output of `binEdges(B)`.
 * @returns b in 0..B−1.
 *
 * @example
 * const e = binEdges(10);
 * confidenceBin(0.7, e);                 // 6
 * confidenceBin(0.7000000000000001, e);  // 7
 * confidenceBin(0, e);                   // 0
 */
function confidenceBin(c, edges) {
    const last = edges.length - 2;
    let b = Math.min(Math.max(Math.ceil(c * (last + 1)) - 1, 0), last);
    while (b > 0 && c <= edges[b])
        b--;
    while (b < last && c > edges[b + 1])
        b++;
    return b;
}
function binModel(m, labels, labelled, edges) {
    const bins = edges.length - 1;
    const confidences = Array.from({ length: bins }, () => []);
    const correct = new Int32Array(bins);
    for (let i = 0; i < m.rows; i++) {
        const label = labels[i];
        if (label < 0)
            continue;
        const c = confidence(m, i);
        const b = confidenceBin(c, edges);
        confidences[b].push(c);
        if (argmax(m, i) === label)
            correct[b] = correct[b] + 1;
    }
    const stats = [];
    const eceTerms = [];
    for (let b = 0; b < bins; b++) {
        const inBin = confidences[b];
        const n = inBin.length;
        if (n === 0) {
            stats.push({ n: 0, accuracy: null, confidence: null });
            continue;
        }
        const accuracy = correct[b] / n;
        const meanConfidence = compensatedSum(inBin) / n;
        stats.push({ n, accuracy, confidence: meanConfidence });
        eceTerms.push((n / labelled) * Math.abs(accuracy - meanConfidence));
    }
    return { stats, ece: compensatedSum(eceTerms) };
}
function skipped(options, reason) {
    return {
        relation: 'MR4',
        ...rate(0, 0),
        bins: options.bins,
        nMin: options.nMin,
        delta4: options.delta4,
        labelled: 0,
        skippedReason: reason,
        teacherEce: null,
        studentEce: null,
        eceGap: null,
        table: [],
    };
}
/**
 * MR4 — calibration alignment: in confidence bins where both models have
 * enough labelled inputs, their accuracies must agree within delta4.
 *
 * Only labelled inputs (label >= 0) take part; -1 marks an unlabelled row.
 * Each model is binned by its own confidence c_i = max_k m_ik into B
 * equal-width bins over [0, 1] (right-closed: bin b holds (b/B, (b+1)/B], bin 0
 * also holds 0; edges are the float values of b / B and a confidence equal to
 * an edge belongs to the bin that ends there, see {@link confidenceBin}):
 *
 *     n_b     = |bin b|
 *     acc_b   = (1/n_b) Σ_{i ∈ b} [argmax m_i = y_i]
 *     conf_b  = (1/n_b) Σ_{i ∈ b} c_i                  (compensated sum)
 *     ECE     = Σ_b (n_b / N_labelled) · |acc_b − conf_b|
 *     comparable_b = n_b(T) >= nMin and n_b(S) >= nMin
 *     violation_b  = comparable_b and |acc_b(S) − acc_b(T)| > delta4
 *     rate    = Σ_b violation_b / Σ_b comparable_b
 *
 * So `violations` and `n` of the result count bins, not inputs. ECE is
 * reported for both models over all their non-empty bins, comparable or not,
 * and `eceGap` = studentEce − teacherEce. The table has one row per bin with
 * both models' n, accuracy and mean confidence (the reliability diagram).
 *
 * Edge cases:
 * - labels null, or every label -1: MR4 is skipped: rate null, labelled 0,
 *   ECEs null, empty table, `skippedReason` set. Never reported as passed.
 * - an empty bin has n 0 and accuracy / confidence null; it adds nothing to
 *   ECE and is never comparable.
 * - no comparable bin: rate null (n = 0) with `skippedReason` saying why; the
 *   ECEs and the table are still reported.
 *
 * Inputs: N x K matrices of the same shape and labels of length N with values
 * in -1..K−1 (validated by `computeRelations`); none is modified.
 *
 * @example
 * // B = 2, nMin = 1, delta4 = 0.1; all four rows labelled 0.
 * // Teacher confidences 0.5, 0.5, 0.9, 0.9 predict 0, 0, 0, 1;
 * // student confidences 0.5, 0.5, 0.6, 0.8 predict 0, 0, 0, 0 (ties go to class 0).
 * const p = { data: Float64Array.of(0.5, 0.5, 0.5, 0.5, 0.9, 0.1, 0.1, 0.9), rows: 4, cols: 2 };
 * const q = { data: Float64Array.of(0.5, 0.5, 0.5, 0.5, 0.6, 0.4, 0.8, 0.2), rows: 4, cols: 2 };
 * calibrationAlignment(p, q, Int32Array.of(0, 0, 0, 0), { bins: 2, nMin: 1, delta4: 0.1 });
 * // Bin 0 [0, 0.5]: teacher n 2 acc 1 conf 0.5; student n 2 acc 1 conf 0.5: agree.
 * // Bin 1 (0.5, 1]: teacher n 2 acc 0.5 conf 0.9; student n 2 acc 1 conf 0.7: violation.
 * // → violations 1, n 2, rate 0.5, teacherEce 0.45, studentEce 0.4, eceGap -0.04999999999999999
 */
function calibrationAlignment(p, q, labels, options) {
    if (labels === null) {
        return skipped(options, 'no labels were given; MR4 compares accuracy per confidence bin and needs labelled inputs');
    }
    let labelled = 0;
    for (const label of labels)
        if (label >= 0)
            labelled++;
    if (labelled === 0) {
        return skipped(options, `all ${labels.length} inputs are unlabelled (label -1); MR4 needs labelled inputs`);
    }
    const edges = binEdges(options.bins);
    const teacher = binModel(p, labels, labelled, edges);
    const student = binModel(q, labels, labelled, edges);
    const table = [];
    let comparableBins = 0;
    let violatingBins = 0;
    for (let b = 0; b < options.bins; b++) {
        const t = teacher.stats[b];
        const s = student.stats[b];
        const comparable = t.n >= options.nMin && s.n >= options.nMin;
        const violation = comparable && Math.abs(s.accuracy - t.accuracy) > options.delta4;
        if (comparable)
            comparableBins++;
        if (violation)
            violatingBins++;
        table.push({
            lower: edges[b],
            upper: edges[b + 1],
            teacher: t,
            student: s,
            comparable,
            violation,
        });
    }
    return {
        relation: 'MR4',
        ...rate(violatingBins, comparableBins),
        bins: options.bins,
        nMin: options.nMin,
        delta4: options.delta4,
        labelled,
        skippedReason: comparableBins === 0
            ? `no confidence bin has at least nMin = ${options.nMin} labelled inputs from both ` +
                `models (${labelled} labelled inputs, ${options.bins} bins), so MR4 is undefined`
            : null,
        teacherEce: teacher.ece,
        studentEce: student.ece,
        eceGap: student.ece - teacher.ece,
        table,
    };
}

;// CONCATENATED MODULE: ./src/relations/index.ts

















function assertProbMatrix(name, m) {
    if (typeof m !== 'object' || m === null || !(m.data instanceof Float64Array)) {
        throw new TypeError(`${name}.data must be a Float64Array`);
    }
    if (!Number.isInteger(m.rows) || m.rows < 0) {
        throw new RangeError(`${name}.rows must be a non-negative integer, got ${m.rows}`);
    }
    if (!Number.isInteger(m.cols) || m.cols < 2) {
        throw new RangeError(`${name}.cols must be an integer >= 2 (K classes), got ${m.cols}`);
    }
    if (m.data.length !== m.rows * m.cols) {
        throw new RangeError(`${name}.data has length ${m.data.length}, expected rows x cols = ${m.rows} x ${m.cols} = ${m.rows * m.cols}`);
    }
    for (let i = 0; i < m.rows; i++) {
        for (let k = 0; k < m.cols; k++) {
            const value = m.data[i * m.cols + k];
            if (!Number.isFinite(value) || value < 0) {
                throw new RangeError(`${name}[${i}][${k}] is ${value}; probabilities must be finite and >= 0`);
            }
        }
    }
}
function assertLabels(labels, rows, classes) {
    if (labels === null)
        return;
    if (!(labels instanceof Int32Array)) {
        throw new TypeError('labels must be an Int32Array (-1 = unlabelled) or null');
    }
    if (labels.length !== rows) {
        throw new RangeError(`labels has length ${labels.length}, expected ${rows} (one per row)`);
    }
    for (let i = 0; i < labels.length; i++) {
        const label = labels[i];
        if (label < -1 || label >= classes) {
            throw new RangeError(`labels[${i}] is ${label}; allowed are -1 (unlabelled) and 0..${classes - 1}`);
        }
    }
}
function assertOptions(options) {
    for (const key of ['epsilon', 'tau', 'delta3', 'delta4']) {
        if (typeof options[key] !== 'number' || !Number.isFinite(options[key])) {
            throw new RangeError(`options.${key} must be a finite number, got ${options[key]}`);
        }
    }
    if (!Number.isInteger(options.bins) || options.bins < 1) {
        throw new RangeError(`options.bins must be an integer >= 1, got ${options.bins}`);
    }
    if (!Number.isInteger(options.nMin) || options.nMin < 1) {
        throw new RangeError(`options.nMin must be an integer >= 1, got ${options.nMin}`);
    }
}
/**
 * Computes the four metamorphic relations between teacher p and student q, and
 * the accuracy summary, after validating every input.
 *
 * - MR1 prediction agreement ({@link predictionAgreement}),
 * - MR2 KL distribution similarity in nats ({@link distributionSimilarity}),
 * - MR3 high-confidence preservation ({@link highConfidencePreservation}),
 * - MR4 calibration alignment on labelled rows ({@link calibrationAlignment}),
 * - accuracy and binary F1 of both models ({@link accuracySummary}).
 *
 * Inputs: p and q are N x K row-major float64 probability matrices with the
 * same N and K, K >= 2, columns already aligned to the dataset's classes
 * (conversion from logits happens before this). Labels are an Int32Array of
 * length N with values in 0..K−1, or -1 for an unlabelled row; null when the
 * dataset has no labels. Nothing is modified; all arithmetic is float64.
 *
 * Edge cases: N = 0 is allowed and gives undefined (null) rates everywhere;
 * labels null or all -1 make MR4 skipped and the accuracies null.
 *
 * @throws TypeError when p.data or q.data is not a Float64Array, or labels is
 *   neither an Int32Array nor null.
 * @throws RangeError naming the argument (and row, column or index) when the
 *   shapes differ, K < 2, data length ≠ rows · cols, a probability is NaN,
 *   infinite or negative, a label is outside -1..K−1, or an option is out of
 *   range (bins and nMin integers >= 1; the others finite).
 *
 * @example
 * const p = { data: Float64Array.of(0.95, 0.05, 0.3, 0.7), rows: 2, cols: 2 };
 * const q = { data: Float64Array.of(0.85, 0.15, 0.6, 0.4), rows: 2, cols: 2 };
 * const r = computeRelations(p, q, Int32Array.of(0, 1), DEFAULT_RELATIONS);
 * r.mr1.rate;                  // 0.5   (row 1 flips)
 * r.mr3.rate;                  // 1     (row 0: teacher 0.95, student 0.85 < 0.9)
 * r.mr4.skippedReason !== null // true  (2 labelled rows cannot fill nMin = 10)
 * r.accuracy.accuracyGap;      // 0.5
 */
function computeRelations(p, q, labels, options) {
    assertProbMatrix('p', p);
    assertProbMatrix('q', q);
    if (p.rows !== q.rows) {
        throw new RangeError(`p has ${p.rows} rows but q has ${q.rows}; both must score the same inputs`);
    }
    if (p.cols !== q.cols) {
        throw new RangeError(`p has ${p.cols} columns but q has ${q.cols}; both must have the same K classes`);
    }
    assertLabels(labels, p.rows, p.cols);
    assertOptions(options);
    return {
        mr1: predictionAgreement(p, q),
        flips: flipDirection(p, q, labels),
        mr2: distributionSimilarity(p, q, options.epsilon),
        mr3: highConfidencePreservation(p, q, options.tau, options.delta3),
        mr4: calibrationAlignment(p, q, labels, options),
        accuracy: accuracySummary(p, q, labels),
    };
}

;// CONCATENATED MODULE: ./src/transforms/syntax-tree.ts
/** Copies a tree-sitter tree into plain objects (the caller still owns `tree`). */
function copyTree(tree) {
    const cursor = tree.walk();
    try {
        const root = {
            type: cursor.nodeType,
            named: cursor.nodeIsNamed,
            start: cursor.startIndex,
            end: cursor.endIndex,
            field: null,
            children: [],
            parent: null,
        };
        let current = root;
        // Iterative pre-order walk: deep expression chains must not overflow the stack.
        for (;;) {
            if (cursor.gotoFirstChild()) {
                const child = readCursor(cursor, current);
                current.children.push(child);
                current = child;
                continue;
            }
            for (;;) {
                if (cursor.gotoNextSibling()) {
                    const parent = current.parent;
                    if (parent === null)
                        return root;
                    const sibling = readCursor(cursor, parent);
                    parent.children.push(sibling);
                    current = sibling;
                    break;
                }
                if (!cursor.gotoParent())
                    return root;
                const parent = current.parent;
                if (parent === null)
                    return root;
                current = parent;
            }
        }
    }
    finally {
        cursor.delete();
    }
}
function readCursor(cursor, parent) {
    return {
        type: cursor.nodeType,
        named: cursor.nodeIsNamed,
        start: cursor.startIndex,
        end: cursor.endIndex,
        field: cursor.currentFieldName,
        children: [],
        parent,
    };
}
/** First child held under `field`, or undefined. */
function childByField(node, field) {
    return node.children.find((child) => child.field === field);
}
/** All children held under `field`, in source order. */
function childrenByField(node, field) {
    return node.children.filter((child) => child.field === field);
}
const COMMENT_TYPES = new Set(['comment', 'line_comment', 'block_comment']);
function isComment(node) {
    return COMMENT_TYPES.has(node.type);
}
/** Named children that are not comments. */
function namedChildren(node) {
    return node.children.filter((child) => child.named && !isComment(child));
}
/** Pre-order visit of `node` and its descendants; return false to skip a subtree. */
function walk(node, visit) {
    const stack = [node];
    while (stack.length > 0) {
        const current = stack.pop();
        if (visit(current) === false)
            continue;
        for (let i = current.children.length - 1; i >= 0; i--) {
            stack.push(current.children[i]);
        }
    }
}
/** True when `node` lies inside `ancestor` (or is it). */
function isWithin(node, ancestor) {
    for (let n = node; n !== null; n = n.parent) {
        if (n === ancestor)
            return true;
    }
    return false;
}

;// CONCATENATED MODULE: ./src/transforms/java-reachability.ts

/**
 * Java: true only when the statement surely can complete normally (JLS 14.22);
 * anything not understood counts as "may not".
 */
function canCompleteNormally(node, scopes) {
    switch (node.type) {
        case 'block':
        case 'constructor_body': {
            const items = namedChildren(node);
            const last = items[items.length - 1];
            return last === undefined || canCompleteNormally(last, scopes);
        }
        case 'local_variable_declaration':
        case 'expression_statement':
        case 'assert_statement':
        case 'class_declaration':
        case 'interface_declaration':
        case 'enum_declaration':
        case 'record_declaration':
        case 'enhanced_for_statement':
        case 'explicit_constructor_invocation':
            return true;
        case 'if_statement': {
            const consequence = childByField(node, 'consequence');
            const alternative = childByField(node, 'alternative');
            if (alternative === undefined)
                return true;
            return ((consequence !== undefined && canCompleteNormally(consequence, scopes)) ||
                canCompleteNormally(alternative, scopes));
        }
        case 'labeled_statement':
        case 'synchronized_statement': {
            // The body is the last child (a `break label` could also end it: ignored).
            const items = namedChildren(node);
            const body = items[items.length - 1];
            return body !== undefined && canCompleteNormally(body, scopes);
        }
        case 'while_statement':
        case 'for_statement': {
            const condition = childByField(node, 'condition');
            return condition !== undefined && isSurelyNotConstant(condition, scopes);
        }
        case 'try_statement':
        case 'try_with_resources_statement': {
            const body = childByField(node, 'body');
            const catches = node.children.filter((child) => child.type === 'catch_clause');
            const finallyClause = node.children.find((child) => child.type === 'finally_clause');
            const someCompletes = (body !== undefined && canCompleteNormally(body, scopes)) ||
                catches.some((clause) => {
                    const block = childByField(clause, 'body');
                    return block !== undefined && canCompleteNormally(block, scopes);
                });
            const finallyBlock = finallyClause?.children.find((child) => child.type === 'block');
            return (someCompletes &&
                (finallyClause === undefined ||
                    (finallyBlock !== undefined && canCompleteNormally(finallyBlock, scopes))));
        }
        default:
            return false;
    }
}
const NON_CONSTANT_NODES = new Set([
    'method_invocation',
    'array_access',
    'object_creation_expression',
    'array_creation_expression',
    'assignment_expression',
    'update_expression',
    'instanceof_expression',
    'this',
    'super',
]);
/** Java: true when `expression` is surely not a constant expression (JLS 15.29). */
function isSurelyNotConstant(expression, scopes) {
    let found = false;
    walk(expression, (node) => {
        if (found)
            return false;
        if (NON_CONSTANT_NODES.has(node.type))
            found = true;
        else if (node.type === 'identifier') {
            const binding = scopes.resolved.get(node);
            // A local is a constant variable only when declared final.
            if (binding !== undefined && !binding.isFinal)
                found = true;
        }
        return !found;
    });
    return found;
}

;// CONCATENATED MODULE: ./src/transforms/reserved-words.ts
const words = (text) => text.trim().split(/\s+/);
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
const RESERVED = {
    c: new Set(C_RESERVED),
    java: new Set(JAVA_RESERVED),
};
/** True when `name` may not be used as a new local variable name. */
function isReservedName(language, name) {
    return RESERVED[language].has(name);
}
const IDENTIFIER = {
    c: /^[A-Za-z_][A-Za-z0-9_]*$/,
    java: /^[A-Za-z_$][A-Za-z0-9_$]*$/,
};
/** True when `name` is a plain ASCII identifier of the language and not reserved. */
function isValidNewName(language, name) {
    return IDENTIFIER[language].test(name) && !isReservedName(language, name);
}

;// CONCATENATED MODULE: ./src/transforms/rename-locals.ts

/**
 * Plausible local variable names. None is a keyword, a common macro or a
 * libc function that code calls by that name in a way a local could hide
 * (`index`, `time`, `link`, `read` are left out on purpose).
 */
const NAME_POOL = `
  value item count total result temp buffer offset length size cursor node entry flag state
  status limit step delta accum sum current prev next first last key val elem target source
  input output left right width height pos num amount counter ret res tmp ptr len idx cnt acc
  base head tail span mark level depth slot part piece chunk frame token word letter digit
  scale ratio factor bound start stop`
    .trim()
    .split(/\s+/);
/**
 * Draws fresh names: from a seeded shuffle of NAME_POOL, then `v1`, `v2`, ...
 * A name is fresh when it is valid, not reserved and not in `taken`; each
 * drawn name is added to `taken`.
 */
function createNameSource(random, language, taken) {
    const pool = random.shuffle(NAME_POOL);
    let poolIndex = 0;
    let counter = 1;
    return () => {
        while (poolIndex < pool.length) {
            const name = pool[poolIndex++];
            if (!taken.has(name) && isValidNewName(language, name)) {
                taken.add(name);
                return name;
            }
        }
        for (;;) {
            const name = `v${counter++}`;
            if (!taken.has(name)) {
                taken.add(name);
                return name;
            }
        }
    };
}
/** Replacements renaming, in one function, the names of `mapping`. */
function renameReplacements(scopes, mapping, into) {
    const renamable = new Set(scopes.renamable);
    for (const [node, binding] of scopes.resolved) {
        if (!renamable.has(binding.name) || !binding.renamable)
            continue;
        const name = mapping.get(binding.name);
        if (name !== undefined && name !== binding.name)
            into.set(node, () => name);
    }
}
const renameLocals = (context) => {
    const replacements = new Map();
    const declined = [];
    for (const scopes of context.functions) {
        declined.push(...scopes.declined.values());
        if (scopes.renamable.length === 0)
            continue;
        const nextName = createNameSource(context.random, context.language, new Set(scopes.taken));
        const mapping = new Map(scopes.renamable.map((name) => [name, nextName()]));
        renameReplacements(scopes, mapping, replacements);
    }
    return { replacements, declined };
};
/**
 * The part of `mapping` that applies to one function, checked: every new name
 * is a valid, unreserved identifier, not used in the function (unless that
 * name is itself renamed away), and no two names map to the same new name.
 * @throws RangeError naming the offending entry.
 */
function applicableMapping(scopes, language, mapping) {
    const applicable = new Map();
    for (const name of scopes.renamable) {
        const target = mapping.get(name);
        if (target !== undefined && target !== name)
            applicable.set(name, target);
    }
    const targets = new Map();
    for (const [name, target] of applicable) {
        if (!isValidNewName(language, target)) {
            throw new RangeError(`renameIdentifiers: new name ${JSON.stringify(target)} for ${JSON.stringify(name)} ` +
                `is not a valid ${language} identifier or is reserved`);
        }
        if (scopes.taken.has(target) && !applicable.has(target)) {
            throw new RangeError(`renameIdentifiers: new name ${JSON.stringify(target)} for ${JSON.stringify(name)} ` +
                'is already used in the code');
        }
        const other = targets.get(target);
        if (other !== undefined) {
            throw new RangeError(`renameIdentifiers: ${JSON.stringify(other)} and ${JSON.stringify(name)} ` +
                `both map to ${JSON.stringify(target)}`);
        }
        targets.set(target, name);
    }
    return applicable;
}

;// CONCATENATED MODULE: ./src/transforms/rewrite.ts
function renderWithReplacements(source, root, replacements) {
    if (replacements.size === 0)
        return source;
    const dirty = new Set();
    for (const node of replacements.keys()) {
        for (let n = node; n !== null && !dirty.has(n); n = n.parent)
            dirty.add(n);
    }
    const renderInner = (node) => {
        let out = '';
        let position = node.start;
        for (const child of node.children) {
            out += source.slice(position, child.start) + render(child);
            position = child.end;
        }
        return out + source.slice(position, node.end);
    };
    const render = (node) => {
        const replacement = replacements.get(node);
        if (replacement !== undefined)
            return replacement(render, renderInner);
        if (!dirty.has(node))
            return source.slice(node.start, node.end);
        return renderInner(node);
    };
    return source.slice(0, root.start) + render(root) + source.slice(root.end);
}
/**
 * Leading whitespace of the line on which `position` lies, when only
 * whitespace precedes `position` on that line; otherwise undefined.
 */
function lineIndent(source, position) {
    const lineStart = source.lastIndexOf('\n', position - 1) + 1;
    const before = source.slice(lineStart, position);
    return /^[ \t]*$/.test(before) ? before : undefined;
}
/** One indentation step guessed from the text: a tab or four spaces. */
function indentUnit(source) {
    return /\n\t/.test(source) ? '\t' : '    ';
}

;// CONCATENATED MODULE: ./src/transforms/dead-code.ts




const C_TEMPLATES = [
    (v) => `if (0) { int ${v} = 0; ${v}++; }`,
    (v) => `while (0) { int ${v} = 1; ${v}--; }`,
    (v) => `if (0) { long ${v} = 0; ${v} += 1; }`,
    (v) => `if (0) { unsigned int ${v} = 1u; ${v} <<= 1; }`,
    (v) => `if (0) { int ${v} = 0; while (${v} < 0) { ${v}--; } }`,
];
const JAVA_TEMPLATES = [
    (v) => `if (false) { int ${v} = 0; ${v}++; }`,
    (v) => `if (false) { long ${v} = 0L; ${v} += 1L; }`,
    (v) => `if (false) { boolean ${v} = true; ${v} = !${v}; }`,
    (v) => `if (false) { double ${v} = 0.0; ${v} = ${v} * 2.0; }`,
    (v) => `if (false) { int ${v} = 1; while (${v} < 0) { ${v}--; } }`,
];
const C_BLOCK_PARENTS = new Set([
    'function_definition',
    'compound_statement',
    'if_statement',
    'else_clause',
    'while_statement',
    'do_statement',
    'for_statement',
    'labeled_statement',
    'case_statement',
    'preproc_if',
    'preproc_ifdef',
    'preproc_else',
    'preproc_elif',
    'preproc_elifdef',
]);
const JAVA_BLOCK_PARENTS = new Set([
    'method_declaration',
    'block',
    'if_statement',
    'while_statement',
    'do_statement',
    'for_statement',
    'enhanced_for_statement',
    'try_statement',
    'catch_clause',
    'finally_clause',
    'try_with_resources_statement',
    'labeled_statement',
    'synchronized_statement',
    'lambda_expression',
    'switch_block_statement_group',
    'switch_rule',
]);
const C_DECLARATIONS = new Set(['declaration', 'type_definition']);
/** A C block item that declares something (maybe inside #if branches). */
function declaresInC(node) {
    if (C_DECLARATIONS.has(node.type))
        return true;
    if (!node.type.startsWith('preproc_'))
        return false;
    let found = false;
    walk(node, (n) => {
        if (found || n.type === 'compound_statement')
            return false;
        if (C_DECLARATIONS.has(n.type))
            found = true;
        return !found;
    });
    return found;
}
function closingBrace(block) {
    const last = block.children[block.children.length - 1];
    return last?.type === '}' ? last : undefined;
}
function cPositions(fn) {
    const positions = [];
    walk(fn, (node) => {
        if (node.type !== 'compound_statement')
            return true;
        if (node.parent === null || !C_BLOCK_PARENTS.has(node.parent.type))
            return true;
        const items = namedChildren(node);
        let lastDeclaration = -1;
        items.forEach((item, i) => {
            if (declaresInC(item))
                lastDeclaration = i;
        });
        for (let i = lastDeclaration + 1; i < items.length; i++) {
            positions.push({ node: items[i], atClosingBrace: false });
        }
        const brace = closingBrace(node);
        if (brace !== undefined)
            positions.push({ node: brace, atClosingBrace: true });
        return true;
    });
    return positions;
}
function javaPositions(scopes) {
    const positions = [];
    walk(scopes.fn, (node) => {
        const isBlock = (node.type === 'block' && node.parent !== null && JAVA_BLOCK_PARENTS.has(node.parent.type)) ||
            node.type === 'constructor_body';
        if (!isBlock)
            return true;
        const items = namedChildren(node);
        items.forEach((item, i) => {
            if (i === 0 && item.type === 'explicit_constructor_invocation')
                return;
            positions.push({ node: item, atClosingBrace: false });
        });
        const brace = closingBrace(node);
        // The end of a block is reachable only when its last statement can complete normally.
        if (brace !== undefined && canCompleteNormally(node, scopes)) {
            positions.push({ node: brace, atClosingBrace: true });
        }
        return true;
    });
    return positions;
}
function insertion(source, position, statement) {
    const indent = lineIndent(source, position.node.start);
    if (position.atClosingBrace) {
        // The brace's own indentation is already in the output before it.
        return indent === undefined
            ? () => ` ${statement} }`
            : () => `${indentUnit(source)}${statement}\n${indent}}`;
    }
    const separator = indent === undefined ? ' ' : `\n${indent}`;
    return (_render, renderInner) => `${statement}${separator}${renderInner(position.node)}`;
}
const insertDeadCode = (context) => {
    const replacements = new Map();
    const templates = context.language === 'c' ? C_TEMPLATES : JAVA_TEMPLATES;
    for (const scopes of context.functions) {
        const positions = context.language === 'c' ? cPositions(scopes.fn) : javaPositions(scopes);
        if (positions.length === 0)
            continue;
        const position = context.random.pick(positions);
        const template = context.random.pick(templates);
        const name = createNameSource(context.random, context.language, new Set(scopes.taken))();
        replacements.set(position.node, insertion(context.source, position, template(name)));
    }
    return { replacements, declined: [] };
};

;// CONCATENATED MODULE: ./src/transforms/random.ts
/**
 * Small seeded pseudo-random generator (mulberry32) so that every
 * transformation is a pure function of (code, kind, seed).
 */
/**
 * @param seed any integer; it is reduced to 32 bits.
 * @throws RangeError when `seed` is not a safe integer.
 */
function createRandom(seed) {
    if (!Number.isSafeInteger(seed)) {
        throw new RangeError(`transforms: seed must be a safe integer, got ${seed}`);
    }
    let state = seed >>> 0;
    const next = () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const int = (n) => Math.floor(next() * n);
    return {
        next,
        int,
        pick(items) {
            if (items.length === 0)
                throw new RangeError('transforms: cannot pick from an empty list');
            return items[int(items.length)];
        },
        shuffle(items) {
            const out = items.slice();
            for (let i = out.length - 1; i > 0; i--) {
                const j = int(i + 1);
                [out[i], out[j]] = [out[j], out[i]];
            }
            return out;
        },
    };
}
/**
 * Chooses which of `count` sites to transform: each with probability 1/2, and
 * always at least one (a seeded pick) when there is any, so that a seed never
 * yields an unchanged output where a change was possible.
 */
function chooseSites(random, count) {
    const chosen = Array.from({ length: count }, () => random.next() < 0.5);
    if (count > 0 && !chosen.includes(true))
        chosen[random.int(count)] = true;
    return chosen;
}

;// CONCATENATED MODULE: ./src/transforms/c-unit.ts
/**
 * What a C translation unit says outside any one function: its macros and
 * the functions it declares. The tree cannot show what a macro expands to,
 * so the transformations read the `#define`s themselves and stay away from
 * every name a macro could touch (issue 12).
 */

const WORD = /[A-Za-z_][A-Za-z0-9_]*/g;
/** The body without string and character literals, whose `#` and words are not tokens. */
function bodyTokens(body) {
    return body.replace(/"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g, ' ');
}
function readMacro(node, source) {
    const name = childByField(node, 'name');
    if (name === undefined)
        return undefined;
    const value = childByField(node, 'value');
    const body = value === undefined ? '' : bodyTokens(source.slice(value.start, value.end));
    const parameters = new Set();
    const list = childByField(node, 'parameters');
    if (list !== undefined) {
        for (const child of list.children) {
            if (child.type === 'identifier')
                parameters.add(source.slice(child.start, child.end));
        }
    }
    const bodyWords = new Set((body.match(WORD) ?? []).filter((word) => !parameters.has(word)));
    return {
        name: source.slice(name.start, name.end),
        functionLike: node.type === 'preproc_function_def',
        bodyWords,
        stringifies: /(^|[^#])#(?!#)/.test(body),
        pastes: body.includes('##'),
    };
}
/** Reads the macros (anywhere in the unit, also inside functions) and declared functions. */
function readCUnit(root, source) {
    const macros = new Map();
    const functions = new Set();
    walk(root, (node) => {
        if (node.type === 'preproc_def' || node.type === 'preproc_function_def') {
            const macro = readMacro(node, source);
            if (macro !== undefined)
                macros.set(macro.name, macro);
            return false;
        }
        if (node.type === 'function_declarator') {
            const inner = childByField(node, 'declarator');
            if (inner?.type === 'identifier')
                functions.add(source.slice(inner.start, inner.end));
        }
        return true;
    });
    const macroBodyWords = new Set();
    for (const macro of macros.values())
        for (const word of macro.bodyWords)
            macroBodyWords.add(word);
    // A macro hides a jump when its body says `continue` / `break` or names a macro that does.
    const macrosHidingJumps = new Set();
    for (let grew = true; grew;) {
        grew = false;
        for (const macro of macros.values()) {
            if (macrosHidingJumps.has(macro.name))
                continue;
            const words = [...macro.bodyWords];
            if (words.some((w) => w === 'continue' || w === 'break' || macrosHidingJumps.has(w))) {
                macrosHidingJumps.add(macro.name);
                grew = true;
            }
        }
    }
    return { macros, macroBodyWords, macrosHidingJumps, functions };
}
/**
 * Functions of the C standard library. C11 7.1.4 lets any of them be a macro
 * too, but one that "evaluates each of its arguments exactly once, fully
 * protected by parentheses": their arguments keep their meaning, so operands
 * inside them may be swapped. `assert` is not here: it is a macro that
 * stringifies its argument.
 */
const C_LIBRARY_FUNCTIONS = new Set(`printf fprintf sprintf snprintf vprintf vfprintf vsprintf vsnprintf puts fputs putchar putc
  fputc getchar getc fgetc fgets fopen fclose fread fwrite fflush fseek ftell rewind remove rename
  scanf sscanf fscanf perror wprintf fwprintf swprintf
  malloc calloc realloc free exit abort atexit atoi atol atoll atof strtol strtoul strtoll strtoull
  strtod strtof abs labs llabs div ldiv rand srand qsort bsearch getenv system
  memcpy memmove memset memcmp memchr strcpy strncpy strcat strncat strcmp strncmp strchr strrchr
  strstr strlen strspn strcspn strpbrk strtok strerror strdup wcslen wcscpy wcsncpy wcscat wcscmp
  isalnum isalpha isblank iscntrl isdigit isgraph islower isprint ispunct isspace isupper isxdigit
  tolower toupper iswdigit iswalpha iswspace towlower towupper
  sqrt pow exp log log10 log2 sin cos tan asin acos atan atan2 floor ceil fabs fmod round trunc
  time clock difftime mktime localtime gmtime strftime`
    .trim()
    .split(/\s+/));
/**
 * A call of a function that is not defined or declared in the unit and is
 * not a standard library function: its header is absent (Juliet and
 * BigCloneBench snippets come without them), so it may be a macro that
 * regroups or stringifies its arguments or hides a jump. Decided
 * conservatively: such a call counts as a macro invocation.
 */
function mayBeUnknownMacro(unit, callee) {
    return !unit.functions.has(callee) && !C_LIBRARY_FUNCTIONS.has(callee);
}

;// CONCATENATED MODULE: ./src/transforms/loop-rewrite.ts





const LOOPS = new Set([
    'for_statement',
    'while_statement',
    'do_statement',
    'enhanced_for_statement',
]);
const BLOCKS = new Set(['compound_statement', 'block']);
const STATEMENT_LISTS = new Set([
    'compound_statement',
    'case_statement',
    'block',
    'constructor_body',
    'switch_block_statement_group',
]);
/** True when `body` holds a `continue` that targets the loop owning `body`. */
function hasOwnContinue(body) {
    let found = false;
    walk(body, (node) => {
        if (found)
            return false;
        if (node !== body && (LOOPS.has(node.type) || node.type === 'lambda_expression'))
            return false;
        if (node.type === 'class_body')
            return false;
        if (node.type === 'continue_statement')
            found = true;
        return !found;
    });
    return found;
}
/** Names declared by the top-level items of a block (C also inside #if branches). */
function topLevelDeclaredNames(context, block) {
    const names = new Set();
    const scopes = context.functions.find((f) => isWithin(block, f.fn));
    if (scopes === undefined)
        return names;
    for (const binding of scopes.bindings) {
        let owner = binding.node.parent;
        // Climb to the item of `block` holding the declaration, stopping at nested blocks.
        while (owner !== null && owner.parent !== block && !BLOCKS.has(owner.type)) {
            owner = owner.parent;
        }
        if (owner !== null && owner.parent === block && !BLOCKS.has(owner.type)) {
            names.add(binding.name);
        }
    }
    return names;
}
function identifiersIn(context, nodes) {
    const names = new Set();
    for (const node of nodes) {
        walk(node, (n) => {
            if (n.type === 'identifier')
                names.add(context.source.slice(n.start, n.end));
        });
    }
    return names;
}
const DECLINE_HIDDEN_JUMP = 'C: the loop body invokes a macro that may hide continue or break';
const MACRO_LIKE = /^[A-Z_][A-Z0-9_]*$/;
/** C: true when `body` names a macro that may expand to `continue` or `break`. */
function invokesJumpMacro(context, scopes, unit, body) {
    let found = false;
    walk(body, (node) => {
        if (found)
            return false;
        if (node.type !== 'identifier' || scopes.resolved.has(node))
            return true;
        const name = context.source.slice(node.start, node.end);
        const isCallee = node.field === 'function' && node.parent?.type === 'call_expression';
        found =
            unit.macrosHidingJumps.has(name) ||
                (isCallee &&
                    MACRO_LIKE.test(name) &&
                    !unit.macros.has(name) &&
                    mayBeUnknownMacro(unit, name));
        return !found;
    });
    return found;
}
/** Whether a `for` loop may be rewritten: 'yes', 'no' (not a site), or a reason it is declined. */
function forLoopEligibility(context, loop, scopes) {
    const java = context.language === 'java';
    if (loop.parent?.type === 'labeled_statement')
        return 'no';
    const body = childByField(loop, 'body');
    if (body === undefined || hasOwnContinue(body))
        return 'no';
    const hasUpdate = childrenByField(loop, 'update').length > 0;
    if (java && hasUpdate && !canCompleteNormally(body, scopes))
        return 'no';
    const unit = context.facts.c;
    if (unit !== null && hasUpdate && invokesJumpMacro(context, scopes, unit, body)) {
        return DECLINE_HIDDEN_JUMP;
    }
    return 'yes';
}
/** Appends `update` to the end of a rendered block body. */
function appendToBlock(context, body, renderedBody, update) {
    const match = /(\s*)\}$/.exec(renderedBody);
    if (match === null)
        return `{ ${renderedBody} ${update} }`;
    const head = renderedBody.slice(0, match.index);
    const tail = renderedBody.slice(match.index);
    if (!tail.includes('\n'))
        return `${head} ${update}${tail}`;
    const items = namedChildren(body);
    const last = items[items.length - 1];
    let indent = last === undefined ? undefined : lineIndent(context.source, last.start);
    if (indent === undefined) {
        indent = (lineIndent(context.source, body.start) ?? '') + indentUnit(context.source);
    }
    return `${head}\n${indent}${update}${tail}`;
}
function rewriteFor(context, loop, render) {
    const java = context.language === 'java';
    const initNodes = childrenByField(loop, java ? 'init' : 'initializer');
    const condition = childByField(loop, 'condition');
    const updates = childrenByField(loop, 'update');
    const body = childByField(loop, 'body');
    const declarationInit = initNodes.some((n) => ['declaration', 'local_variable_declaration'].includes(n.type));
    const init = initNodes
        .map((n) => n.type === 'declaration' || n.type === 'local_variable_declaration'
        ? render(n)
        : `${render(n)};`)
        .join(' ');
    const update = updates.map((n) => `${render(n)};`).join(' ');
    const conditionText = condition === undefined ? (java ? 'true' : '1') : render(condition);
    const closeParen = [...loop.children]
        .reverse()
        .find((c) => c.type === ')' && c.end <= body.start);
    let gap = closeParen === undefined ? ' ' : context.source.slice(closeParen.end, body.start);
    let newBody;
    if (update === '')
        newBody = render(body);
    else if (BLOCKS.has(body.type)) {
        const clash = [...identifiersIn(context, updates)].some((name) => topLevelDeclaredNames(context, body).has(name));
        newBody = clash
            ? `{ ${render(body)} ${update} }`
            : appendToBlock(context, body, render(body), update);
    }
    else {
        const bodyIndent = lineIndent(context.source, body.start);
        const loopIndent = lineIndent(context.source, loop.start);
        if (gap.includes('\n') && bodyIndent !== undefined && loopIndent !== undefined) {
            // A body on its own line becomes a block: `while (c) {`, body, update, `}`.
            newBody = `{${gap}${render(body)}\n${bodyIndent}${update}\n${loopIndent}}`;
            gap = ' ';
        }
        else
            newBody = `{ ${render(body)} ${update} }`;
    }
    const whileLoop = `while (${conditionText})${gap}${newBody}`;
    if (init === '')
        return whileLoop;
    const indent = lineIndent(context.source, loop.start);
    const inList = loop.parent !== null && STATEMENT_LISTS.has(loop.parent.type);
    if (!declarationInit && inList) {
        return `${init}${indent === undefined ? ' ' : `\n${indent}`}${whileLoop}`;
    }
    if (indent === undefined)
        return `{ ${init} ${whileLoop} }`;
    const unit = indentUnit(context.source);
    const inner = `\n${indent}${unit}`;
    const indented = canReindent(context, loop) ? reindent(whileLoop, unit) : whileLoop;
    return `{${inner}${init}${inner}${indented}\n${indent}}`;
}
/** Adds `unit` before every non-empty line after the first. */
function reindent(text, unit) {
    return text
        .split('\n')
        .map((line, i) => (i === 0 || line.trim() === '' ? line : unit + line))
        .join('\n');
}
/**
 * Indentation may change only where it is not part of a value: no literal
 * spanning lines (Java text blocks, C strings continued with a backslash).
 */
function canReindent(context, loop) {
    if (/\\\r?\n/.test(context.source.slice(loop.start, loop.end)))
        return false;
    let multiLineLiteral = false;
    walk(loop, (node) => {
        if (multiLineLiteral)
            return false;
        if (/string|char|text_block/.test(node.type)) {
            multiLineLiteral = context.source.slice(node.start, node.end).includes('\n');
            return false;
        }
        return true;
    });
    return !multiLineLiteral;
}
function rewriteWhile(context, loop, render) {
    const condition = childByField(loop, 'condition');
    const renderedCondition = render(condition);
    // The condition is a parenthesized_expression: keep what is inside.
    // Trailing spaces go, a trailing newline stays: it may end a `//` comment.
    const inner = condition.type === 'parenthesized_expression'
        ? renderedCondition
            .slice(1, -1)
            .replace(/^\s+/, '')
            .replace(/[ \t]+$/, '')
        : renderedCondition;
    const body = childByField(loop, 'body');
    return `for (; ${inner};)${context.source.slice(condition.end, body.start)}${render(body)}`;
}
const rewriteLoops = (context) => {
    const sites = [];
    const declined = [];
    for (const scopes of context.functions) {
        walk(scopes.fn, (node) => {
            if (node.type === 'while_statement') {
                if (childByField(node, 'condition') !== undefined &&
                    childByField(node, 'body') !== undefined) {
                    sites.push(node);
                }
            }
            else if (node.type === 'for_statement') {
                const eligibility = forLoopEligibility(context, node, scopes);
                if (eligibility === 'yes')
                    sites.push(node);
                else if (eligibility !== 'no')
                    declined.push(eligibility);
            }
            return true;
        });
    }
    const chosen = chooseSites(context.random, sites.length);
    const replacements = new Map();
    sites.forEach((site, i) => {
        if (!chosen[i])
            return;
        replacements.set(site, (render) => site.type === 'for_statement'
            ? rewriteFor(context, site, render)
            : rewriteWhile(context, site, render));
    });
    return { replacements, declined };
};

;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
// EXTERNAL MODULE: ./node_modules/web-tree-sitter/web-tree-sitter.js
var web_tree_sitter = __nccwpck_require__(33);
;// CONCATENATED MODULE: ./src/transforms/parser.ts
/**
 * Loads the tree-sitter grammars (C, Java) and parses code units.
 *
 * WebAssembly files are looked up first in a `wasm/` folder beside the running
 * module (the ncc bundle: `scripts/copy-wasm.mjs` puts web-tree-sitter.wasm,
 * tree-sitter-c.wasm and tree-sitter-java.wasm there), then in node_modules
 * through `require.resolve` (running from source, e.g. under vitest).
 */








const GRAMMAR_WASM = {
    c: 'tree-sitter-c/tree-sitter-c.wasm',
    java: 'tree-sitter-java/tree-sitter-java.wasm',
};
const RUNTIME_WASM = 'web-tree-sitter/web-tree-sitter.wasm';
/** Absolute path of a WebAssembly file given as `package/file.wasm`. */
function locateWasm(packageFile) {
    const bundled = external_node_path_default().join(moduleDirectory(), 'wasm', external_node_path_default().basename(packageFile));
    if ((0,external_node_fs_namespaceObject.existsSync)(bundled))
        return bundled;
    try {
        return (0,external_node_module_namespaceObject.createRequire)(import.meta.url).resolve(packageFile);
    }
    catch (error) {
        throw new Error(`transforms: cannot find ${packageFile}: looked in ${external_node_path_default().dirname(bundled)} and in ` +
            `node_modules (${error.message}); a bundle needs scripts/copy-wasm.mjs`, { cause: error });
    }
}
function moduleDirectory() {
    return external_node_path_default().dirname((0,external_node_url_namespaceObject.fileURLToPath)(import.meta.url));
}
let runtimeReady;
function initRuntime() {
    runtimeReady ??= (async () => {
        const wasmFile = locateWasm(RUNTIME_WASM);
        const options = { wasmBinary: (0,external_node_fs_namespaceObject.readFileSync)(wasmFile), locateFile: () => wasmFile };
        await withoutNodeDetection(() => web_tree_sitter/* Parser */.iX.init(options));
    })().catch((error) => {
        runtimeReady = undefined;
        throw error;
    });
    return runtimeReady;
}
/**
 * Runs `start` while web-tree-sitter's Emscripten glue cannot tell it is on
 * Node.js.
 *
 * Why: on Node the ESM glue runs `const { createRequire } = await
 * import("module")` to read files. Inside an ncc (webpack) bundle that dynamic
 * import of a CommonJS built-in yields a namespace holding only `default`, so
 * `createRequire` is undefined and `Parser.init` throws "createRequire is not
 * a function" (measured with ncc 0.45 and web-tree-sitter 0.27.2). The glue
 * decides once, synchronously at the start of `Parser.init`, from
 * `process.type !== 'renderer'`; with the WebAssembly bytes passed in as
 * `wasmBinary` it then needs no file access at all. The flag is restored
 * before any other code can run, and source and bundle take the same path.
 */
function withoutNodeDetection(start) {
    const holder = process;
    const had = Object.prototype.hasOwnProperty.call(holder, 'type');
    const previous = holder.type;
    holder.type = 'renderer';
    try {
        return start();
    }
    finally {
        if (had)
            holder.type = previous;
        else
            delete holder.type;
    }
}
/**
 * Bare Java members that the grammar does not accept at top level (e.g. a
 * constructor) are parsed inside this class. tree-sitter-java accepts a bare
 * method at top level, so BigCloneBench methods parse without it.
 */
const JAVA_WRAPPER_PREFIX = 'class MetaCompressWrapper {\n';
const JAVA_WRAPPER_SUFFIX = '\n}\n';
const grammars = new Map();
/**
 * Loads (once per process) the grammar of `language`.
 * @throws Error for an unsupported language or a missing WebAssembly file.
 */
function loadGrammar(language) {
    let checked;
    try {
        checked = parseTransformLanguage(language);
    }
    catch (error) {
        return Promise.reject(error);
    }
    let grammar = grammars.get(checked);
    if (grammar === undefined) {
        grammar = createGrammar(checked).catch((error) => {
            grammars.delete(checked);
            throw error;
        });
        grammars.set(checked, grammar);
    }
    return grammar;
}
async function createGrammar(language) {
    await initRuntime();
    const wasm = await web_tree_sitter/* Language */.TM.load((0,external_node_fs_namespaceObject.readFileSync)(locateWasm(GRAMMAR_WASM[language])));
    const parser = new web_tree_sitter/* Parser */.iX();
    parser.setLanguage(wasm);
    const parseText = (source, prefixLength, suffixLength) => {
        const tree = parser.parse(source);
        if (tree === null)
            return { status: 'unparsable', reason: 'the parser returned no tree' };
        try {
            if (tree.rootNode.hasError) {
                return { status: 'unparsable', reason: 'syntax errors (tree-sitter error nodes)' };
            }
            return {
                status: 'ok',
                unit: { source, prefixLength, suffixLength, root: copyTree(tree) },
            };
        }
        finally {
            tree.delete();
        }
    };
    const wrapJava = (code) => parseText(JAVA_WRAPPER_PREFIX + code + JAVA_WRAPPER_SUFFIX, JAVA_WRAPPER_PREFIX.length, JAVA_WRAPPER_SUFFIX.length);
    const hasNoErrors = (source) => {
        const tree = parser.parse(source);
        if (tree === null)
            return false;
        try {
            return !tree.rootNode.hasError;
        }
        finally {
            tree.delete();
        }
    };
    return {
        language,
        parse(code) {
            const plain = parseText(code, 0, 0);
            if (plain.status === 'ok' || language !== 'java')
                return plain;
            const wrapped = wrapJava(code);
            return wrapped.status === 'ok' ? wrapped : plain;
        },
        parseLike(unit, code) {
            return unit.prefixLength > 0 ? wrapJava(code) : parseText(code, 0, 0);
        },
        parsesLike(unit, code) {
            return hasNoErrors(unit.prefixLength > 0 ? JAVA_WRAPPER_PREFIX + code + JAVA_WRAPPER_SUFFIX : code);
        },
    };
}
/** The original input's text of a unit (without any wrapper). */
function unwrap(unit, source = unit.source) {
    return source.slice(unit.prefixLength, source.length - unit.suffixLength);
}

;// CONCATENATED MODULE: ./src/transforms/scopes/walker.ts
/**
 * The scope walker both languages share: a stack of block scopes, declaring a
 * name where its declarator appears and resolving every other identifier to
 * the innermost visible declaration (see index.ts for what "renamable" means).
 */

const TOKEN_TYPES = new Set([
    'identifier',
    'type_identifier',
    'field_identifier',
    'statement_identifier',
]);
const walker_WORD = /[A-Za-z_$][A-Za-z0-9_$]*/g;
/** Every identifier-like token under `node` (macro bodies word by word). */
function collectTaken(fn, source) {
    const taken = new Set();
    walk(fn, (node) => {
        if (TOKEN_TYPES.has(node.type))
            taken.add(source.slice(node.start, node.end));
        else if (node.type === 'preproc_arg') {
            for (const word of source.slice(node.start, node.end).match(walker_WORD) ?? [])
                taken.add(word);
        }
    });
    return taken;
}
class ScopeWalker {
    source;
    scopes = [];
    bindings = [];
    resolved = new Map();
    blocked = new Set();
    /** Java: depth of class bodies declared inside the function. */
    nestedClassDepth = 0;
    /** Java: for each class entered, the number of scopes outside it. */
    classBases = [];
    classBodyReads = new Map();
    constructor(source) {
        this.source = source;
    }
    /** Declares the children of `node` that `picked` chooses and visits the rest. */
    declareWhere(node, picked, renamable) {
        this.visitExcept(node, picked, (child) => this.declare(child, { renamable }));
    }
    /** Visits the children of `node` but those `picked` chooses, which go to `handle`. */
    visitExcept(node, picked, handle = () => { }) {
        for (const child of node.children) {
            if (picked(child))
                handle(child);
            else
                this.visit(child);
        }
    }
    text(node) {
        return this.source.slice(node.start, node.end);
    }
    inScope(run) {
        this.scopes.push(new Map());
        try {
            run();
        }
        finally {
            this.scopes.pop();
        }
    }
    declare(node, options) {
        const name = this.text(node);
        const renamable = options.renamable && this.nestedClassDepth === 0;
        const binding = {
            name,
            node,
            renamable,
            numeric: options.numeric ?? false,
            isFinal: options.isFinal ?? false,
        };
        this.bindings.push(binding);
        this.resolved.set(node, binding);
        this.scopes[this.scopes.length - 1]?.set(name, binding);
        if (!renamable)
            this.blocked.add(name);
    }
    /**
     * Java: runs `visit` as the members of a class declared in the function.
     * Inside, a simple name means a member of the class (JLS 6.4.1: a field,
     * maybe inherited or declared further down, hides the enclosing method's
     * locals) before it means one of those locals.
     */
    inClass(visit) {
        this.nestedClassDepth++;
        this.classBases.push(this.scopes.length);
        try {
            this.inScope(visit);
        }
        finally {
            this.classBases.pop();
            this.nestedClassDepth--;
        }
    }
    reference(node) {
        const name = this.text(node);
        if (this.nestedClassDepth > 0)
            this.blocked.add(name);
        const base = this.classBases[this.classBases.length - 1] ?? 0;
        for (let i = this.scopes.length - 1; i >= 0; i--) {
            const binding = this.scopes[i]?.get(name);
            if (binding === undefined)
                continue;
            // Outside the innermost class: a member we cannot see may come first.
            if (i < base)
                this.classBodyReads.set(node, binding);
            else
                this.resolved.set(node, binding);
            return;
        }
        this.blocked.add(name);
    }
    block(node) {
        this.blocked.add(this.text(node));
    }
    /** Blocks every identifier-like token under `node`. */
    blockAll(node) {
        walk(node, (n) => {
            if (TOKEN_TYPES.has(n.type))
                this.block(n);
            else if (n.type === 'preproc_arg') {
                for (const word of this.text(n).match(walker_WORD) ?? [])
                    this.blocked.add(word);
            }
        });
    }
}
const SKIPPED = new Set([
    'comment',
    'line_comment',
    'block_comment',
    'string_literal',
    'char_literal',
    'character_literal',
    'text_block',
    'system_lib_string',
    'number_literal',
]);

;// CONCATENATED MODULE: ./src/transforms/scopes/c.ts
/**
 * C scopes: block scopes at `{` and `for`, declarators, K&R parameter lists,
 * enumerators; every preprocessor directive, attribute and asm blocks its
 * names.
 */


class CWalker extends ScopeWalker {
    visit(node) {
        if (SKIPPED.has(node.type))
            return;
        switch (node.type) {
            case 'compound_statement':
            case 'for_statement':
                this.inScope(() => this.visitChildren(node));
                return;
            case 'declaration':
                this.visitDeclaration(node);
                return;
            case 'parameter_declaration':
                this.visitFieldsAsDeclarators(node);
                return;
            case 'parameter_list':
                // K&R identifier lists declare their names directly.
                this.declareWhere(node, (child) => child.type === 'identifier', true);
                return;
            case 'enumerator':
                this.declareWhere(node, (child) => child.field === 'name', false);
                return;
            case 'preproc_ifdef':
            case 'preproc_elifdef':
                this.visitExcept(node, (child) => child.field === 'name', (child) => this.blockAll(child));
                return;
            case 'preproc_if':
            case 'preproc_elif':
                this.visitExcept(node, (child) => child.field === 'condition', (child) => this.blockAll(child));
                return;
            case 'preproc_def':
            case 'preproc_function_def':
            case 'preproc_call':
            case 'preproc_include':
            case 'attribute_specifier':
            case 'attribute_declaration':
            case 'ms_declspec_modifier':
            case 'gnu_asm_expression':
                this.blockAll(node);
                return;
            case 'identifier':
                this.reference(node);
                return;
            case 'type_identifier':
                this.block(node);
                return;
            default:
                this.visitChildren(node);
        }
    }
    visitChildren(node) {
        for (const child of node.children)
            this.visit(child);
    }
    visitDeclaration(node) {
        // A block-scope `extern` declaration names a global object.
        const isExtern = node.children.some((child) => child.type === 'storage_class_specifier' && this.text(child) === 'extern');
        for (const child of node.children) {
            if (child.field === 'declarator')
                this.visitDeclarator(child, !isExtern);
            else
                this.visit(child);
        }
    }
    visitFieldsAsDeclarators(node) {
        for (const child of node.children) {
            if (child.field === 'declarator')
                this.visitDeclarator(child, true);
            else
                this.visit(child);
        }
    }
    visitDeclarator(node, renamable) {
        switch (node.type) {
            case 'identifier':
                this.declare(node, { renamable });
                return;
            case 'init_declarator':
            case 'pointer_declarator':
            case 'array_declarator':
            case 'attributed_declarator':
                // Declarator first: a C declaration is in scope in its own initializer.
                for (const child of node.children) {
                    if (child.field === 'declarator')
                        this.visitDeclarator(child, renamable);
                }
                for (const child of node.children) {
                    if (child.field !== 'declarator')
                        this.visit(child);
                }
                return;
            case 'parenthesized_declarator':
                for (const child of node.children) {
                    if (DECLARATOR_TYPES.has(child.type))
                        this.visitDeclarator(child, renamable);
                    else
                        this.visit(child);
                }
                return;
            case 'function_declarator': {
                const inner = childByField(node, 'declarator');
                // `int helper(int);` declares a function; `int (*fp)(int);` a variable.
                if (inner?.type === 'identifier')
                    this.declare(inner, { renamable: false });
                else if (inner !== undefined)
                    this.visitDeclarator(inner, renamable);
                for (const child of node.children) {
                    if (child.field === 'declarator')
                        continue;
                    if (child.field === 'parameters')
                        this.inScope(() => this.visit(child));
                    else
                        this.blockAll(child);
                }
                return;
            }
            default:
                this.visit(node);
        }
    }
    /** The declarator of a function definition: the name is blocked, parameters declared. */
    visitFunctionDeclarator(node) {
        if (node.type === 'identifier') {
            this.block(node);
            return;
        }
        if (node.type === 'function_declarator') {
            const inner = childByField(node, 'declarator');
            const own = inner?.type === 'identifier';
            for (const child of node.children) {
                if (child.field === 'declarator')
                    this.visitFunctionDeclarator(child);
                else if (child.field === 'parameters') {
                    // The parameters of the function itself live in its scope; those of a
                    // returned function pointer type only in a prototype scope.
                    if (own)
                        this.visit(child);
                    else
                        this.inScope(() => this.visit(child));
                }
                else
                    this.blockAll(child);
            }
            return;
        }
        if (DECLARATOR_TYPES.has(node.type)) {
            for (const child of node.children) {
                if (child.field === 'declarator' || DECLARATOR_TYPES.has(child.type)) {
                    this.visitFunctionDeclarator(child);
                }
                else
                    this.visit(child);
            }
            return;
        }
        this.visit(node);
    }
    visitFunction(fn) {
        this.inScope(() => {
            for (const child of fn.children) {
                if (child.field === 'declarator')
                    this.visitFunctionDeclarator(child);
                else
                    this.visit(child);
            }
        });
    }
}
const DECLARATOR_TYPES = new Set([
    'identifier',
    'pointer_declarator',
    'function_declarator',
    'array_declarator',
    'parenthesized_declarator',
    'attributed_declarator',
    'init_declarator',
]);
/**
 * C macros defined outside the functions that expand to the names of locals,
 * so that a function using the macro must keep those names. The tree cannot
 * show a macro's body; these are the ones of the Juliet test suite, where each
 * test case file defines them (`#define CHAR_ARRAY_SIZE (3 * sizeof(data) +
 * 2)`, `#define COMMAND_ARG3 data`). Found by compiling original and renamed
 * Juliet functions with gcc.
 */
const C_MACROS_NAMING_LOCALS = new Map([
    ['CHAR_ARRAY_SIZE', ['data']],
    ['COMMAND_ARG3', ['data']],
]);

;// CONCATENATED MODULE: ./src/transforms/scopes/java.ts
/**
 * Java scopes: blocks, switch blocks and rules, for, catch, resources,
 * lambdas; fields, type names, labels and members of classes declared inside
 * a method are blocked.
 */


const JAVA_SCOPES = new Set([
    'block',
    'constructor_body',
    'switch_block',
    'switch_rule',
    'for_statement',
    'catch_clause',
    'try_with_resources_statement',
]);
const JAVA_NUMERIC_TYPES = new Set(['integral_type', 'floating_point_type']);
const JAVA_TYPE_DECLARATIONS = new Set([
    'class_declaration',
    'interface_declaration',
    'enum_declaration',
    'record_declaration',
    'annotation_type_declaration',
]);
const JAVA_CLASS_BODIES = new Set([
    'class_body',
    'interface_body',
    'enum_body',
    'annotation_type_body',
]);
class JavaWalker extends ScopeWalker {
    visit(node) {
        if (SKIPPED.has(node.type))
            return;
        const type = node.type;
        if (JAVA_SCOPES.has(type)) {
            this.inScope(() => this.visitChildren(node));
            return;
        }
        if (JAVA_CLASS_BODIES.has(type)) {
            this.inClass(() => this.visitChildren(node));
            return;
        }
        if (JAVA_TYPE_DECLARATIONS.has(type)) {
            // The whole declaration is the class's: a record's components are its
            // fields (and accessors), never locals of the enclosing method.
            for (const child of node.children)
                if (child.field === 'name')
                    this.block(child);
            this.inClass(() => {
                for (const child of node.children)
                    if (child.field !== 'name')
                        this.visit(child);
            });
            return;
        }
        switch (type) {
            case 'method_declaration':
            case 'constructor_declaration':
            case 'compact_constructor_declaration':
                this.visitFunction(node);
                return;
            case 'local_variable_declaration':
                this.visitVariables(node, true);
                return;
            case 'field_declaration':
            case 'constant_declaration':
                this.visitVariables(node, false);
                return;
            case 'formal_parameter':
            case 'catch_formal_parameter':
            case 'resource':
                this.visitNamed(node);
                return;
            case 'spread_parameter':
                // Varargs are arrays: never numeric.
                this.visitVariables(node, true, false);
                return;
            case 'enhanced_for_statement':
                this.inScope(() => this.visitEnhancedFor(node));
                return;
            case 'lambda_expression':
                this.inScope(() => this.visitLambda(node));
                return;
            case 'method_invocation':
                this.visitExcept(node, (child) => child.field === 'name');
                return;
            case 'field_access':
                this.visitExcept(node, (child) => child.field === 'field');
                return;
            case 'method_reference':
                // `expr::name`: only what precedes `::` is an expression.
                for (const child of node.children) {
                    if (child.type === '::')
                        return;
                    this.visit(child);
                }
                return;
            case 'labeled_statement':
            case 'break_statement':
            case 'continue_statement':
                this.visitExcept(node, (child) => child.type === 'identifier');
                return;
            case 'marker_annotation':
            case 'annotation':
                this.visitExcept(node, (child) => child.field === 'name');
                return;
            case 'element_value_pair':
                this.visitExcept(node, (child) => child.field === 'key');
                return;
            case 'scoped_identifier':
            case 'scoped_type_identifier':
            case 'package_declaration':
            case 'import_declaration':
                return;
            case 'switch_label':
                this.blockAll(node);
                return;
            case 'instanceof_expression':
                this.declareWhere(node, (child) => child.field === 'name', false);
                return;
            case 'type_pattern':
            case 'record_pattern_component':
                this.declareWhere(node, (child) => child.type === 'identifier', false);
                return;
            case 'identifier':
                this.reference(node);
                return;
            case 'type_identifier':
                this.block(node);
                return;
            default:
                this.visitChildren(node);
        }
    }
    visitChildren(node) {
        for (const child of node.children)
            this.visit(child);
    }
    isFinal(node) {
        const modifiers = node.children.find((child) => child.type === 'modifiers');
        return modifiers?.children.some((child) => child.type === 'final') ?? false;
    }
    /** Declarations with `variable_declarator` children (locals, fields, varargs). */
    visitVariables(node, renamable, mayBeNumeric = true) {
        const typeNode = childByField(node, 'type');
        const numericType = mayBeNumeric && typeNode !== undefined && JAVA_NUMERIC_TYPES.has(typeNode.type);
        const isFinal = this.isFinal(node);
        for (const child of node.children) {
            if (child.type !== 'variable_declarator') {
                this.visit(child);
                continue;
            }
            const hasDims = childByField(child, 'dimensions') !== undefined;
            for (const part of child.children) {
                if (part.field === 'name') {
                    this.declare(part, { renamable, numeric: numericType && !hasDims, isFinal });
                }
                else
                    this.visit(part);
            }
        }
    }
    /** Nodes with a `name` field declaring one local (parameters, catch, resources). */
    visitNamed(node) {
        const typeNode = childByField(node, 'type');
        const numeric = typeNode !== undefined &&
            JAVA_NUMERIC_TYPES.has(typeNode.type) &&
            childByField(node, 'dimensions') === undefined;
        const isFinal = this.isFinal(node);
        // The initializer of a resource is visited before its name is in scope.
        for (const child of node.children) {
            if (child.field !== 'name')
                this.visit(child);
        }
        const name = childByField(node, 'name');
        if (name !== undefined)
            this.declare(name, { renamable: true, numeric, isFinal });
    }
    visitEnhancedFor(node) {
        const typeNode = childByField(node, 'type');
        const numeric = typeNode !== undefined &&
            JAVA_NUMERIC_TYPES.has(typeNode.type) &&
            childByField(node, 'dimensions') === undefined;
        for (const child of node.children) {
            if (child.field !== 'name' && child.field !== 'body')
                this.visit(child);
        }
        const name = childByField(node, 'name');
        if (name !== undefined) {
            this.declare(name, { renamable: true, numeric, isFinal: this.isFinal(node) });
        }
        const body = childByField(node, 'body');
        if (body !== undefined)
            this.visit(body);
    }
    visitLambda(node) {
        for (const child of node.children) {
            if (child.field === 'parameters') {
                if (child.type === 'identifier')
                    this.declare(child, { renamable: true });
                else if (child.type === 'inferred_parameters') {
                    for (const p of child.children) {
                        if (p.type === 'identifier')
                            this.declare(p, { renamable: true });
                    }
                }
                else
                    this.visit(child);
            }
            else
                this.visit(child);
        }
    }
    visitFunction(fn) {
        this.inScope(() => this.visitExcept(fn, (child) => child.field === 'name'));
    }
}

;// CONCATENATED MODULE: ./src/transforms/scopes/index.ts






const C_FUNCTIONS = new Set(['function_definition']);
const JAVA_FUNCTIONS = new Set([
    'method_declaration',
    'constructor_declaration',
    'compact_constructor_declaration',
]);
/** Outermost functions (C function definitions, Java methods and constructors) of a tree. */
function findFunctions(root, language) {
    const types = language === 'c' ? C_FUNCTIONS : JAVA_FUNCTIONS;
    const found = [];
    walk(root, (node) => {
        if (!types.has(node.type))
            return true;
        found.push(node);
        return false;
    });
    return found;
}
function readUnitFacts(root, source, language) {
    return {
        taken: collectTaken(root, source),
        c: language === 'c' ? readCUnit(root, source) : null,
    };
}
/** Reasons a C local is not renamed although it is a local. */
const DECLINE_MACRO_NAME = 'C: a macro of the unit has the same name';
const DECLINE_MACRO_BODY = 'C: a macro body of the unit uses the name';
const DECLINE_MACRO_ARGUMENT = 'C: it is an argument of a macro that stringifies or pastes';
const DECLINE_TOKEN_PASTING = 'C: the function invokes a token-pasting macro, which can form the name';
/**
 * C: the locals a macro could see or form, each with its reason. A macro's
 * body is expanded where it is invoked, so a local its body names is read by
 * it (`#define ADDN(v) ((v) + n)`); a local named like a macro is confused
 * with it; a stringified argument prints the local's spelling; a pasted one
 * forms names (`GLUE(var, 1)` is `var1`) that the text never spells.
 */
function macroDeclines(walker, fn, source, unit) {
    const declined = new Map();
    const candidates = new Set(walker.bindings.filter((b) => !walker.blocked.has(b.name)).map((b) => b.name));
    const decline = (name, reason) => {
        if (candidates.has(name) && !declined.has(name))
            declined.set(name, reason);
    };
    for (const name of candidates) {
        if (unit.macros.has(name))
            decline(name, DECLINE_MACRO_NAME);
        else if (unit.macroBodyWords.has(name))
            decline(name, DECLINE_MACRO_BODY);
    }
    let pastes = false;
    walk(fn, (node) => {
        if (node.type !== 'call_expression')
            return true;
        const callee = childByField(node, 'function');
        if (callee?.type !== 'identifier')
            return true;
        const name = source.slice(callee.start, callee.end);
        const macro = unit.macros.get(name);
        // `assert` is the standard macro that stringifies its argument (C11 7.2.1.1).
        const quotes = macro !== undefined
            ? macro.stringifies || macro.pastes
            : name === 'assert' && !unit.functions.has(name);
        pastes ||= macro?.pastes === true;
        const args = childByField(node, 'arguments');
        if (quotes && args !== undefined) {
            walk(args, (n) => {
                if (n.type === 'identifier')
                    decline(source.slice(n.start, n.end), DECLINE_MACRO_ARGUMENT);
            });
        }
        return true;
    });
    if (pastes)
        for (const name of candidates)
            decline(name, DECLINE_TOKEN_PASTING);
    return declined;
}
/**
 * Analyses one function (a node returned by `findFunctions`).
 * @param unit facts of the whole unit; read from the tree holding `fn` when absent.
 */
function analyzeFunction(fn, source, language, unit = readUnitFacts(rootOf(fn), source, language)) {
    const walker = language === 'c' ? new CWalker(source) : new JavaWalker(source);
    walker.visitFunction(fn);
    const inFunction = collectTaken(fn, source);
    let declined = new Map();
    if (language === 'c') {
        for (const [macro, names] of C_MACROS_NAMING_LOCALS) {
            if (inFunction.has(macro))
                for (const name of names)
                    walker.blocked.add(name);
        }
        if (unit.c !== null) {
            declined = macroDeclines(walker, fn, source, unit.c);
            for (const name of declined.keys())
                walker.blocked.add(name);
        }
    }
    const renamable = [];
    const seen = new Set();
    for (const binding of walker.bindings) {
        if (seen.has(binding.name))
            continue;
        seen.add(binding.name);
        if (!walker.blocked.has(binding.name))
            renamable.push(binding.name);
    }
    return {
        fn,
        bindings: walker.bindings,
        resolved: walker.resolved,
        blocked: walker.blocked,
        taken: new Set([...unit.taken, ...inFunction]),
        renamable,
        declined,
        classBodyReads: walker.classBodyReads,
    };
}
function rootOf(node) {
    let root = node;
    while (root.parent !== null)
        root = root.parent;
    return root;
}

;// CONCATENATED MODULE: ./src/transforms/swap-operands.ts
/**
 * Swaps the operands of symmetric binary operators: `a == b` -> `b == a`.
 *
 * Conservative by design: only `==`, `!=`, `+` and `*`, and only when both
 * operands are atoms whose evaluation has no side effect and whose meaning
 * cannot change with their position. With atoms, neither the order in which
 * side effects happen nor floating-point association can change: nothing is
 * regrouped (`a + b + c` is `(a + b) + c`, whose left operand is no atom),
 * and IEEE 754 addition and multiplication of two values are commutative.
 * The atoms are:
 * - numeric and character literals;
 * - C: identifiers declared in the function (a name from outside may be a
 *   macro expanding to `1 + 2`, which would regroup), and `NULL` / `true` /
 *   `false` for `==` / `!=`;
 * - Java: any identifier for `==`, `!=`, `*` (no macros; `*` is numeric
 *   only), `null` / `true` / `false` for `==` / `!=`; for `+` only numeric
 *   literals and locals declared with a primitive numeric type, because `+`
 *   on a String concatenates and does not commute. A name read inside a class
 *   declared in the method may be a field of that class (declared later or
 *   inherited) rather than the local: such a `+` is declined.
 *
 * C sites inside the arguments of a macro invocation are declined: the macro
 * may regroup (`#define half(e) e / 2` makes `half(a + b)` be `a + b / 2`) or
 * stringify its argument. A callee the unit neither defines nor declares,
 * and that is not a standard library function, may be a macro from a header
 * the snippet lacks: its arguments are declined too (c-unit.ts).
 * `&&` and `||` short-circuit and are never swapped.
 */



const SYMMETRIC = new Set(['==', '!=', '+', '*']);
const EQUALITY = new Set(['==', '!=']);
const C_LITERALS = new Set(['number_literal', 'char_literal']);
const JAVA_LITERALS = new Set([
    'decimal_integer_literal',
    'hex_integer_literal',
    'octal_integer_literal',
    'binary_integer_literal',
    'decimal_floating_point_literal',
    'hex_floating_point_literal',
    'character_literal',
]);
const C_EQUALITY_ATOMS = new Set(['null', 'true', 'false']);
const JAVA_EQUALITY_ATOMS = new Set(['null_literal', 'true', 'false']);
const DECLINE_MACRO_ARGUMENTS = 'C: inside the arguments of a macro of the unit';
const DECLINE_UNKNOWN_CALLEE = 'C: inside the arguments of a callee the code does not declare (it may be a macro)';
const DECLINE_MAYBE_FIELD = 'Java: + on a name that a field of a class declared in the method may hide';
/** C: why a site inside a call's arguments must stay as written, or null. */
function insideMacroArguments(context, scopes, node) {
    const unit = context.facts.c;
    if (unit === null)
        return null;
    for (let n = node.parent; n !== null && n !== scopes.fn; n = n.parent) {
        if (n.type !== 'call_expression')
            continue;
        const callee = childByField(n, 'function');
        // A call through a local (a function pointer) is no macro.
        if (callee?.type !== 'identifier' || scopes.resolved.has(callee))
            continue;
        const name = context.source.slice(callee.start, callee.end);
        if (unit.macros.has(name))
            return DECLINE_MACRO_ARGUMENTS;
        if (mayBeUnknownMacro(unit, name))
            return DECLINE_UNKNOWN_CALLEE;
    }
    return null;
}
function isSwappableAtom(context, scopes, operand, operator) {
    if (context.language === 'c') {
        if (C_LITERALS.has(operand.type))
            return true;
        if (EQUALITY.has(operator) && C_EQUALITY_ATOMS.has(operand.type))
            return true;
        return operand.type === 'identifier' && scopes.resolved.has(operand);
    }
    if (JAVA_LITERALS.has(operand.type))
        return true;
    if (EQUALITY.has(operator) && JAVA_EQUALITY_ATOMS.has(operand.type))
        return true;
    if (operand.type !== 'identifier')
        return false;
    if (operator !== '+')
        return true;
    return scopes.resolved.get(operand)?.numeric === true;
}
/** Java: a name that would be a numeric local but for a field that may hide it. */
function mayReadField(scopes, operand) {
    return scopes.classBodyReads.get(operand)?.numeric === true;
}
const swapOperands = (context) => {
    const sites = [];
    const declined = [];
    for (const scopes of context.functions) {
        walk(scopes.fn, (node) => {
            if (node.type !== 'binary_expression')
                return true;
            const left = childByField(node, 'left');
            const right = childByField(node, 'right');
            const operatorNode = childByField(node, 'operator');
            if (left === undefined || right === undefined || operatorNode === undefined)
                return true;
            const operator = operatorNode.type;
            if (!SYMMETRIC.has(operator))
                return true;
            const swappable = (operand) => isSwappableAtom(context, scopes, operand, operator);
            if (context.language === 'java' &&
                operator === '+' &&
                [left, right].some((o) => mayReadField(scopes, o)) &&
                [left, right].every((o) => swappable(o) || mayReadField(scopes, o))) {
                declined.push(DECLINE_MAYBE_FIELD);
                return true;
            }
            if (!swappable(left) || !swappable(right))
                return true;
            const reason = context.language === 'c' ? insideMacroArguments(context, scopes, node) : null;
            if (reason !== null)
                declined.push(reason);
            else
                sites.push(node);
            return true;
        });
    }
    const chosen = chooseSites(context.random, sites.length);
    const replacements = new Map();
    sites.forEach((site, i) => {
        if (!chosen[i])
            return;
        const left = childByField(site, 'left');
        const right = childByField(site, 'right');
        const between = context.source.slice(left.end, right.start);
        replacements.set(site, (render) => render(right) + between + render(left));
    });
    return { replacements, declined };
};

;// CONCATENATED MODULE: ./src/transforms/index.ts












const TRANSFORMATIONS = {
    'rename-locals': renameLocals,
    'dead-code': insertDeadCode,
    'swap-operands': swapOperands,
    'loop-rewrite': rewriteLoops,
};
/** Reason given when a transformation's output does not parse (never expected). */
const INVALID_OUTPUT = 'transformation produced invalid code';
/** Builds a transformer over a loaded grammar (see `loadGrammar`). */
function transformerFor(grammar) {
    const language = grammar.language;
    const analyse = (code) => {
        const parsed = grammar.parse(code);
        if (parsed.status !== 'ok')
            return parsed;
        const { unit } = parsed;
        const facts = readUnitFacts(unit.root, unit.source, language);
        const functions = findFunctions(unit.root, language).map((fn) => analyzeFunction(fn, unit.source, language, facts));
        return { unit, facts, functions };
    };
    const finish = (code, analysed, replacements, declined = []) => {
        if (replacements.size === 0)
            return { status: 'ok', code, changed: false, declined };
        const { unit } = analysed;
        const rendered = renderWithReplacements(unit.source, unit.root, replacements);
        const prefix = unit.source.slice(0, unit.prefixLength);
        const suffix = unit.source.slice(unit.source.length - unit.suffixLength);
        if (!rendered.startsWith(prefix) || !rendered.endsWith(suffix)) {
            return { status: 'unparsable', reason: INVALID_OUTPUT };
        }
        const output = unwrap(unit, rendered);
        if (!grammar.parsesLike(unit, output)) {
            return { status: 'unparsable', reason: INVALID_OUTPUT };
        }
        return { status: 'ok', code: output, changed: output !== code, declined };
    };
    return {
        language,
        transform(code, kind, seed) {
            const transformation = TRANSFORMATIONS[parseTransformKind(kind)];
            const random = createRandom(seed);
            const analysed = analyse(code);
            if (!('unit' in analysed))
                return analysed;
            const context = {
                language,
                unit: analysed.unit,
                source: analysed.unit.source,
                functions: analysed.functions,
                facts: analysed.facts,
                random,
            };
            const { replacements, declined } = transformation(context);
            return finish(code, analysed, replacements, declined);
        },
        listRenamable(code) {
            const analysed = analyse(code);
            if (!('unit' in analysed))
                return analysed;
            const names = new Set();
            const taken = new Set();
            for (const scopes of analysed.functions) {
                for (const name of scopes.renamable)
                    names.add(name);
                for (const name of scopes.taken)
                    taken.add(name);
            }
            return { status: 'ok', names: [...names], taken: [...taken] };
        },
        rename(code, mapping) {
            const analysed = analyse(code);
            if (!('unit' in analysed))
                return analysed;
            const renamable = new Set(analysed.functions.flatMap((scopes) => scopes.renamable));
            for (const name of mapping.keys()) {
                if (!renamable.has(name)) {
                    throw new RangeError(`renameIdentifiers: ${JSON.stringify(name)} is not a renamable local variable ` +
                        'or parameter of this code');
                }
            }
            const replacements = new Map();
            for (const scopes of analysed.functions) {
                renameReplacements(scopes, applicableMapping(scopes, language, mapping), replacements);
            }
            return finish(code, analysed, replacements);
        },
    };
}
/** Loads the grammar (cached per process) and builds a transformer for it. */
async function createTransformer(language) {
    return transformerFor(await loadGrammar(language));
}
/** One transformation of one code unit; see `CodeTransformer.transform`. */
async function transformCode(code, language, kind, seed) {
    return (await createTransformer(language)).transform(code, kind, seed);
}
/** See `CodeTransformer.listRenamable`. */
async function listRenamableIdentifiers(code, language) {
    return (await createTransformer(language)).listRenamable(code);
}
/** See `CodeTransformer.rename`. */
async function renameIdentifiers(code, language, mapping) {
    return (await createTransformer(language)).rename(code, mapping);
}

;// CONCATENATED MODULE: ./src/robustness/coalesce.ts
class ScoreCoalescer {
    source;
    waiting = [];
    running = 0;
    /** Calls made to the underlying source. */
    calls = 0;
    constructor(source) {
        this.source = source;
    }
    /** Runs the searches side by side; their `score` calls are batched together. */
    async all(searches) {
        this.running += searches.length;
        return Promise.all(searches.map(async (search) => {
            try {
                return await search();
            }
            finally {
                this.running -= 1;
                this.flushWhenAllWait();
            }
        }));
    }
    /** Scores examples for one search; resolves when the whole gathered batch is scored. */
    score(examples) {
        return new Promise((resolve, reject) => {
            this.waiting.push({ examples, resolve, reject });
            this.flushWhenAllWait();
        });
    }
    flushWhenAllWait() {
        if (this.waiting.length === 0 || this.waiting.length < this.running)
            return;
        const requests = this.waiting;
        this.waiting = [];
        void this.flush(requests);
    }
    async flush(requests) {
        try {
            this.calls += 1;
            const { data, cols } = await this.source.score(requests.flatMap((r) => r.examples));
            let offset = 0;
            for (const request of requests) {
                const n = request.examples.length;
                request.resolve({ data: data.slice(offset * cols, (offset + n) * cols), cols });
                offset += n;
            }
        }
        catch (error) {
            for (const request of requests)
                request.reject(error);
        }
    }
}

;// CONCATENATED MODULE: ./src/robustness/sampling.ts
/**
 * Which inputs the robustness probes use, and the seed of each input: pure,
 * deterministic helpers shared by the transformed evaluation and the attack.
 */
/**
 * Up to `limit` positions of 0..n-1, evenly spaced: position floor(i · n / limit)
 * for i = 0..limit-1, so a limited probe still covers the whole file (a file
 * sorted by label or by project would otherwise give a one-sided sample).
 *
 * Edge cases: limit null or >= n gives every position; n = 0 gives [].
 *
 * @example
 * evenlySpaced(10, 4);    // [0, 2, 5, 7]
 * evenlySpaced(3, null);  // [0, 1, 2]
 * @throws RangeError when n is not a non-negative integer or limit is not an integer >= 1.
 */
function evenlySpaced(n, limit) {
    if (!Number.isInteger(n) || n < 0) {
        throw new RangeError(`evenlySpaced: n must be a non-negative integer, got ${n}`);
    }
    if (limit !== null && (!Number.isInteger(limit) || limit < 1)) {
        throw new RangeError(`evenlySpaced: limit must be an integer >= 1 or null, got ${limit}`);
    }
    if (limit === null || limit >= n)
        return Array.from({ length: n }, (_, i) => i);
    return Array.from({ length: limit }, (_, i) => Math.floor((i * n) / limit));
}
/**
 * The seed of one input: the configured seed mixed with the input's dataset
 * row (a 32-bit finaliser, murmur3's fmix32), so that inputs get independent
 * random streams and a run is reproducible from the seed alone.
 *
 * @returns an integer in [0, 2^32).
 */
function inputSeed(seed, row) {
    let h = (seed >>> 0) ^ Math.imul((row >>> 0) + 1, 0x9e3779b1);
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
}

;// CONCATENATED MODULE: ./src/robustness/transformed.ts




/** Ids of not-transformable inputs kept for the report. */
const ID_EXAMPLES = 5;
/**
 * Scores the untransformed examples with both models (when the caller has no
 * scores of its own).
 */
async function scoreOriginals(models, examples) {
    const p = await models.teacher.score(examples);
    const q = await models.student.score(examples);
    if (p.cols !== q.cols) {
        throw new InputError(`teacher and student disagree on the number of classes: teacher ${p.cols}, student ${q.cols}`);
    }
    return { teacher: p.data, student: q.data, cols: p.cols };
}
/** Rows of a [n, cols] matrix picked by index, as a new matrix. */
function pickRows(data, cols, rows) {
    const out = new Float64Array(rows.length * cols);
    rows.forEach((row, i) => out.set(data.subarray(row * cols, (row + 1) * cols), i * cols));
    return out;
}
/**
 * T applied to every function of the example with the same seed; null when
 * the example is not transformable: a function does not parse, or T changed
 * nothing because it declined every site it found (a change there could
 * change the program's meaning).
 */
function transformExample(transformer, example, kind, seed) {
    const texts = [];
    let changed = false;
    let declined = 0;
    for (const text of example.texts) {
        const result = transformer.transform(text, kind, seed);
        if (result.status !== 'ok')
            return null;
        texts.push(result.code);
        changed ||= result.changed;
        declined += result.declined.length;
    }
    if (!changed && declined > 0)
        return null;
    return { example: { ...example, texts: texts }, changed };
}
/** Rows (of `cols`-wide probability matrices) where the predicted class differs. */
function countFlips(before, after) {
    if (before.rows !== after.rows || before.cols !== after.cols) {
        throw new RangeError(`countFlips: shapes differ (${before.rows} x ${before.cols} and ${after.rows} x ${after.cols})`);
    }
    let flips = 0;
    for (let i = 0; i < before.rows; i++)
        if (argmax(before, i) !== argmax(after, i))
            flips += 1;
    return flips;
}
/**
 * The student/teacher ratio of flip rates, or why it is undefined.
 *
 *     ratio = (student flips / n_s) / (teacher flips / n_t)
 *
 * Undefined (null) when n = 0, and when neither model flipped (0/0: both were
 * stable); 'infinite' when only the student flipped (the gate fails it
 * whenever a ceiling is set).
 *
 * @example
 * flipRateRatio(rate(2, 20), rate(6, 20)); // { ratio: 3, reason: null }
 */
function flipRateRatio(teacher, student) {
    if (teacher.n === 0 || student.n === 0) {
        return { ratio: null, reason: 'no input was transformed, so there is no flip rate' };
    }
    if (teacher.violations === 0) {
        return student.violations === 0
            ? {
                ratio: null,
                reason: `neither model changed a prediction on the ${teacher.n} transformed inputs (0/0)`,
            }
            : { ratio: 'infinite', reason: null };
    }
    // As one division of integers, so equal counts give exact ratios (6/20 over 2/20 is 3).
    return {
        ratio: (student.violations * teacher.n) / (student.n * teacher.violations),
        reason: null,
    };
}
/**
 * Evaluates both models on transformed inputs, one result per kind of
 * `config.transforms.kinds`.
 *
 * For each kind and each of the (at most `transforms.limit`, evenly spaced)
 * examples, T(x) is made with the seed `inputSeed(transforms.seed, row)`
 * (both functions of a pair with the same seed). An example whose source
 * (either side of a pair) does not parse with the configured grammar, or
 * where T declined every site it found, is counted as not transformable and
 * left out, never transformed wrongly; one
 * where T changed nothing is counted as unchanged and left out too. On the
 * remaining rows both models score T(x) (one batched `score()` call per model
 * and kind); the relations are computed on T(x) (and, for comparison, on x for
 * the same rows), and each model's flips are the rows whose argmax on T(x)
 * differs from that on x.
 *
 * @param models - the two ProbabilitySources: ONNX models (a lookup of
 *   precomputed outputs cannot score new inputs).
 * @param examples - the inputs, with labels (-1 = unlabelled).
 * @param originals - both models' probabilities on `examples` (before the
 *   limit); scored here when absent.
 */
async function evaluateTransformed(config, models, examples, originals) {
    const { transforms } = config;
    const picked = evenlySpaced(examples.length, transforms.limit);
    const inputs = picked.map((i) => examples[i]);
    let base;
    if (originals === undefined) {
        base = await scoreOriginals(models, inputs);
    }
    else {
        const expected = examples.length * originals.cols;
        if (originals.teacher.length !== expected || originals.student.length !== expected) {
            throw new RangeError(`originals must hold [${examples.length}, ${originals.cols}] probabilities per model, got ` +
                `${originals.teacher.length} and ${originals.student.length} values`);
        }
        base = {
            teacher: pickRows(originals.teacher, originals.cols, picked),
            student: pickRows(originals.student, originals.cols, picked),
            cols: originals.cols,
        };
    }
    const cols = base.cols;
    const transformer = await createTransformer(transforms.language);
    const results = [];
    for (const kind of transforms.kinds) {
        const transformStart = performance.now();
        const rows = [];
        const variants = [];
        let unchanged = 0;
        const notTransformableIds = [];
        let notTransformable = 0;
        inputs.forEach((example, i) => {
            const out = transformExample(transformer, example, kind, inputSeed(transforms.seed, example.row));
            if (out === null) {
                notTransformable += 1;
                if (notTransformableIds.length < ID_EXAMPLES)
                    notTransformableIds.push(example.id);
            }
            else if (!out.changed) {
                unchanged += 1;
            }
            else {
                rows.push(i);
                variants.push(out.example);
            }
        });
        const transformMs = performance.now() - transformStart;
        const scoreStart = performance.now();
        const n = variants.length;
        let result;
        if (n === 0) {
            result = {
                relations: null,
                originalRelations: null,
                flips: { teacher: rate(0, 0), student: rate(0, 0) },
            };
        }
        else {
            const p = await models.teacher.score(variants);
            const q = await models.student.score(variants);
            if (p.cols !== cols || q.cols !== cols) {
                throw new RangeError(`transformed inputs scored with ${p.cols} (teacher) and ${q.cols} (student) classes, the originals with ${cols}`);
            }
            const matrix = (data) => ({ data, rows: n, cols });
            const pT = matrix(p.data);
            const qT = matrix(q.data);
            const pX = matrix(pickRows(base.teacher, cols, rows));
            const qX = matrix(pickRows(base.student, cols, rows));
            const labels = Int32Array.from(rows, (i) => inputs[i].label);
            const labelled = labels.some((l) => l >= 0) ? labels : null;
            result = {
                relations: computeRelations(pT, qT, labelled, config.relations),
                originalRelations: computeRelations(pX, qX, labelled, config.relations),
                flips: { teacher: rate(countFlips(pX, pT), n), student: rate(countFlips(qX, qT), n) },
            };
        }
        const ratio = flipRateRatio(result.flips.teacher, result.flips.student);
        results.push({
            kind,
            inputs: inputs.length,
            transformed: n,
            unchanged,
            notTransformable,
            notTransformableIds,
            ...result,
            flipRateRatio: ratio.ratio,
            ratioUndefinedReason: ratio.reason,
            transformMs,
            scoreMs: performance.now() - scoreStart,
        });
    }
    return results;
}

;// CONCATENATED MODULE: ./src/robustness/attack.ts






/** Inputs attacked side by side (their queries share batches); also the budget's granularity. */
const GROUP = 16;
/** Successful attacks kept per model for the report. */
const EXAMPLES_PER_MODEL = 3;
function assertAttack(attack) {
    const integer = (name, value, min, max) => {
        if (!Number.isInteger(value) || value < min || value > max) {
            throw new RangeError(`attack.${name} must be an integer in [${min}, ${max}], got ${value}`);
        }
    };
    integer('queries', attack.queries, 1, 10_000);
    integer('maxInputs', attack.maxInputs, 1, 1_000_000);
    integer('candidates', attack.candidates, 1, 100_000);
    if (!(Number.isFinite(attack.timeBudgetSeconds) && attack.timeBudgetSeconds > 0)) {
        throw new RangeError(`attack.timeBudgetSeconds must be a finite number of seconds > 0, got ${attack.timeBudgetSeconds}`);
    }
}
/**
 * The candidate names: renamable identifiers of the given examples' functions,
 * most frequent first (counted once per function; ties by name), valid as a
 * new name in the language, at most `size` of them.
 */
function candidatePool(transformer, examples, size) {
    const counts = new Map();
    for (const example of examples) {
        for (const text of example.texts) {
            const result = transformer.listRenamable(text);
            if (result.status !== 'ok')
                continue;
            for (const name of result.names)
                counts.set(name, (counts.get(name) ?? 0) + 1);
        }
    }
    return [...counts]
        .filter(([name]) => isValidNewName(transformer.language, name))
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
        .slice(0, size)
        .map(([name]) => name);
}
function neutralName(taken) {
    for (let k = 1;; k++)
        if (!taken.has(`v${k}`))
            return `v${k}`;
}
/** The search on one correctly predicted input; see the module comment. */
async function searchInput(ctx) {
    const { example, label, renamable, transformer, random } = ctx;
    const sites = renamable.flatMap((r, text) => r.names.map((name) => ({ text, name })));
    if (sites.length === 0)
        return { status: 'no-identifiers' };
    const originals = example.texts;
    const mappings = originals.map(() => new Map());
    const current = [...originals];
    let used = 0;
    /** x with the current renames plus `site -> name`; null when the rename is refused. */
    const variant = (site, name) => {
        const mapping = new Map(mappings[site.text]);
        mapping.set(site.name, name);
        let result;
        try {
            result = transformer.rename(originals[site.text], mapping);
        }
        catch (error) {
            if (error instanceof RangeError)
                return null;
            throw error;
        }
        if (result.status !== 'ok' || !result.changed)
            return null;
        const texts = [...current];
        texts[site.text] = result.code;
        return texts;
    };
    const renamesWith = (site, name) => {
        const renames = [];
        mappings.forEach((mapping, text) => {
            for (const [from, to] of mapping)
                if (!(text === site.text && from === site.name))
                    renames.push([text, from, to]);
        });
        renames.push([site.text, site.name, name]);
        return renames;
    };
    /** Scores the tries; returns the index of a flipping one, and each try's p(label). */
    const run = async (texts) => {
        const scored = await ctx.score(texts.map((t) => ({ ...example, texts: t })));
        used += texts.length;
        const matrix = { data: scored.data, rows: texts.length, cols: scored.cols };
        const p = texts.map((_, i) => scored.data[i * scored.cols + label]);
        let flip = -1;
        for (let i = 0; i < texts.length; i++) {
            if (argmax(matrix, i) !== label && (flip < 0 || p[i] < p[flip]))
                flip = i;
        }
        return { flip, p };
    };
    // Importance: one neutral rename per site, on at most half the queries.
    const order = random.shuffle(sites);
    const probed = order.slice(0, Math.min(order.length, Math.ceil(ctx.queries / 2)));
    const importance = new Map();
    const tries = [];
    for (const site of probed) {
        const name = neutralName(renamable[site.text].taken);
        const texts = variant(site, name);
        if (texts !== null)
            tries.push({ site, name, texts });
    }
    if (tries.length > 0) {
        if (ctx.expired())
            return { status: 'interrupted', queries: used };
        const { flip, p } = await run(tries.map((t) => t.texts));
        if (flip >= 0) {
            const hit = tries[flip];
            return { status: 'success', queries: used, renames: renamesWith(hit.site, hit.name) };
        }
        tries.forEach((t, i) => importance.set(t.site, ctx.baseProbability - p[i]));
    }
    // Most important first; sites never probed keep their seeded order after them.
    const ranked = order
        .map((site, position) => ({ site, position, drop: importance.get(site) ?? -Infinity }))
        .sort((a, b) => b.drop - a.drop || a.position - b.position)
        .map((r) => r.site);
    let probability = ctx.baseProbability;
    const tried = new Map(ranked.map((site) => [site, new Set()]));
    for (;;) {
        let progressed = false;
        for (let i = 0; i < ranked.length && used < ctx.queries; i++) {
            const site = ranked[i];
            const taken = renamable[site.text].taken;
            const targets = new Set(mappings[site.text].values());
            const seen = tried.get(site);
            const open = ctx.pool.filter((c) => !taken.has(c) && !targets.has(c) && !seen.has(c));
            if (open.length === 0)
                continue;
            // The most important site gets half the remaining queries, the next half of
            // what is left, and so on; the last site of a pass gets all that remains.
            const remaining = ctx.queries - used;
            const quota = i === ranked.length - 1 ? remaining : Math.ceil(remaining / 2);
            const batch = [];
            for (const name of random.shuffle(open)) {
                if (batch.length >= quota)
                    break;
                seen.add(name);
                const texts = variant(site, name);
                if (texts !== null)
                    batch.push({ name, texts });
            }
            if (batch.length === 0)
                continue;
            progressed = true;
            if (ctx.expired())
                return { status: 'interrupted', queries: used };
            const { flip, p } = await run(batch.map((b) => b.texts));
            if (flip >= 0) {
                return {
                    status: 'success',
                    queries: used,
                    renames: renamesWith(site, batch[flip].name),
                };
            }
            let best = 0;
            for (let k = 1; k < p.length; k++)
                if (p[k] < p[best])
                    best = k;
            if (p[best] < probability) {
                probability = p[best];
                mappings[site.text].set(site.name, batch[best].name);
                current[site.text] = batch[best].texts[site.text];
            }
        }
        if (!progressed || used >= ctx.queries)
            return { status: 'failed', queries: used };
    }
}
function summarise(outcomes, inputs) {
    let correct = 0;
    let notParsable = 0;
    let noIdentifiers = 0;
    let successes = 0;
    let queries = 0;
    for (const outcome of outcomes) {
        if (outcome.status === 'wrong')
            continue;
        correct += 1;
        if (outcome.status === 'unparsable')
            notParsable += 1;
        if (outcome.status === 'no-identifiers')
            noIdentifiers += 1;
        if (outcome.status === 'success')
            successes += 1;
        if ('queries' in outcome)
            queries += outcome.queries;
    }
    const attacked = correct - notParsable;
    return {
        inputs,
        correct,
        notParsable,
        attacked,
        noIdentifiers,
        success: rate(successes, attacked),
        accuracyBefore: inputs === 0 ? null : correct / inputs,
        accuracyAfter: inputs === 0 ? null : (correct - successes) / inputs,
        drop: inputs === 0 ? null : successes / inputs,
        queries,
        meanQueries: attacked === 0 ? null : queries / attacked,
    };
}
/**
 * Relative degradation under the attack: student drop / teacher drop - 1
 * (the paper's "285% more degradation" is 2.85). Undefined (null) when either
 * drop is undefined or neither model's accuracy dropped; 'infinite' when only
 * the student's dropped (the gate fails it whenever a ceiling is set).
 *
 * @example
 * relativeDegradation(0.1, 0.385); // { value: 2.85, reason: null } (to rounding)
 */
function relativeDegradation(teacherDrop, studentDrop) {
    if (teacherDrop === null || studentDrop === null) {
        return { value: null, reason: 'no input was attacked' };
    }
    if (teacherDrop === 0) {
        return studentDrop === 0
            ? { value: null, reason: "neither model's accuracy dropped under the attack (0/0)" }
            : { value: 'infinite', reason: null };
    }
    return { value: studentDrop / teacherDrop - 1, reason: null };
}
/**
 * Runs the attack on the labelled examples (at most `attack.maxInputs`,
 * evenly spaced), teacher and student on the same inputs, in groups of 16
 * inputs whose queries are batched together. When the time budget runs out
 * the group in flight is dropped, so both models are always compared on the
 * same completed inputs; `evaluated` and `budgetExhausted` say how far it got.
 *
 * Without labelled examples the attack is skipped (`skippedReason`): success
 * is defined against the label.
 *
 * @throws RangeError when queries, maxInputs or candidates is not an integer
 *   in range (queries 1..10000) or the time budget is not a positive number.
 */
async function evaluateAttack(settings, models, examples, options = {}) {
    const { attack } = settings;
    assertAttack(attack);
    const now = options.now ?? (() => performance.now());
    const started = now();
    const modelMsBefore = models.teacher.elapsedMs + models.student.elapsedMs;
    const deadline = started + attack.timeBudgetSeconds * 1000;
    const labelled = examples.flatMap((example, i) => (example.label >= 0 ? [i] : []));
    const picked = evenlySpaced(labelled.length, attack.maxInputs).map((k) => labelled[k]);
    const inputs = picked.map((i) => examples[i]);
    const report = {
        queriesPerInput: attack.queries,
        maxInputs: attack.maxInputs,
        timeBudgetSeconds: attack.timeBudgetSeconds,
        candidatePool: 0,
        selected: inputs.length,
        evaluated: 0,
        budgetExhausted: false,
        skippedReason: null,
        teacher: null,
        student: null,
        relativeDegradation: null,
        relativeDegradationUndefinedReason: null,
        examples: [],
        elapsedMs: 0,
        modelMs: 0,
    };
    if (inputs.length === 0) {
        report.skippedReason =
            examples.length === 0
                ? 'there are no inputs to attack'
                : 'no input is labelled: attack success is defined against the label';
        report.elapsedMs = now() - started;
        return report;
    }
    const transformer = await createTransformer(settings.language);
    const pool = candidatePool(transformer, options.poolFrom ?? examples, attack.candidates);
    report.candidatePool = pool.length;
    const base = options.originals === undefined
        ? await scoreOriginals(models, inputs)
        : {
            teacher: pickRows(options.originals.teacher, options.originals.cols, picked),
            student: pickRows(options.originals.student, options.originals.cols, picked),
            cols: options.originals.cols,
        };
    const renamable = inputs.map((example) => {
        const lists = [];
        for (const text of example.texts) {
            const result = transformer.listRenamable(text);
            if (result.status !== 'ok')
                return null;
            lists.push({ names: result.names, taken: new Set(result.taken) });
        }
        return lists;
    });
    const outcomes = { teacher: [], student: [] };
    const expired = () => now() > deadline;
    for (let start = 0; start < inputs.length; start += GROUP) {
        if (expired()) {
            report.budgetExhausted = true;
            break;
        }
        const group = inputs
            .slice(start, start + GROUP)
            .map((example, g) => ({ example, i: start + g }));
        const groupOutcomes = { teacher: [], student: [] };
        for (const what of ['teacher', 'student']) {
            const probs = base[what];
            const cols = base.cols;
            const coalescer = new ScoreCoalescer(models[what]);
            groupOutcomes[what] = await coalescer.all(group.map(({ example, i }) => async () => {
                const row = { data: probs.subarray(i * cols, (i + 1) * cols), rows: 1, cols };
                if (argmax(row, 0) !== example.label)
                    return { status: 'wrong' };
                const lists = renamable[i];
                if (lists === null)
                    return { status: 'unparsable' };
                return searchInput({
                    example,
                    label: example.label,
                    baseProbability: row.data[example.label],
                    renamable: lists,
                    transformer,
                    pool,
                    queries: attack.queries,
                    random: createRandom(inputSeed(settings.seed, example.row)),
                    score: (batch) => coalescer.score(batch),
                    expired,
                });
            }));
        }
        const interrupted = [...groupOutcomes.teacher, ...groupOutcomes.student].some((o) => o.status === 'interrupted');
        if (interrupted) {
            report.budgetExhausted = true;
            break;
        }
        for (const what of ['teacher', 'student']) {
            groupOutcomes[what].forEach((outcome, g) => {
                outcomes[what].push(outcome);
                const kept = report.examples.filter((e) => e.model === what).length;
                if (outcome.status === 'success' && kept < EXAMPLES_PER_MODEL) {
                    const example = {
                        id: group[g].example.id,
                        model: what,
                        renames: outcome.renames,
                        queries: outcome.queries,
                    };
                    report.examples.push(example);
                }
            });
        }
        report.evaluated += group.length;
    }
    report.teacher = summarise(outcomes.teacher, report.evaluated);
    report.student = summarise(outcomes.student, report.evaluated);
    const relative = relativeDegradation(report.teacher.drop, report.student.drop);
    report.relativeDegradation = relative.value;
    report.relativeDegradationUndefinedReason =
        report.evaluated === 0 && report.budgetExhausted
            ? `the time budget of ${attack.timeBudgetSeconds} s ran out before any input was attacked`
            : relative.reason;
    report.elapsedMs = now() - started;
    report.modelMs = models.teacher.elapsedMs + models.student.elapsedMs - modelMsBefore;
    return report;
}

;// CONCATENATED MODULE: ./src/robustness/index.ts






function robustnessPositions(transforms, labels) {
    const labelled = labels.flatMap((label, i) => (label >= 0 ? [i] : []));
    return {
        transform: evenlySpaced(labels.length, transforms.limit),
        attack: transforms.attack === null
            ? []
            : evenlySpaced(labelled.length, transforms.attack.maxInputs).map((k) => labelled[k]),
    };
}
/**
 * Runs the transformed evaluation and (when configured) the attack. The
 * probabilities on x come from the pipeline's scores, so flips are measured
 * against the predictions the gate reported.
 */
async function evaluateRobustness(settings, models, inputs, log) {
    const { transforms } = settings;
    const started = performance.now();
    const transformed = await evaluateTransformed({ transforms: { ...transforms, limit: null }, relations: settings.relations }, models, inputs.transform.examples, inputs.transform.originals);
    log.info(`robustness: ${transforms.kinds.length} transformations of ${inputs.transform.examples.length} inputs in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`);
    let attack = null;
    if (transforms.attack !== null) {
        attack = await evaluateAttack({ language: transforms.language, seed: transforms.seed, attack: transforms.attack }, models, inputs.attack.examples, {
            originals: inputs.attack.originals,
            poolFrom: [...inputs.transform.examples, ...inputs.attack.examples],
        });
        log.info(`robustness: attacked ${attack.evaluated} of ${attack.selected} inputs in ` +
            `${(attack.elapsedMs / 1000).toFixed(1)} s` +
            (attack.budgetExhausted ? ' (the time budget ran out)' : ''));
    }
    return {
        language: transforms.language,
        seed: transforms.seed,
        inputs: inputs.transform.examples.length,
        transformed,
        attack,
        thresholds: {
            maxFlipRateRatio: transforms.maxFlipRateRatio,
            maxRelativeDegradation: transforms.attack?.maxRelativeDegradation ?? null,
        },
        elapsedMs: performance.now() - started,
    };
}

;// CONCATENATED MODULE: ./src/relations/names.ts
/** The four relations in report order. */
const RELATION_NAMES = ['MR1', 'MR2', 'MR3', 'MR4'];
/** Where each relation sits in a Relations object (and in a Report's `relations`). */
const RELATION_KEYS = {
    MR1: 'mr1',
    MR2: 'mr2',
    MR3: 'mr3',
    MR4: 'mr4',
};
/** The violation rate of one relation. */
function relationRate(relations, name) {
    return relations[RELATION_KEYS[name]];
}

;// CONCATENATED MODULE: ./src/report/types.ts
/** Bumped when a field changes meaning or disappears; new optional fields do not bump it. */
const REPORT_VERSION = 2;

;// CONCATENATED MODULE: ./src/report/parse.ts
/**
 * One reader for Reports wherever one comes from outside this run: the
 * baseline, the action's `report` input, library users.
 */



function isPlain(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function isCount(value) {
    return Number.isInteger(value) && value >= 0;
}
function isRateValue(value) {
    return value === null || (typeof value === 'number' && value >= 0 && value <= 1);
}
/** The first field that does not have the shape a Report of this version gives it, or null. */
function firstProblem(report) {
    if (typeof report.createdAt !== 'string')
        return 'createdAt is not a string';
    const relations = report.relations;
    if (!isPlain(relations))
        return 'relations is missing';
    for (const [name, key] of Object.entries(RELATION_KEYS)) {
        const r = relations[key];
        if (!isPlain(r))
            return `relations.${key} (${name}) is missing`;
        if (!isCount(r.violations) || !isCount(r.n) || !isRateValue(r.rate)) {
            return `relations.${key} has no violations / n / rate counts`;
        }
        if (r.violations > r.n) {
            return `relations.${key}: ${r.violations} violations of ${r.n}`;
        }
    }
    const gate = report.gate;
    if (!isPlain(gate) || typeof gate.passed !== 'boolean' || !Array.isArray(gate.checks)) {
        return 'gate has no passed / checks';
    }
    if (!Array.isArray(gate.failures) || !gate.failures.every((f) => typeof f === 'string')) {
        return 'gate.failures is not a list of lines';
    }
    const dataset = report.dataset;
    if (!isPlain(dataset) || typeof dataset.sha256 !== 'string')
        return 'dataset.sha256 is missing';
    for (const role of ['teacher', 'student']) {
        if (!isPlain(report[role]))
            return `${role} is missing`;
    }
    const violations = report.violations;
    if (violations !== undefined && violations !== null) {
        if (!isPlain(violations))
            return 'violations is not a mapping';
        for (const name of ['MR1', 'MR2', 'MR3']) {
            const set = violations[name];
            if (!isPlain(set) || typeof set.violated !== 'string' || !isCount(set.inputs)) {
                return `violations.${name} is not a violation set`;
            }
        }
    }
    return null;
}
/**
 * Validates parsed JSON as a Report of this version.
 *
 * @param source - names where it came from in errors, e.g. "gate.baseline base.json".
 * @throws InputError naming the source and the first thing that is wrong.
 */
function parseReport(json, source) {
    if (!isPlain(json) || json.schema !== 'metacompress-report') {
        throw new InputError(`${source}: not a MetaCompress report (expected schema "metacompress-report")`);
    }
    if (json.version !== REPORT_VERSION) {
        throw new InputError(`${source}: a report of version ${JSON.stringify(json.version)}; this MetaCompress reads version ${REPORT_VERSION} (rerun the gate that made it with this version)`);
    }
    const problem = firstProblem(json);
    if (problem !== null) {
        throw new InputError(`${source}: not a complete report of version ${REPORT_VERSION}: ${problem}`);
    }
    return json;
}
/** Parses report text (JSON) and validates it; see parseReport. */
function parseReportText(text, source) {
    let json;
    try {
        // A byte-order mark is how some editors save UTF-8; it is not part of the JSON.
        json = JSON.parse(text.replace(/^\uFEFF/, ''));
    }
    catch (error) {
        throw new InputError(`${source}: not JSON (${oneLine(error)})`, { cause: error });
    }
    return parseReport(json, source);
}

;// CONCATENATED MODULE: ./src/pipeline/baseline.ts




/**
 * The base branch's report named by `gate.baseline`.
 *
 * @throws InputError when the file cannot be read or is not a Report of this version.
 */
async function readBaseline(file) {
    let text;
    try {
        text = await (0,promises_namespaceObject.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new InputError(`gate.baseline ${file}: cannot read (${oneLine(error)})`, {
            cause: error,
        });
    }
    const report = parseReportText(text, `gate.baseline ${file}`);
    const r = report.relations;
    const rates = Object.fromEntries(Object.entries(RELATION_KEYS).map(([name, key]) => [name, r[key].rate]));
    return {
        relations: r,
        summary: { path: file, createdAt: report.createdAt, rates },
        violations: report.violations ?? null,
    };
}

;// CONCATENATED MODULE: ./src/encode/normalize.ts
/**
 * The characters Python's str.split() treats as whitespace. Models trained with
 * `' '.join(code.split())` (Compressor, CodeXGLUE) must see exactly this
 * collapsing; JavaScript's \s differs (it includes U+FEFF and excludes
 * U+001C..U+001F and U+0085).
 */
const PYTHON_WHITESPACE = 
// eslint-disable-next-line no-control-regex -- U+001C..U+001F are whitespace to Python
/[\t\n\v\f\r \x1c-\x1f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/;
/** `' '.join(text.split())` as Python computes it. */
function collapseWhitespace(text) {
    return text
        .split(PYTHON_WHITESPACE)
        .filter((part) => part !== '')
        .join(' ');
}

;// CONCATENATED MODULE: ./src/encode/token-cache.ts

/** The last whitespace at or before `end`, so a prefix ends between two words. */
function wordBoundary(text, end) {
    for (let i = end; i > 0; i -= 1)
        if (/\s/.test(text[i]))
            return i;
    return -1;
}
/**
 * Token ids of texts under one tokenizer configuration, each distinct text
 * tokenized once. Teacher and student share an instance when their
 * configurations are equal; clone pairs reuse a function's ids across pairs.
 * Bounded, so memory does not grow with the dataset.
 *
 * Models read at most L tokens, so long texts are tokenised only as far as
 * needed: byte-level BPE splits text into words with its regex first and
 * merges only within a word, so the ids of a prefix that ends before a
 * whitespace are exactly the first ids of the whole text.
 */
class TokenCache {
    tokenizer;
    settings;
    capacity;
    cache = new Map();
    /** Milliseconds spent inside the tokenizer. */
    elapsedMs = 0;
    constructor(tokenizer, settings, capacity = 50_000) {
        this.tokenizer = tokenizer;
        this.settings = settings;
        this.capacity = capacity;
    }
    /** At least the first `needed` ids of the text (all of them when it has fewer). */
    ids(text, needed = Infinity) {
        const hit = this.cache.get(text);
        if (hit !== undefined && (hit.complete || hit.ids.length >= needed))
            return hit.ids;
        const start = performance.now();
        let prepared = this.settings.normalizeWhitespace ? collapseWhitespace(text) : text;
        if (this.settings.lowercase)
            prepared = prepared.toLowerCase();
        let entry = null;
        // Code averages 3-4 characters a token; start at 8 per token, double on a short count.
        for (let chars = needed * 8; this.tokenizer.wordLevelMerges && chars < prepared.length; chars *= 2) {
            const cut = wordBoundary(prepared, chars);
            if (cut <= 0)
                break;
            const ids = this.tokenizer.encode(prepared.slice(0, cut));
            if (ids.length >= needed) {
                entry = { ids, complete: false };
                break;
            }
        }
        entry ??= { ids: this.tokenizer.encode(prepared), complete: true };
        this.elapsedMs += performance.now() - start;
        // Clearing when full is enough: rows come in file order and reuse is local.
        if (this.cache.size >= this.capacity)
            this.cache.clear();
        this.cache.set(text, entry);
        return entry.ids;
    }
}

;// CONCATENATED MODULE: ./node_modules/@huggingface/tokenizers/dist/tokenizers.mjs
// src/utils/data-structures/DictionarySplitter.ts
var DictionarySplitter = class {
  /**
   * @param dictionary The dictionary of words to use for splitting.
   */
  constructor(dictionary) {
    this.trie = this._build_trie(dictionary);
  }
  /**
   * Builds a trie from the given dictionary.
   * @param dictionary The dictionary of words to build the trie from.
   * @returns The root node of the trie.
   * @private
   */
  _build_trie(dictionary) {
    const trie = /* @__PURE__ */ Object.create(null);
    for (const word of dictionary) {
      let node = trie;
      for (let i = 0; i < word.length; ++i) {
        const char = word[i];
        node = node[char] ??= /* @__PURE__ */ Object.create(null);
      }
      node.end = word;
    }
    return trie;
  }
  /**
   * Splits the input text into tokens based on the dictionary.
   * @param text The input text to split.
   * @returns An array of tokens.
   */
  split(text) {
    const result = [];
    const n = text.length;
    let start = 0;
    let i = 0;
    while (i < n) {
      let node = this.trie;
      let match = null;
      let j = i;
      while (j < n && (node = node[text[j]])) {
        if (node.end) {
          match = node.end;
        }
        ++j;
      }
      if (match) {
        if (i > start) {
          result.push(text.slice(start, i));
        }
        result.push(match);
        i += match.length;
        start = i;
      } else {
        ++i;
      }
    }
    if (start < n) {
      result.push(text.slice(start));
    }
    return result;
  }
};
var DictionarySplitter_default = DictionarySplitter;

// src/core/AddedToken.ts
var AddedToken = class {
  /**
   * Creates a new instance of AddedToken.
   * @param config Added token configuration object.
   */
  constructor(config) {
    this.content = config.content;
    this.id = config.id;
    this.single_word = config.single_word ?? false;
    this.lstrip = config.lstrip ?? false;
    this.rstrip = config.rstrip ?? false;
    this.special = config.special ?? false;
    this.normalized = config.normalized ?? !this.special;
  }
};
var AddedToken_default = AddedToken;

// src/utils/core.ts
var compile_unicode_regexp = (source, flags) => {
  try {
    return new RegExp(source, flags);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const property_names = /* @__PURE__ */ new Map();
    const rewritten = source.replace(
      /(\\[pP])\{([^}=]+)\}/g,
      (text, p, n, offset) => {
        let preceding_backslashes = 0;
        for (let i = offset - 1; i >= 0 && source[i] === "\\"; --i) {
          ++preceding_backslashes;
        }
        if (preceding_backslashes % 2 === 1) return text;
        let property_name = property_names.get(n);
        if (property_name === void 0) {
          try {
            new RegExp(`\\p{${n}}`, "u");
            property_name = n;
          } catch {
            property_name = `Script=${n}`;
          }
          property_names.set(n, property_name);
        }
        return `${p}{${property_name}}`;
      }
    );
    if (rewritten === source) throw error;
    try {
      return new RegExp(rewritten, flags);
    } catch {
      throw error;
    }
  }
};
var clean_up_tokenization = (text) => text.replace(/ \./g, ".").replace(/ \?/g, "?").replace(/ \!/g, "!").replace(/ ,/g, ",").replace(/ \' /g, "'").replace(/ n't/g, "n't").replace(/ 'm/g, "'m").replace(/ 's/g, "'s").replace(/ 've/g, "'ve").replace(/ 're/g, "'re");
var create_pattern = (pattern, invert = true) => {
  if (pattern.Regex !== void 0) {
    const regex = rewrite_oniguruma_to_js(
      normalize_bloom_split_char_class(pattern.Regex)
    );
    return compile_unicode_regexp(regex, "gu");
  } else if (pattern.String !== void 0) {
    const escaped = escape_reg_exp(pattern.String);
    return new RegExp(invert ? escaped : `(${escaped})`, "gu");
  } else {
    console.warn("Unknown pattern type:", pattern);
    return null;
  }
};
var UNICODE_WORD_CHARS_IN_CLASS = "\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}";
var UNICODE_WORD_CHARS = `${UNICODE_WORD_CHARS_IN_CLASS}\\u00B2\\u00B3\\u00B9\\u00BC-\\u00BE`;
var UNICODE_WORD_CLASS = `[${UNICODE_WORD_CHARS}]`;
var UNICODE_NON_WORD_CLASS = `[^${UNICODE_WORD_CHARS}]`;
var UNICODE_WORD_BOUNDARY = `(?:(?<!${UNICODE_WORD_CLASS})(?=${UNICODE_WORD_CLASS})|(?<=${UNICODE_WORD_CLASS})(?!${UNICODE_WORD_CLASS}))`;
var UNICODE_NON_WORD_BOUNDARY = `(?:(?<!${UNICODE_WORD_CLASS})(?!${UNICODE_WORD_CLASS})|(?<=${UNICODE_WORD_CLASS})(?=${UNICODE_WORD_CLASS}))`;
var LINE_START_ANCHOR = "(?:(?<![\\s\\S])|(?<=\\n))";
var LINE_END_ANCHOR = "(?:(?=\\n)|(?![\\s\\S]))";
var HEX_DIGIT_CHARS = "0-9A-Fa-f";
var ESCAPE_REWRITES = /* @__PURE__ */ new Map([
  ["A", "(?<![\\s\\S])"],
  ["z", "(?![\\s\\S])"],
  ["Z", "(?=\\n?(?![\\s\\S]))"],
  // \Z permits a single optional final \n (not \r\n)
  ["h", `[${HEX_DIGIT_CHARS}]`],
  ["H", `[^${HEX_DIGIT_CHARS}]`],
  ["w", UNICODE_WORD_CLASS],
  ["W", UNICODE_NON_WORD_CLASS],
  ["d", "\\p{Nd}"],
  ["D", "\\P{Nd}"],
  ["s", "\\p{White_Space}"],
  // JS \s wrongly adds U+FEFF and misses \x85
  ["S", "\\P{White_Space}"],
  ["b", UNICODE_WORD_BOUNDARY],
  ["B", UNICODE_NON_WORD_BOUNDARY],
  ["a", "\\x07"],
  ["e", "\\x1B"]
]);
var CLASS_ESCAPE_REWRITES = /* @__PURE__ */ new Map([
  ["h", HEX_DIGIT_CHARS],
  ["w", UNICODE_WORD_CHARS_IN_CLASS],
  ["d", "\\p{Nd}"],
  ["D", "\\P{Nd}"],
  ["s", "\\p{White_Space}"],
  ["S", "\\P{White_Space}"],
  ["a", "\\x07"],
  ["e", "\\x1B"]
]);
var CLASS_COMPLEMENT_ALTERNATIVES = /* @__PURE__ */ new Map([
  ["W", `[^${UNICODE_WORD_CHARS_IN_CLASS}]`],
  ["H", `[^${HEX_DIGIT_CHARS}]`]
]);
var RAW_WHITESPACE_ESCAPES = /* @__PURE__ */ new Map([
  ["\n", "\\n"],
  ["\r", "\\r"],
  ["	", "\\t"],
  ["\f", "\\f"],
  ["\v", "\\v"]
]);
var POSIX_CLASS_FRAGMENTS = /* @__PURE__ */ new Map([
  ["alpha", "\\p{Alphabetic}"],
  ["alnum", "\\p{Alphabetic}\\p{Nd}"],
  ["digit", "\\p{Nd}"],
  ["lower", "\\p{Lowercase}"],
  ["upper", "\\p{Uppercase}"],
  ["space", "\\p{White_Space}"],
  ["blank", "\\t\\p{Zs}"],
  ["punct", "\\p{P}\\p{S}"],
  ["cntrl", "\\p{Cc}"],
  ["word", UNICODE_WORD_CHARS_IN_CLASS],
  ["xdigit", HEX_DIGIT_CHARS]
]);
var JS_SYNTAX_CHARS = "^$\\.*+?()[]{}|/";
var GROUP_PREFIX_RE = /^\(\?(?:<[=!]|<[A-Za-z_][A-Za-z0-9_]*>|[:=!>])/;
var BRACED_ESCAPE_RE = /^\\([pPxu])\{([^}]*)\}/;
var QUANTIFIER_BRACE_RE = /^\{(\d+(?:,\d*)?|,\d+)\}/;
var POSIX_BRACKET_RE = /^\[:(\^?)(\p{Alphabetic}+):\]/u;
var EMPTY_NEGATED_POSIX_BRACKET_RE = /^\[:\^:\]/;
var UNSUPPORTED_POSIX_BRACKET_RE = /^\[(?:\.[^\]]*\.\]|=[^\]]*=\])/;
var FIXED_WIDTH_ESCAPE_RE = /^(?:\\x[0-9A-Fa-f]{2}|\\u[0-9A-Fa-f]{4}|\\c[A-Za-z])/;
var is_ascii_letter = (char) => char >= "A" && char <= "Z" || char >= "a" && char <= "z";
var character_at = (text, index) => String.fromCodePoint(text.codePointAt(index));
var get_ascii_folded_hex_atom = (hex) => {
  if (!/^[0-9A-Fa-f]{1,8}$/.test(hex)) return null;
  const code_point = Number.parseInt(hex, 16);
  if (code_point > 127) return null;
  const letter = String.fromCharCode(code_point);
  return is_ascii_letter(letter) ? `[${letter.toLowerCase()}${letter.toUpperCase()}]` : null;
};
var normalize_bloom_split_char_class = (regex) => regex.replace(/\[\^\(\\s\|\[([^\]]+)\]\)\]/g, "[^()|\\s$1]");
var ANY_CODE_POINT = "[\\s\\S]";
var MAX_CHARACTER_CLASS_NESTING_DEPTH = 256;
var create_character_class_operand = () => ({
  fragment: "",
  alternatives: [],
  tail: null,
  contains_complex_set: false
});
var throw_character_class_range_error = (index) => {
  throw new SyntaxError(
    `Unsupported range with a set-valued character-class operand at index ${index}`
  );
};
var add_character_class_atom = (operand, atom, index, contains_complex_set = true) => {
  if (operand.tail === "range") throw_character_class_range_error(index);
  operand.alternatives.push(atom);
  operand.tail = "set";
  operand.contains_complex_set = operand.contains_complex_set || contains_complex_set;
};
var append_character_class_fragment = (operand, fragment, set_valued = false, index = -1) => {
  if (set_valued && operand.tail === "range") {
    throw_character_class_range_error(index);
  }
  if (operand.tail === "range") {
    operand.fragment += fragment;
    operand.tail = "complete_range";
    return;
  }
  operand.fragment += fragment;
  operand.tail = set_valued ? "set" : "scalar";
  operand.contains_complex_set = operand.contains_complex_set || set_valued;
};
var rewrite_character_class_escape = (regex, index, operand) => {
  const braced = BRACED_ESCAPE_RE.exec(regex.slice(index));
  if (braced) {
    const [text, kind, body] = braced;
    if (kind === "P" && body === "Word") {
      add_character_class_atom(
        operand,
        `[^${UNICODE_WORD_CHARS_IN_CLASS}]`,
        index
      );
    } else {
      const replacement2 = kind === "x" ? `\\u{${body}}` : kind === "p" && body === "Word" ? UNICODE_WORD_CHARS_IN_CLASS : text;
      append_character_class_fragment(
        operand,
        replacement2,
        kind === "p" || kind === "P",
        index
      );
    }
    return index + text.length;
  }
  const fixed_width = FIXED_WIDTH_ESCAPE_RE.exec(regex.slice(index));
  if (fixed_width) {
    append_character_class_fragment(operand, fixed_width[0]);
    return index + fixed_width[0].length;
  }
  if (index + 1 >= regex.length) {
    throw new SyntaxError(
      `Unterminated escape in character class at index ${index}`
    );
  }
  const next = character_at(regex, index + 1);
  const next_end = index + 1 + next.length;
  const raw_whitespace = RAW_WHITESPACE_ESCAPES.get(next);
  if (raw_whitespace !== void 0) {
    append_character_class_fragment(operand, raw_whitespace);
    return next_end;
  }
  const complement = CLASS_COMPLEMENT_ALTERNATIVES.get(next);
  if (complement !== void 0) {
    add_character_class_atom(operand, complement, index);
    return next_end;
  }
  const rewrite = CLASS_ESCAPE_REWRITES.get(next);
  let replacement;
  let set_valued = false;
  if (rewrite !== void 0) {
    replacement = rewrite;
    set_valued = next !== "a" && next !== "e";
  } else if (/[A-Za-z0-9]/.test(next)) {
    replacement = `\\${next}`;
  } else if (JS_SYNTAX_CHARS.includes(next) || next === "-") {
    replacement = `\\${next}`;
  } else {
    replacement = next;
  }
  append_character_class_fragment(operand, replacement, set_valued, index);
  return next_end;
};
var compile_character_set_union = (pieces) => {
  if (pieces.length === 1) return pieces[0];
  return `(?:(?=(?:${pieces.join("|")}))${ANY_CODE_POINT})`;
};
var compile_character_class_operand = (operand) => {
  const pieces = operand.fragment.length === 0 ? operand.alternatives : [`[${operand.fragment}]`, ...operand.alternatives];
  return compile_character_set_union(pieces);
};
var get_ascii_fold_additions = (positive_atom) => {
  const membership = compile_unicode_regexp(`^(?:${positive_atom})$`, "u");
  let additions = "";
  for (let offset = 0; offset < 26; ++offset) {
    const upper = String.fromCharCode(65 + offset);
    const lower = String.fromCharCode(97 + offset);
    const has_upper = membership.test(upper);
    const has_lower = membership.test(lower);
    if (has_upper !== has_lower) additions += has_upper ? lower : upper;
  }
  return additions;
};
var parse_character_class = (regex, start, ascii_fold, apply_ascii_fold = true, nesting_depth = 1) => {
  if (nesting_depth > MAX_CHARACTER_CLASS_NESTING_DEPTH) {
    throw new SyntaxError(
      `Maximum character-class nesting depth of ${MAX_CHARACTER_CLASS_NESTING_DEPTH} exceeded at index ${start}`
    );
  }
  let i = start + 1;
  const negated = regex[i] === "^";
  if (negated) ++i;
  const first_content_index = i;
  const operands = [create_character_class_operand()];
  let operand = operands[0];
  let contains_nested_negated_complex_set = false;
  while (i < regex.length) {
    const char = character_at(regex, i);
    if (char === "\\") {
      i = rewrite_character_class_escape(regex, i, operand);
      continue;
    }
    if (char === "]") {
      if (i === first_content_index) {
        append_character_class_fragment(operand, "\\]");
        ++i;
        continue;
      }
      if (operand.tail === null) {
        if (operands.length > 1) {
          throw new SyntaxError(
            `Malformed character-class intersection with an empty operand at index ${i}`
          );
        }
        throw new SyntaxError(`Empty character class at index ${start}`);
      }
      const contains_complex_set = operands.some(
        (candidate) => candidate.contains_complex_set
      );
      if (negated && operands.length > 1 && contains_nested_negated_complex_set) {
        throw new SyntaxError(
          `Unsupported outer-negated character-class intersection with a nested negated class containing a Unicode property, POSIX class, or shorthand at index ${start}`
        );
      }
      const first_atom = compile_character_class_operand(operands[0]);
      let positive_atom = first_atom;
      if (operands.length > 1) {
        let lookaheads = "";
        for (let j = 1; j < operands.length; ++j) {
          lookaheads += `(?=${compile_character_class_operand(operands[j])})`;
        }
        positive_atom = `(?:${lookaheads}${first_atom})`;
      }
      const is_direct_class = operands.length === 1 && operand.alternatives.length === 0;
      let direct_fragment = operand.fragment;
      if (ascii_fold && apply_ascii_fold) {
        const additions = get_ascii_fold_additions(positive_atom);
        if (additions.length > 0) {
          if (is_direct_class) {
            direct_fragment += additions;
            positive_atom = `[${direct_fragment}]`;
          } else {
            positive_atom = compile_character_set_union([
              positive_atom,
              `[${additions}]`
            ]);
          }
        }
      }
      const atom = negated ? is_direct_class ? `[^${direct_fragment}]` : `(?:(?!${positive_atom})${ANY_CODE_POINT})` : positive_atom;
      return {
        atom,
        end: i + 1,
        negated,
        contains_complex_set,
        contains_nested_negated_complex_set
      };
    }
    if (regex.startsWith("&&", i)) {
      if (operand.tail === null) {
        throw new SyntaxError(
          `Malformed character-class intersection with an empty operand at index ${i}`
        );
      }
      operand = create_character_class_operand();
      operands.push(operand);
      i += 2;
      continue;
    }
    if (char === "[") {
      const suffix = regex.slice(i);
      if (EMPTY_NEGATED_POSIX_BRACKET_RE.test(suffix)) {
        throw new SyntaxError(
          `Malformed empty negated POSIX character class at index ${i}`
        );
      }
      const posix = POSIX_BRACKET_RE.exec(suffix);
      if (posix) {
        const [, posix_negated, name] = posix;
        const fragment = POSIX_CLASS_FRAGMENTS.get(name);
        if (fragment === void 0) {
          throw new SyntaxError(
            `Unsupported POSIX character class "${name}" at index ${i}`
          );
        }
        if (ascii_fold && posix_negated && (name === "lower" || name === "upper")) {
          throw new SyntaxError(
            `Unsupported negated POSIX ${name} class inside an inline case-insensitive group`
          );
        }
        if (posix_negated) {
          add_character_class_atom(operand, `[^${fragment}]`, i);
        } else {
          append_character_class_fragment(operand, fragment, true, i);
        }
        i += posix[0].length;
        continue;
      }
      if (UNSUPPORTED_POSIX_BRACKET_RE.test(suffix)) {
        throw new SyntaxError(
          `Unsupported POSIX collating or equivalence bracket expression at index ${i}`
        );
      }
      const nested = parse_character_class(
        regex,
        i,
        ascii_fold,
        false,
        nesting_depth + 1
      );
      add_character_class_atom(
        operand,
        nested.atom,
        i,
        nested.contains_complex_set
      );
      contains_nested_negated_complex_set ||= nested.contains_nested_negated_complex_set || nested.negated && nested.contains_complex_set;
      i = nested.end;
      continue;
    }
    if (char === "-") {
      const is_terminal_literal = regex[i + 1] === "]" || regex.startsWith("&&", i + 1);
      if (operand.tail === "set" && !is_terminal_literal) {
        throw_character_class_range_error(i);
      }
      if (operand.tail === null || operand.tail === "range" || operand.tail === "complete_range" || is_terminal_literal) {
        append_character_class_fragment(operand, "\\-");
      } else {
        operand.fragment += "-";
        operand.tail = "range";
      }
      ++i;
      continue;
    }
    append_character_class_fragment(
      operand,
      char === "^" && operand.fragment.length === 0 ? "\\^" : char
    );
    i += char.length;
  }
  throw new SyntaxError(
    `${operands.length > 1 ? "Unterminated character-class intersection" : "Unterminated character class"} at index ${start}`
  );
};
var rewrite_oniguruma_to_js = (regex) => {
  let out = "";
  let atom_start = -1;
  let last_was_quantifier = false;
  let ascii_fold = false;
  const group_states = [];
  const emit_atom = (text) => {
    atom_start = out.length;
    out += text;
    last_was_quantifier = false;
  };
  for (let i = 0; i < regex.length; ) {
    const char = character_at(regex, i);
    if (char === "\\") {
      const braced = BRACED_ESCAPE_RE.exec(regex.slice(i));
      if (braced) {
        const [text, kind, body] = braced;
        let replacement2 = text;
        if (kind === "x") {
          const code_point_escape = `\\u{${body}}`;
          replacement2 = ascii_fold ? get_ascii_folded_hex_atom(body) ?? code_point_escape : code_point_escape;
        } else if (body === "Word") {
          replacement2 = kind === "p" ? UNICODE_WORD_CLASS : UNICODE_NON_WORD_CLASS;
        }
        emit_atom(replacement2);
        i += text.length;
        continue;
      }
      const fixed_width = FIXED_WIDTH_ESCAPE_RE.exec(regex.slice(i));
      if (fixed_width) {
        const text = fixed_width[0];
        const replacement2 = ascii_fold && text[1] !== "c" ? get_ascii_folded_hex_atom(text.slice(2)) ?? text : text;
        emit_atom(replacement2);
        i += text.length;
        continue;
      }
      if (i + 1 >= regex.length) {
        out += char;
        break;
      }
      const next = character_at(regex, i + 1);
      i += 1 + next.length;
      if (next === "G") {
        continue;
      }
      const raw_whitespace = RAW_WHITESPACE_ESCAPES.get(next);
      if (raw_whitespace !== void 0) {
        emit_atom(raw_whitespace);
        continue;
      }
      const rewrite = ESCAPE_REWRITES.get(next);
      let replacement;
      if (rewrite !== void 0) {
        replacement = rewrite;
      } else if (/[A-Za-z0-9]/.test(next)) {
        replacement = `\\${next}`;
      } else if (JS_SYNTAX_CHARS.includes(next)) {
        replacement = `\\${next}`;
      } else {
        replacement = next;
      }
      emit_atom(replacement);
      continue;
    }
    switch (char) {
      case "[": {
        const parsed = parse_character_class(regex, i, ascii_fold);
        emit_atom(parsed.atom);
        i = parsed.end;
        continue;
      }
      case "]":
        emit_atom("\\]");
        ++i;
        continue;
      case ".":
        emit_atom("[^\\n]");
        ++i;
        continue;
      case "^":
        emit_atom(LINE_START_ANCHOR);
        ++i;
        continue;
      case "$":
        emit_atom(LINE_END_ANCHOR);
        ++i;
        continue;
      case "(": {
        const inline_case_insensitive = regex.startsWith("(?i:", i);
        const source_prefix = inline_case_insensitive ? "(?i:" : GROUP_PREFIX_RE.exec(regex.slice(i))?.[0] ?? "(";
        const output_prefix = inline_case_insensitive ? "(?:" : source_prefix === "(?>" ? "(?:" : source_prefix;
        group_states.push([out.length, ascii_fold]);
        if (inline_case_insensitive) ascii_fold = true;
        out += output_prefix;
        last_was_quantifier = false;
        i += source_prefix.length;
        continue;
      }
      case ")":
        out += char;
        [atom_start, ascii_fold] = group_states.pop() ?? [-1, false];
        last_was_quantifier = false;
        ++i;
        continue;
      case "|":
        out += char;
        atom_start = -1;
        last_was_quantifier = false;
        ++i;
        continue;
      case "{": {
        const quant = QUANTIFIER_BRACE_RE.exec(regex.slice(i));
        if (!quant || atom_start < 0) {
          emit_atom("\\{");
          ++i;
          continue;
        }
        const body = quant[1].startsWith(",") ? `0${quant[1]}` : quant[1];
        i += quant[0].length;
        const following = regex[i];
        if (following === "+" || following === "*") {
          out = `${out.slice(0, atom_start)}(?:${out.slice(atom_start)}{${body}})${following}`;
          ++i;
        } else {
          out += `{${body}}`;
        }
        last_was_quantifier = true;
        continue;
      }
      case "}":
        emit_atom("\\}");
        ++i;
        continue;
      case "+":
        if (last_was_quantifier) {
          ++i;
          continue;
        }
        out += char;
        last_was_quantifier = true;
        ++i;
        continue;
      case "*":
      case "?":
        out += char;
        last_was_quantifier = true;
        ++i;
        continue;
      default:
        emit_atom(
          ascii_fold && is_ascii_letter(char) ? `[${char.toLowerCase()}${char.toUpperCase()}]` : char
        );
        i += char.length;
        continue;
    }
  }
  return out;
};
var escape_reg_exp = (string) => string.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
var fuse_unk = (arr, tokens_to_ids, unk_token_id) => {
  const fused = [];
  let i = 0;
  while (i < arr.length) {
    fused.push(arr[i]);
    const token_id = tokens_to_ids.get(arr[i]) ?? unk_token_id;
    if (token_id !== unk_token_id) {
      ++i;
      continue;
    }
    while (++i < arr.length && (tokens_to_ids.get(arr[i]) ?? unk_token_id) === unk_token_id) {
      if (tokens_to_ids.get(fused.at(-1)) !== unk_token_id) {
        fused[fused.length - 1] += arr[i];
      }
    }
  }
  return fused;
};
var is_chinese_char = (cp) => cp >= 19968 && cp <= 40959 || cp >= 13312 && cp <= 19903 || cp >= 131072 && cp <= 173791 || cp >= 173824 && cp <= 177983 || cp >= 177984 && cp <= 178207 || cp >= 178208 && cp <= 183983 || cp >= 63744 && cp <= 64255 || cp >= 194560 && cp <= 195103;
var is_integral_number = (x) => Number.isInteger(x) || typeof x === "bigint";
var len = (s) => {
  let length = 0;
  for (const c of s) ++length;
  return length;
};
var lowercase_and_remove_accents = (text) => remove_accents(text.toLowerCase());
var merge_arrays = (...arrs) => Array.prototype.concat.apply([], arrs);
var object_to_map = (obj) => new Map(Object.entries(obj));
var regex_split = (text, regex) => {
  const result = [];
  let prev = 0;
  for (const match of text.matchAll(regex)) {
    const full_match = match[0];
    if (prev < match.index) {
      result.push(text.slice(prev, match.index));
    }
    if (full_match.length > 0) {
      result.push(full_match);
    }
    prev = match.index + full_match.length;
  }
  if (prev < text.length) {
    result.push(text.slice(prev));
  }
  return result;
};
var remove_accents = (text) => text.replace(/\p{M}/gu, "");
var validate_object = (obj, name, required_keys = []) => {
  if (!obj || Array.isArray(obj) || typeof obj !== "object") {
    return `${name} must be a valid object`;
  }
  for (const key of required_keys) {
    if (!(key in obj)) {
      return `${name} must contain a "${key}" property`;
    }
  }
  return null;
};
var whitespace_split = (text) => text.match(/\S+/g) || [];

// src/utils/Callable.ts
var Callable = class {
  /**
   * Creates a new instance of the Callable class.
   */
  constructor() {
    const closure = function(...args) {
      return closure._call(...args);
    };
    return Object.setPrototypeOf(closure, new.target.prototype);
  }
};
var Callable_default = Callable;

// src/core/Normalizer.ts
var Normalizer = class extends Callable_default {
  /**
   * @param config The configuration object for the normalizer.
   */
  constructor(config) {
    super();
    this.config = config;
  }
  /**
   * Alias for {@link Normalizer#normalize}.
   * @param text The text to normalize.
   * @returns The normalized text.
   */
  _call(text) {
    return this.normalize(text);
  }
};
var Normalizer_default = Normalizer;

// src/core/normalizer/BertNormalizer.ts
var BertNormalizer = class extends Normalizer_default {
  /**
   * Adds whitespace around any CJK (Chinese, Japanese, or Korean) character in the input text.
   *
   * @param text The input text to tokenize.
   * @returns The tokenized text with whitespace added around CJK characters.
   */
  tokenize_chinese_chars(text) {
    const output = [];
    for (let i = 0; i < text.length; ++i) {
      const char = text[i];
      const cp = char.charCodeAt(0);
      if (is_chinese_char(cp)) {
        output.push(" ");
        output.push(char);
        output.push(" ");
      } else {
        output.push(char);
      }
    }
    return output.join("");
  }
  /**
   * Strips accents from the given text.
   * @param text The text to strip accents from.
   * @returns The text with accents removed.
   */
  strip_accents(text) {
    return text.normalize("NFD").replace(/\p{Mn}/gu, "");
  }
  /**
   * Checks whether `char` is a control character.
   * @param char The character to check.
   * @returns Whether `char` is a control character.
   */
  is_control(char) {
    switch (char) {
      case "	":
      case "\n":
      case "\r":
        return false;
      default:
        return /^\p{Cc}|\p{Cf}|\p{Co}|\p{Cs}$/u.test(char);
    }
  }
  /**
   * Performs invalid character removal and whitespace cleanup on text.
   * @param text The text to clean.
   * @returns The cleaned text.
   */
  clean_text(text) {
    const output = [];
    for (const char of text) {
      const cp = char.charCodeAt(0);
      if (cp === 0 || cp === 65533 || this.is_control(char)) {
        continue;
      }
      if (/^\s$/.test(char)) {
        output.push(" ");
      } else {
        output.push(char);
      }
    }
    return output.join("");
  }
  /**
   * Normalizes the given text based on the configuration.
   * @param text The text to normalize.
   * @returns The normalized text.
   */
  normalize(text) {
    if (this.config.clean_text) {
      text = this.clean_text(text);
    }
    if (this.config.handle_chinese_chars) {
      text = this.tokenize_chinese_chars(text);
    }
    if (this.config.lowercase) {
      text = text.toLowerCase();
      if (this.config.strip_accents !== false) {
        text = this.strip_accents(text);
      }
    } else if (this.config.strip_accents) {
      text = this.strip_accents(text);
    }
    return text;
  }
};
var BertNormalizer_default = BertNormalizer;

// src/core/normalizer/Precompiled.ts
var Precompiled = class extends Normalizer_default {
  /**
   * Create a new instance of Precompiled normalizer.
   * @param config The configuration object.
   */
  constructor(config) {
    super(config);
    this.charsmap = config.precompiled_charsmap ?? null;
  }
  /**
   * Normalizes the given text by applying the precompiled charsmap.
   * @param text The text to normalize.
   * @returns The normalized text.
   */
  normalize(text) {
    text = text.replace(
      /[\u0001-\u0008\u000B\u000E-\u001F\u007F\u008F\u009F]/gm,
      ""
    );
    text = text.replace(
      /[\u0009\u000A\u000C\u000D\u00A0\u1680\u2000-\u200F\u2028\u2029\u202F\u205F\u2581\u3000\uFEFF\uFFFD]/gm,
      " "
    );
    if (text.includes("\uFF5E")) {
      const parts = text.split("\uFF5E");
      text = parts.map((part) => part.normalize("NFKC")).join("\uFF5E");
    } else {
      text = text.normalize("NFKC");
    }
    return text;
  }
};
var Precompiled_default = Precompiled;

// src/core/normalizer/Sequence.ts
var Sequence = class extends Normalizer_default {
  /**
   * Create a new instance of NormalizerSequence.
   * @param config The configuration object.
   */
  constructor(config) {
    super(config);
    this.normalizers = (config.normalizers ?? []).map(
      (x) => create_normalizer_default(x)
    );
  }
  /**
   * Apply a sequence of Normalizers to the input text.
   * @param text The text to normalize.
   * @returns The normalized text.
   */
  normalize(text) {
    return this.normalizers.reduce((t, normalizer) => {
      return normalizer ? normalizer.normalize(t) : t;
    }, text);
  }
};
var Sequence_default = Sequence;

// src/core/normalizer/Replace.ts
var Replace = class extends Normalizer_default {
  /**
   * @param config The configuration object for the normalizer.
   */
  constructor(config) {
    super(config);
    this.pattern = create_pattern(this.config.pattern ?? {});
  }
  /**
   * Normalize the input text by replacing the pattern with the content.
   * @param text The input text to be normalized.
   * @returns The normalized text after replacing the pattern with the content.
   */
  normalize(text) {
    return this.pattern === null ? text : text.replaceAll(this.pattern, this.config.content ?? "");
  }
};
var Replace_default = Replace;

// src/core/normalizer/UnicodeNormalizer.ts
var UnicodeNormalizer = class extends Normalizer_default {
  constructor() {
    super(...arguments);
    /**
     * The Unicode normalization form to apply.
     * Should be one of: 'NFC', 'NFD', 'NFKC', or 'NFKD'.
     */
    this.form = "NFC";
  }
  /**
   * Normalize the input text by applying Unicode normalization.
   * @param text The input text to be normalized.
   * @returns The normalized text.
   */
  normalize(text) {
    text = text.normalize(this.form);
    return text;
  }
};
var UnicodeNormalizer_default = UnicodeNormalizer;

// src/core/normalizer/NFC.ts
var NFC = class extends UnicodeNormalizer_default {
  constructor() {
    super(...arguments);
    this.form = "NFC";
  }
};
var NFC_default = NFC;

// src/core/normalizer/NFD.ts
var NFD = class extends UnicodeNormalizer_default {
  constructor() {
    super(...arguments);
    this.form = "NFD";
  }
};
var NFD_default = NFD;

// src/core/normalizer/NFKC.ts
var NFKC = class extends UnicodeNormalizer_default {
  constructor() {
    super(...arguments);
    this.form = "NFKC";
  }
};
var NFKC_default = NFKC;

// src/core/normalizer/NFKD.ts
var NFKD = class extends UnicodeNormalizer_default {
  constructor() {
    super(...arguments);
    this.form = "NFKD";
  }
};
var NFKD_default = NFKD;

// src/core/normalizer/Strip.ts
var Strip = class extends Normalizer_default {
  /**
   * Strip leading and/or trailing whitespace from the input text.
   * @param text The input text.
   * @returns The normalized text.
   */
  normalize(text) {
    if (this.config.strip_left && this.config.strip_right) {
      text = text.trim();
    } else {
      if (this.config.strip_left) {
        text = text.trimStart();
      }
      if (this.config.strip_right) {
        text = text.trimEnd();
      }
    }
    return text;
  }
};
var Strip_default = Strip;

// src/core/normalizer/StripAccents.ts
var StripAccents = class extends Normalizer_default {
  /**
   * Remove all accents from the text.
   * @param text The input text.
   * @returns The normalized text without accents.
   */
  normalize(text) {
    return remove_accents(text);
  }
};
var StripAccents_default = StripAccents;

// src/core/normalizer/Lowercase.ts
var Lowercase = class extends Normalizer_default {
  /**
   * Lowercases the input string.
   * @param {string} text The text to normalize.
   * @returns {string} The normalized text.
   */
  normalize(text) {
    return text.toLowerCase();
  }
};
var Lowercase_default = Lowercase;

// src/core/normalizer/Prepend.ts
var Prepend = class extends Normalizer_default {
  /**
   * Prepends the input string.
   * @param text The text to normalize.
   * @returns The normalized text.
   */
  normalize(text) {
    text = this.config.prepend + text;
    return text;
  }
};
var Prepend_default = Prepend;

// src/core/normalizer/create_normalizer.ts
function create_normalizer(config) {
  if (config === null) return null;
  switch (config.type) {
    case "BertNormalizer":
      return new BertNormalizer_default(config);
    case "Precompiled":
      return new Precompiled_default(config);
    case "Sequence":
      return new Sequence_default(config);
    case "Replace":
      return new Replace_default(config);
    case "NFC":
      return new NFC_default(config);
    case "NFD":
      return new NFD_default(config);
    case "NFKC":
      return new NFKC_default(config);
    case "NFKD":
      return new NFKD_default(config);
    case "Strip":
      return new Strip_default(config);
    case "StripAccents":
      return new StripAccents_default(config);
    case "Lowercase":
      return new Lowercase_default(config);
    case "Prepend":
      return new Prepend_default(config);
    default:
      throw new Error(`Unknown Normalizer type: ${config.type}`);
  }
}
var create_normalizer_default = create_normalizer;

// src/core/PreTokenizer.ts
var PreTokenizer = class extends Callable_default {
  /**
   * Tokenizes the given text into pre-tokens.
   * @param text The text or array of texts to pre-tokenize.
   * @param options Additional options for the pre-tokenization logic.
   * @returns An array of pre-tokens.
   */
  pre_tokenize(text, options) {
    return (Array.isArray(text) ? text.map((x) => this.pre_tokenize_text(x, options)) : this.pre_tokenize_text(text, options)).flat();
  }
  /**
   * Alias for {@link PreTokenizer#pre_tokenize}.
   * @param text The text or array of texts to pre-tokenize.
   * @param options Additional options for the pre-tokenization logic.
   * @returns An array of pre-tokens.
   */
  _call(text, options) {
    return this.pre_tokenize(text, options);
  }
};
var PreTokenizer_default = PreTokenizer;

// src/static/constants.ts
var BYTES_TO_UNICODE = (() => {
  const bs = [
    ...Array.from(
      { length: "~".charCodeAt(0) - "!".charCodeAt(0) + 1 },
      (_, i) => i + "!".charCodeAt(0)
    ),
    ...Array.from(
      { length: "\xAC".charCodeAt(0) - "\xA1".charCodeAt(0) + 1 },
      (_, i) => i + "\xA1".charCodeAt(0)
    ),
    ...Array.from(
      { length: "\xFF".charCodeAt(0) - "\xAE".charCodeAt(0) + 1 },
      (_, i) => i + "\xAE".charCodeAt(0)
    )
  ];
  const cs = bs.slice();
  let n = 0;
  for (let b = 0; b < 256; ++b) {
    if (!bs.includes(b)) {
      bs.push(b);
      cs.push(256 + n);
      n += 1;
    }
  }
  const ccs = cs.map((n2) => String.fromCharCode(n2));
  return Object.fromEntries(bs.map((b, i) => [b, ccs[i]]));
})();
var reverse_dictionary = (data) => Object.fromEntries(Object.entries(data).map(([key, value]) => [value, key]));
var UNICODE_TO_BYTES = reverse_dictionary(BYTES_TO_UNICODE);
var PUNCTUATION_REGEX = "\\p{P}\\u0021-\\u002F\\u003A-\\u0040\\u005B-\\u0060\\u007B-\\u007E";

// src/core/preTokenizer/ByteLevel.ts
var ByteLevel = class extends PreTokenizer_default {
  /**
   * Creates a new instance of the `ByteLevelPreTokenizer` class.
   * @param config The configuration object.
   */
  constructor(config) {
    super();
    this.config = config;
    this.add_prefix_space = this.config.add_prefix_space ?? false;
    this.trim_offsets = this.config.trim_offsets ?? false;
    this.use_regex = this.config.use_regex ?? true;
    this.pattern = /'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+/gu;
    this.byte_encoder = BYTES_TO_UNICODE;
    this.text_encoder = new TextEncoder();
  }
  /**
   * Tokenizes a single piece of text using byte-level tokenization.
   * @param text The text to tokenize.
   * @param options Additional options for the pre-tokenization logic.
   * @returns An array of tokens.
   */
  pre_tokenize_text(text, options) {
    if (this.add_prefix_space && !text.startsWith(" ")) {
      text = " " + text;
    }
    const tokens = this.use_regex ? text.match(this.pattern) || [] : [text];
    return tokens.map(
      (token) => Array.from(
        this.text_encoder.encode(token),
        (byte) => this.byte_encoder[byte]
      ).join("")
    );
  }
};
var ByteLevel_default = ByteLevel;

// src/core/preTokenizer/Whitespace.ts
var Whitespace = class extends PreTokenizer_default {
  /**
   * Pre-tokenizes the input text by splitting it on word boundaries.
   * @param text The text to be pre-tokenized.
   * @param options Additional options for the pre-tokenization logic.
   * @returns An array of tokens produced by splitting the input text on whitespace.
   */
  pre_tokenize_text(text, options) {
    return text.match(/\w+|[^\w\s]+/g) || [];
  }
};
var Whitespace_default = Whitespace;

// src/core/preTokenizer/Metaspace.ts
var Metaspace = class extends PreTokenizer_default {
  /**
   * @param config The configuration object for the MetaspacePreTokenizer.
   */
  constructor(config) {
    super();
    this.replacement = config.replacement ?? "\u2581";
    this.str_rep = config.str_rep || this.replacement;
    this.prepend_scheme = config.prepend_scheme ?? "always";
  }
  /**
   * This method takes a string, replaces spaces with the replacement character,
   * adds a prefix space if requested, and returns a new list of tokens.
   * @param text The text to pre-tokenize.
   * @param options The options for the pre-tokenization.
   * @returns A new list of pre-tokenized tokens.
   */
  pre_tokenize_text(text, options) {
    const { section_index = void 0 } = options ?? {};
    let normalized = text.replaceAll(" ", this.str_rep);
    if (
      // We add a prefix space if:
      //  (1) The normalized token does not already start with the replacement character.
      !normalized.startsWith(this.replacement) && // and (2) either:
      //  (a) prepend_scheme is 'always'
      //  (b) prepend_scheme is 'first' and this is the first section
      (this.prepend_scheme === "always" || this.prepend_scheme === "first" && section_index === 0)
    ) {
      normalized = this.str_rep + normalized;
    }
    return [normalized];
  }
};
var Metaspace_default = Metaspace;

// src/core/preTokenizer/Split.ts
var Split = class extends PreTokenizer_default {
  /**
   * @param config The configuration options for the pre-tokenizer.
   */
  constructor(config) {
    super();
    this.config = config;
    this.pattern = create_pattern(
      this.config.pattern ?? {},
      this.config.invert ?? true
    );
  }
  /**
   * Tokenizes text by splitting it using the given pattern.
   * @param text The text to tokenize.
   * @returns An array of tokens.
   */
  pre_tokenize_text(text) {
    if (this.pattern === null) {
      return [];
    }
    if (this.config.invert) {
      return (text.match(this.pattern) || []).filter((x) => x);
    } else if (this.config.behavior?.toLowerCase() === "removed") {
      return text.split(this.pattern).filter((x) => x);
    } else {
      return regex_split(text, this.pattern);
    }
  }
};
var Split_default = Split;

// src/core/preTokenizer/Punctuation.ts
var Punctuation = class extends PreTokenizer_default {
  /**
   * @param config The configuration options for the pre-tokenizer.
   */
  constructor(config) {
    super();
    this.config = config;
    this.pattern = new RegExp(
      `[^${PUNCTUATION_REGEX}]+|[${PUNCTUATION_REGEX}]+`,
      "gu"
    );
  }
  /**
   * Tokenizes text by splitting it using the given pattern.
   * @param text The text to tokenize.
   * @returns An array of tokens.
   */
  pre_tokenize_text(text) {
    return text.match(this.pattern) || [];
  }
};
var Punctuation_default = Punctuation;

// src/core/preTokenizer/Digits.ts
var Digits = class extends PreTokenizer_default {
  /**
   * @param config The configuration options for the pre-tokenizer.
   */
  constructor(config) {
    super();
    this.config = config;
    const digit_pattern = `[^\\d]+|\\d${this.config.individual_digits ? "" : "+"}`;
    this.pattern = new RegExp(digit_pattern, "gu");
  }
  /**
   * Tokenizes text by splitting it using the given pattern.
   * @param text The text to tokenize.
   * @returns An array of tokens.
   */
  pre_tokenize_text(text) {
    return text.match(this.pattern) || [];
  }
};
var Digits_default = Digits;

// src/core/preTokenizer/BertPreTokenizer.ts
var BertPreTokenizer = class extends PreTokenizer_default {
  /**
   * A PreTokenizer that splits text into wordpieces using a basic tokenization scheme
   * similar to that used in the original implementation of BERT.
   */
  constructor() {
    super();
    this.pattern = new RegExp(
      `[^\\s${PUNCTUATION_REGEX}]+|[${PUNCTUATION_REGEX}]`,
      "gu"
    );
  }
  /**
   * Tokenizes a single text using the BERT pre-tokenization scheme.
   *
   * @param text The text to tokenize.
   * @param options Additional options for the pre-tokenization logic.
   * @returns An array of tokens.
   */
  pre_tokenize_text(text, options) {
    return text.trim().match(this.pattern) || [];
  }
};
var BertPreTokenizer_default = BertPreTokenizer;

// src/core/preTokenizer/Replace.ts
var Replace2 = class extends PreTokenizer_default {
  /**
   * @param config The configuration options for the pre-tokenizer.
   */
  constructor(config) {
    super();
    this.config = config;
    this.pattern = create_pattern(this.config.pattern ?? {});
    this.content = this.config.content ?? "";
  }
  /**
   * Pre-tokenizes the input text by replacing certain characters.
   * @param text The text to be pre-tokenized.
   * @returns An array of tokens produced by replacing certain characters.
   */
  pre_tokenize_text(text) {
    if (this.pattern === null) {
      return [text];
    }
    return [text.replaceAll(this.pattern, this.config.content ?? "")];
  }
};
var Replace_default2 = Replace2;

// src/core/preTokenizer/Sequence.ts
var Sequence2 = class extends PreTokenizer_default {
  /**
   * Creates an instance of PreTokenizerSequence.
   * @param config The configuration object for the pre-tokenizer sequence.
   */
  constructor(config) {
    super();
    this.tokenizers = (config.pretokenizers ?? []).map(
      (x) => create_pre_tokenizer_default(x)
    );
  }
  /**
   * Applies each pre-tokenizer in the sequence to the input text in turn.
   * @param text The text to pre-tokenize.
   * @param options Additional options for the pre-tokenization logic.
   * @returns The pre-tokenized text.
   */
  pre_tokenize_text(text, options) {
    return this.tokenizers.reduce(
      (pre_tokenized_text, tokenizer) => {
        return tokenizer ? tokenizer.pre_tokenize(pre_tokenized_text, options) : pre_tokenized_text;
      },
      [text]
    );
  }
};
var Sequence_default2 = Sequence2;

// src/core/preTokenizer/WhitespaceSplit.ts
var WhitespaceSplit = class extends PreTokenizer_default {
  /**
   * Pre-tokenizes the input text by splitting it on whitespace characters.
   * @param text The text to be pre-tokenized.
   * @returns An array of tokens produced by splitting the input text on whitespace.
   */
  pre_tokenize_text(text) {
    return whitespace_split(text);
  }
};
var WhitespaceSplit_default = WhitespaceSplit;

// src/core/preTokenizer/FixedLength.ts
var FixedLength = class extends PreTokenizer_default {
  /**
   * @param config The configuration options for the pre-tokenizer.
   */
  constructor(config) {
    super();
    this.config = config;
    this._length = config.length;
  }
  /**
   * Pre-tokenizes the input text by splitting it into fixed-length tokens.
   * @param text The text to be pre-tokenized.
   * @returns An array of tokens produced by splitting the input text into fixed-length tokens.
   */
  pre_tokenize_text(text) {
    const tokens = [];
    for (let i = 0; i < text.length; i += this._length) {
      tokens.push(text.slice(i, i + this._length));
    }
    return tokens;
  }
};
var FixedLength_default = FixedLength;

// src/core/preTokenizer/create_pre_tokenizer.ts
function create_pre_tokenizer(config) {
  if (config === null) return null;
  switch (config.type) {
    case "BertPreTokenizer":
      return new BertPreTokenizer_default();
    case "Sequence":
      return new Sequence_default2(config);
    case "Whitespace":
      return new Whitespace_default();
    case "WhitespaceSplit":
      return new WhitespaceSplit_default();
    case "Metaspace":
      return new Metaspace_default(config);
    case "ByteLevel":
      return new ByteLevel_default(config);
    case "Split":
      return new Split_default(config);
    case "Punctuation":
      return new Punctuation_default(config);
    case "Digits":
      return new Digits_default(config);
    case "Replace":
      return new Replace_default2(config);
    case "FixedLength":
      return new FixedLength_default(config);
    default:
      throw new Error(`Unknown PreTokenizer type: ${config.type}`);
  }
}
var create_pre_tokenizer_default = create_pre_tokenizer;

// src/core/TokenizerModel.ts
var TokenizerModel = class extends Callable_default {
  /**
   * Creates a new instance of TokenizerModel.
   * @param config The configuration object for the TokenizerModel.
   */
  constructor(config) {
    super();
    this.config = config;
    this.vocab = [];
    this.tokens_to_ids = /* @__PURE__ */ new Map();
    this.unk_token_id = void 0;
    this.unk_token = void 0;
    this.end_of_word_suffix = void 0;
    this.fuse_unk = this.config.fuse_unk ?? false;
  }
  /**
   * Internal function to call the TokenizerModel instance.
   * @param tokens The tokens to encode.
   * @returns The encoded tokens.
   */
  _call(tokens) {
    let result = this.encode(tokens);
    if (this.fuse_unk) {
      result = fuse_unk(result, this.tokens_to_ids, this.unk_token_id);
    }
    return result;
  }
};
var TokenizerModel_default = TokenizerModel;

// src/core/tokenizerModelImplementations/WordPiece.ts
var WordPieceTokenizer = class extends TokenizerModel_default {
  /**
   * @param config The configuration object.
   */
  constructor(config) {
    super(config);
    /** The maximum number of characters per word. */
    this.max_input_chars_per_word = 100;
    this.tokens_to_ids = object_to_map(config.vocab);
    this.unk_token_id = this.tokens_to_ids.get(config.unk_token);
    this.unk_token = config.unk_token;
    this.max_input_chars_per_word = config.max_input_chars_per_word ?? 100;
    this.vocab = new Array(this.tokens_to_ids.size);
    for (const [key, value] of this.tokens_to_ids) {
      this.vocab[value] = key;
    }
  }
  /**
   * Encodes an array of tokens using WordPiece encoding.
   * @param tokens The tokens to encode.
   * @returns An array of encoded tokens.
   */
  encode(tokens) {
    const output_tokens = [];
    for (const token of tokens) {
      const chars = [...token];
      if (chars.length > this.max_input_chars_per_word) {
        output_tokens.push(this.unk_token);
        continue;
      }
      let is_unknown = false;
      let start = 0;
      const sub_tokens = [];
      while (start < chars.length) {
        let end = chars.length;
        let current_substring = null;
        while (start < end) {
          let substr = chars.slice(start, end).join("");
          if (start > 0) {
            substr = this.config.continuing_subword_prefix + substr;
          }
          if (this.tokens_to_ids.has(substr)) {
            current_substring = substr;
            break;
          }
          --end;
        }
        if (current_substring === null) {
          is_unknown = true;
          break;
        }
        sub_tokens.push(current_substring);
        start = end;
      }
      if (is_unknown) {
        output_tokens.push(this.unk_token);
      } else {
        output_tokens.push(...sub_tokens);
      }
    }
    return output_tokens;
  }
};
var WordPiece_default = WordPieceTokenizer;

// src/utils/data-structures/CharTrie.ts
var CharTrieNode = class _CharTrieNode {
  /**
   * Create a new CharTrieNode.
   * @param is_leaf Whether the node is a leaf node or not.
   * @param children A map containing the node's children, where the key is a character and the value is a `CharTrieNode`.
   */
  constructor(is_leaf, children) {
    this.is_leaf = is_leaf;
    this.children = children;
  }
  /**
   * Returns a new `CharTrieNode` instance with default values.
   * @returns A new `CharTrieNode` instance with `is_leaf` set to `false` and an empty `children` map.
   */
  static default() {
    return new _CharTrieNode(false, /* @__PURE__ */ new Map());
  }
};
var CharTrie = class {
  constructor() {
    this.root = CharTrieNode.default();
  }
  /**
   * Adds one or more `texts` to the trie.
   * @param texts The strings to add to the trie.
   */
  extend(texts) {
    for (const text of texts) {
      this.push(text);
    }
  }
  /**
   * Adds text to the trie.
   * @param text The string to add to the trie.
   */
  push(text) {
    let node = this.root;
    for (const ch of text) {
      let child = node.children.get(ch);
      if (child === void 0) {
        child = CharTrieNode.default();
        node.children.set(ch, child);
      }
      node = child;
    }
    node.is_leaf = true;
  }
  /**
   * Searches the trie for stored strings that match `chars` starting at `start`.
   * @param chars The input characters to search.
   * @param start The index to start searching from.
   * @yields Each stored string that is a prefix of `chars` starting at `start`.
   */
  *common_prefix_search(chars, start = 0) {
    let node = this.root;
    if (node === void 0) return;
    let prefix = "";
    for (let i = start; i < chars.length; ++i) {
      const ch = chars[i];
      prefix += ch;
      node = node.children.get(ch);
      if (node === void 0) return;
      if (node.is_leaf) {
        yield prefix;
      }
    }
  }
};
var CharTrie_default = CharTrie;

// src/utils/data-structures/TokenLattice.ts
var TokenLatticeNode = class _TokenLatticeNode {
  /**
   * Represents a node in a token lattice for a given sentence.
   * @param token_id The ID of the token associated with this node.
   * @param node_id The ID of this node.
   * @param pos The starting position of the token in the sentence.
   * @param length The length of the token.
   * @param score The score associated with the token.
   */
  constructor(token_id, node_id, pos, length, score) {
    this.token_id = token_id;
    this.node_id = node_id;
    this.pos = pos;
    this.length = length;
    this.score = score;
    this.prev = null;
    this.backtrace_score = 0;
  }
  /**
   * Returns a clone of this node.
   * @returns A clone of this node.
   */
  clone() {
    const n = new _TokenLatticeNode(
      this.token_id,
      this.node_id,
      this.pos,
      this.length,
      this.score
    );
    n.prev = this.prev;
    n.backtrace_score = this.backtrace_score;
    return n;
  }
};
var TokenLattice = class {
  /**
   * Creates a new TokenLattice instance.
   *
   * @param sentence The input sentence to be tokenized.
   * @param bos_token_id The beginning-of-sequence token ID.
   * @param eos_token_id The end-of-sequence token ID.
   */
  constructor(sentence, bos_token_id, eos_token_id) {
    this.chars = Array.from(sentence);
    this.len = this.chars.length;
    this.bos_token_id = bos_token_id;
    this.eos_token_id = eos_token_id;
    this.nodes = [];
    this.begin_nodes = Array.from(
      { length: this.len + 1 },
      () => []
    );
    this.end_nodes = Array.from({ length: this.len + 1 }, () => []);
    const bos = new TokenLatticeNode(this.bos_token_id ?? 0, 0, 0, 0, 0);
    const eos = new TokenLatticeNode(
      this.eos_token_id ?? 0,
      1,
      this.len,
      0,
      0
    );
    this.nodes.push(bos.clone());
    this.nodes.push(eos.clone());
    this.begin_nodes[this.len].push(eos);
    this.end_nodes[0].push(bos);
  }
  /**
   * Inserts a new token node into the token lattice.
   *
   * @param pos The starting position of the token.
   * @param length The length of the token.
   * @param score The score of the token.
   * @param token_id The token ID of the token.
   */
  insert(pos, length, score, token_id) {
    const node_id = this.nodes.length;
    const node = new TokenLatticeNode(token_id, node_id, pos, length, score);
    this.begin_nodes[pos].push(node);
    this.end_nodes[pos + length].push(node);
    this.nodes.push(node);
  }
  /**
   * Implements the Viterbi algorithm to compute the most likely sequence of tokens.
   *
   * @returns The most likely sequence of tokens.
   */
  viterbi() {
    const len2 = this.len;
    let pos = 0;
    while (pos <= len2) {
      if (this.begin_nodes[pos].length == 0) {
        return [];
      }
      for (let rnode of this.begin_nodes[pos]) {
        rnode.prev = null;
        let best_score = 0;
        let best_node = null;
        for (let lnode of this.end_nodes[pos]) {
          const score = lnode.backtrace_score + rnode.score;
          if (best_node === null || score > best_score) {
            best_node = lnode.clone();
            best_score = score;
          }
        }
        if (best_node !== null) {
          rnode.prev = best_node;
          rnode.backtrace_score = best_score;
        } else {
          return [];
        }
      }
      ++pos;
    }
    const results = [];
    const root = this.begin_nodes[len2][0];
    const prev = root.prev;
    if (prev === null) {
      return [];
    }
    let node = prev.clone();
    while (node.prev !== null) {
      results.push(node.clone());
      const n = node.clone();
      node = n.prev.clone();
    }
    results.reverse();
    return results;
  }
  /**
   * Get the text piece for a given node.
   * @param node The node to get the piece for.
   * @returns The array of nodes representing the most likely sequence of tokens.
   */
  piece(node) {
    return this.chars.slice(node.pos, node.pos + node.length).join("");
  }
  /**
   * @returns The most likely sequence of tokens.
   */
  tokens() {
    const nodes = this.viterbi();
    return nodes.map((x) => this.piece(x));
  }
  /**
   * @returns The most likely sequence of token ids.
   */
  token_ids() {
    const nodes = this.viterbi();
    return nodes.map((x) => x.token_id);
  }
};
var TokenLattice_default = TokenLattice;

// src/utils/maths.ts
function min(arr) {
  if (arr.length === 0) throw new Error("Array must not be empty");
  let min_value = arr[0];
  let index_of_min = 0;
  for (let i = 1; i < arr.length; ++i) {
    if (arr[i] < min_value) {
      min_value = arr[i];
      index_of_min = i;
    }
  }
  return [min_value, index_of_min];
}

// src/core/tokenizerModelImplementations/Unigram.ts
var Unigram = class extends TokenizerModel_default {
  /**
   * Create a new Unigram tokenizer model.
   * @param config The configuration object for the Unigram model.
   * @param eos_token
   */
  constructor(config, eos_token) {
    super(config);
    const vocab_size = config.vocab.length;
    this.vocab = new Array(vocab_size);
    this.scores = new Array(vocab_size);
    for (let i = 0; i < vocab_size; ++i) {
      [this.vocab[i], this.scores[i]] = config.vocab[i];
    }
    this.unk_token_id = config.unk_id;
    this.unk_token = this.vocab[config.unk_id];
    this.tokens_to_ids = new Map(this.vocab.map((x, i) => [x, i]));
    this.bos_token = " ";
    this.bos_token_id = this.tokens_to_ids.get(this.bos_token);
    this.eos_token = eos_token;
    this.eos_token_id = this.tokens_to_ids.get(this.eos_token);
    this.unk_token = this.vocab[this.unk_token_id];
    this.min_score = min(this.scores)[0];
    this.unk_score = this.min_score - 10;
    this.scores[this.unk_token_id] = this.unk_score;
    this.trie = new CharTrie_default();
    this.trie.extend(this.vocab);
    this.fuse_unk = true;
  }
  /**
   * Populates lattice nodes.
   * @param lattice The token lattice to populate with nodes.
   */
  populate_nodes(lattice) {
    const chars = lattice.chars;
    const mblen = 1;
    let begin_pos = 0;
    while (begin_pos < chars.length) {
      let has_single_node = false;
      const prefixed_tokens = this.trie.common_prefix_search(chars, begin_pos);
      for (const token of prefixed_tokens) {
        const token_id = this.tokens_to_ids.get(token);
        const token_score = this.scores[token_id];
        const n = len(token);
        lattice.insert(begin_pos, n, token_score, token_id);
        if (!has_single_node && n === mblen) {
          has_single_node = true;
        }
      }
      if (!has_single_node) {
        lattice.insert(begin_pos, mblen, this.unk_score, this.unk_token_id);
      }
      begin_pos += mblen;
    }
  }
  /**
   * Encodes an array of tokens into an array of subtokens using the unigram model.
   *
   * @param normalized The normalized string.
   * @returns An array of subtokens obtained by encoding the input tokens using the unigram model.
   */
  tokenize(normalized) {
    const lattice = new TokenLattice_default(
      normalized,
      this.bos_token_id,
      this.eos_token_id
    );
    this.populate_nodes(lattice);
    return lattice.tokens();
  }
  /**
   * Encodes an array of tokens using Unigram encoding.
   * @param tokens The tokens to encode.
   * @returns An array of encoded tokens.
   */
  encode(tokens) {
    const to_return = [];
    for (const token of tokens) {
      const tokenized = this.tokenize(token);
      to_return.push(...tokenized);
    }
    return to_return;
  }
};
var Unigram_default = Unigram;

// src/utils/data-structures/PriorityQueue.ts
var PriorityQueue = class {
  /**
   * Create a new PriorityQueue.
   * @param comparator Comparator function to determine priority. Defaults to a MaxHeap.
   * @param max_size Maximum size of the queue. Defaults to Infinity.
   */
  constructor(comparator = (a, b) => a > b, max_size = Infinity) {
    this._heap = [];
    this._comparator = comparator;
    this._max_size = max_size;
  }
  /**
   * The size of the queue
   */
  get size() {
    return this._heap.length;
  }
  /**
   * Check if the queue is empty.
   * @returns `true` if the queue is empty, `false` otherwise.
   */
  is_empty() {
    return this.size === 0;
  }
  /**
   * Return the element with the highest priority in the queue.
   * @returns The highest priority element in the queue.
   */
  peek() {
    return this._heap[0];
  }
  /**
   * Add one or more elements to the queue.
   * @param values The values to push into the queue.
   * @returns The new size of the queue.
   */
  push(...values) {
    return this.extend(values);
  }
  /**
   * Add multiple elements to the queue.
   * @param values The values to push into the queue.
   * @returns The new size of the queue.
   */
  extend(values) {
    for (const value of values) {
      if (this.size < this._max_size) {
        this._heap.push(value);
        this._sift_up();
      } else {
        const smallest = this._smallest();
        if (this._comparator(value, this._heap[smallest])) {
          this._heap[smallest] = value;
          this._sift_up_from(smallest);
        }
      }
    }
    return this.size;
  }
  /**
   * Remove and return the element with the highest priority in the queue.
   * @returns The element with the highest priority in the queue.
   */
  pop() {
    const popped_value = this.peek();
    const bottom = this.size - 1;
    if (bottom > 0) {
      this._swap(0, bottom);
    }
    this._heap.pop();
    this._sift_down();
    return popped_value;
  }
  /**
   * Replace the element with the highest priority in the queue with a new value.
   * @param value The new value.
   * @returns The replaced value.
   */
  replace(value) {
    const replaced_value = this.peek();
    this._heap[0] = value;
    this._sift_down();
    return replaced_value;
  }
  /**
   * Compute the index for the parent of the node at index `i`.
   * @param i The index of the node to get the parent of.
   * @returns The index of the parent node.
   * @private
   */
  _parent(i) {
    return (i + 1 >>> 1) - 1;
  }
  /**
   * Compute the index for the left child of the node at index `i`.
   * @param i The index of the node to get the left child of.
   * @returns The index of the left child.
   * @private
   */
  _left(i) {
    return (i << 1) + 1;
  }
  /**
   * Compute the index for the right child of the node at index `i`.
   * @param i The index of the node to get the right child of.
   * @returns The index of the right child.
   * @private
   */
  _right(i) {
    return i + 1 << 1;
  }
  /**
   * Check if the element at index `i` is greater than the element at index `j`.
   * @param i The index of the first element to compare.
   * @param j The index of the second element to compare.
   * @returns `true` if the element at index `i` is greater than the element at index `j`, `false` otherwise.
   * @private
   */
  _greater(i, j) {
    return this._comparator(this._heap[i], this._heap[j]);
  }
  /**
   * Swap the elements at indices `i` and `j`.
   * @param i The index of the first element to swap.
   * @param j The index of the second element to swap.
   * @private
   */
  _swap(i, j) {
    const temp = this._heap[i];
    this._heap[i] = this._heap[j];
    this._heap[j] = temp;
  }
  /**
   * Maintain the heap property by updating positions in the heap,
   * starting at the last element and moving up the heap.
   * @private
   */
  _sift_up() {
    this._sift_up_from(this.size - 1);
  }
  /**
   * Helper function to sift up from a given node.
   * @param node The index of the node to start sifting up from.
   */
  _sift_up_from(node) {
    while (node > 0 && this._greater(node, this._parent(node))) {
      this._swap(node, this._parent(node));
      node = this._parent(node);
    }
  }
  /**
   * Maintain the heap property by updating positions in the heap,
   * starting at the first element and moving down the heap.
   * @private
   */
  _sift_down() {
    let node = 0;
    while (this._left(node) < this.size && this._greater(this._left(node), node) || this._right(node) < this.size && this._greater(this._right(node), node)) {
      const max_child = this._right(node) < this.size && this._greater(this._right(node), this._left(node)) ? this._right(node) : this._left(node);
      this._swap(node, max_child);
      node = max_child;
    }
  }
  /**
   * Get the index of the smallest element in the heap. Since we use an array-based heap,
   * the index can be computed without needing to traverse the heap.
   * @private
   */
  _smallest() {
    return 2 ** Math.floor(Math.log2(this.size)) - 1;
  }
};
var PriorityQueue_default = PriorityQueue;

// src/utils/data-structures/LRUCache.ts
var LRUCache = class {
  /**
   * Creates an LRUCache instance.
   * @param capacity The maximum number of items the cache can hold.
   */
  constructor(capacity) {
    this.capacity = capacity;
    this.cache = /* @__PURE__ */ new Map();
  }
  /**
   * Retrieves the value associated with the given key and marks the key as recently used.
   * @param key The key to retrieve.
   * @returns The value associated with the key, or undefined if the key does not exist.
   */
  get(key) {
    if (!this.cache.has(key)) return void 0;
    const value = this.cache.get(key);
    this.cache.delete(key);
    this.cache.set(key, value);
    return value;
  }
  /**
   * Inserts or updates the key-value pair in the cache.
   * If the key already exists, it is updated and marked as recently used.
   * If the cache exceeds its capacity, the least recently used item is evicted.
   * @param key The key to add or update.
   * @param value The value to associate with the key.
   */
  put(key, value) {
    if (this.cache.has(key)) {
      this.cache.delete(key);
    }
    this.cache.set(key, value);
    if (this.cache.size > this.capacity) {
      this.cache.delete(this.cache.keys().next().value);
    }
  }
  /**
   * Clears the cache.
   */
  clear() {
    this.cache.clear();
  }
};
var LRUCache_default = LRUCache;

// src/core/tokenizerModelImplementations/BPE.ts
var BPE = class extends TokenizerModel_default {
  /**
   * Create a BPE instance.
   * @param config The configuration object for BPE.
   */
  constructor(config) {
    super(config);
    this.tokens_to_ids = object_to_map(config.vocab);
    this.unk_token_id = this.tokens_to_ids.get(config.unk_token);
    this.unk_token = config.unk_token;
    this.vocab = new Array(this.tokens_to_ids.size);
    for (const [key, value] of this.tokens_to_ids) {
      this.vocab[value] = key;
    }
    const use_new_merge_format = Array.isArray(config.merges[0]);
    this.merges = use_new_merge_format ? config.merges : config.merges.map(
      (x) => x.split(" ", 2)
    );
    this.bpe_ranks = new Map(this.merges.map((x, i) => [JSON.stringify(x), i]));
    this.end_of_word_suffix = config.end_of_word_suffix;
    this.continuing_subword_suffix = config.continuing_subword_suffix ?? null;
    this.byte_fallback = this.config.byte_fallback ?? false;
    if (this.byte_fallback) {
      this.text_encoder = new TextEncoder();
    }
    this.ignore_merges = this.config.ignore_merges ?? false;
    this.max_length_to_cache = 256;
    this.cache_capacity = 1e4;
    this.cache = new LRUCache_default(this.cache_capacity);
  }
  /**
   * Clears the cache.
   */
  clear_cache() {
    this.cache.clear();
  }
  /**
   * Apply Byte-Pair-Encoding (BPE) to a given token. Efficient heap-based priority
   * queue implementation adapted from https://github.com/belladoreai/llama-tokenizer-js.
   * @param token The token to encode.
   * @returns The BPE encoded tokens.
   */
  bpe(token) {
    if (token.length === 0) {
      return [];
    }
    const cached = this.cache.get(token);
    if (cached !== void 0) {
      return cached;
    }
    const word = Array.from(token);
    if (this.end_of_word_suffix) {
      word[word.length - 1] += this.end_of_word_suffix;
    }
    let result = [];
    if (word.length > 1) {
      const queue = new PriorityQueue_default((a, b) => a.score < b.score);
      let starting_node = {
        token: word[0],
        bias: 0,
        prev: null,
        next: null
      };
      let previous_node = starting_node;
      for (let i = 1; i < word.length; ++i) {
        const current_node = {
          bias: i / word.length,
          // Add fractional component to break ties
          token: word[i],
          prev: previous_node,
          next: null
        };
        previous_node.next = current_node;
        this.add_node(queue, previous_node);
        previous_node = current_node;
      }
      while (!queue.is_empty()) {
        const node = queue.pop();
        if (node.deleted || !node.next || node.next.deleted) continue;
        node.deleted = true;
        node.next.deleted = true;
        if (node.prev) {
          const new_previous_node = { ...node.prev };
          node.prev.deleted = true;
          node.prev = new_previous_node;
          if (new_previous_node.prev) {
            new_previous_node.prev.next = new_previous_node;
          } else {
            starting_node = new_previous_node;
          }
        }
        const merged = {
          token: node.token + node.next.token,
          bias: node.bias,
          prev: node.prev,
          next: node.next.next
        };
        if (merged.prev) {
          merged.prev.next = merged;
          this.add_node(queue, merged.prev);
        } else {
          starting_node = merged;
        }
        if (merged.next) {
          merged.next.prev = merged;
          this.add_node(queue, merged);
        }
      }
      for (let current_node = starting_node; current_node !== null; current_node = current_node.next) {
        result.push(current_node.token);
      }
    } else {
      result = word;
    }
    if (this.continuing_subword_suffix) {
      for (let i = 0; i < result.length - 1; ++i) {
        result[i] += this.continuing_subword_suffix;
      }
    }
    if (token.length < this.max_length_to_cache) {
      this.cache.put(token, result);
    }
    return result;
  }
  /**
   * Helper function to add a node to the priority queue.
   * @param queue
   * @param node
   */
  add_node(queue, node) {
    const rank = this.bpe_ranks.get(
      JSON.stringify([node.token, node.next.token])
    );
    if (rank !== void 0) {
      node.score = rank + node.bias;
      queue.push(node);
    }
  }
  /**
   * Encodes the input sequence of tokens using the BPE algorithm and returns the resulting subword tokens.
   * @param tokens The input sequence of tokens to encode.
   * @returns The resulting subword tokens after applying the BPE algorithm to the input sequence of tokens.
   */
  encode(tokens) {
    const output_tokens = [];
    for (const token of tokens) {
      if (this.ignore_merges && this.tokens_to_ids.has(token)) {
        output_tokens.push(token);
        continue;
      }
      const bpe_token_list = this.bpe(token);
      for (const t of bpe_token_list) {
        if (this.tokens_to_ids.has(t)) {
          output_tokens.push(t);
        } else if (this.byte_fallback) {
          const byte_tokens = Array.from(this.text_encoder.encode(t)).map(
            (x) => `<0x${x.toString(16).toUpperCase().padStart(2, "0")}>`
          );
          if (byte_tokens.every((x) => this.tokens_to_ids.has(x))) {
            output_tokens.push(...byte_tokens);
          } else if (this.unk_token != null) {
            output_tokens.push(this.unk_token);
          }
        } else if (this.unk_token != null) {
          output_tokens.push(this.unk_token);
        }
      }
    }
    return output_tokens;
  }
};
var BPE_default = BPE;

// src/core/tokenizerModelImplementations/Legacy.ts
var Legacy = class extends TokenizerModel_default {
  /**
   * Create a Legacy tokenizer model instance.
   * @param config The configuration object for Legacy tokenizer model.
   * @param more_config Additional configuration object for the Legacy tokenizer model.
   */
  constructor(config, more_config) {
    super(config);
    const vocab = config.vocab;
    this.tokens_to_ids = object_to_map(
      more_config.target_lang ? vocab[more_config.target_lang] : vocab
    );
    this.bos_token = more_config.bos_token;
    this.bos_token_id = this.tokens_to_ids.get(this.bos_token);
    this.eos_token = more_config.eos_token;
    this.eos_token_id = this.tokens_to_ids.get(this.eos_token);
    this.pad_token = more_config.pad_token;
    this.pad_token_id = this.tokens_to_ids.get(this.pad_token);
    this.unk_token = more_config.unk_token;
    this.unk_token_id = this.tokens_to_ids.get(this.unk_token);
    this.vocab = new Array(this.tokens_to_ids.size);
    for (const [key, value] of this.tokens_to_ids) {
      this.vocab[value] = key;
    }
  }
  encode(tokens) {
    return tokens;
  }
};
var Legacy_default = Legacy;

// src/core/tokenizerModelImplementations/create_tokenizer_model.ts
function create_tokenizer_model(model_config, config) {
  switch (model_config.type) {
    case "WordPiece":
      return new WordPiece_default(model_config);
    case "Unigram":
      return new Unigram_default(model_config, config.eos_token);
    case "BPE":
      return new BPE_default(model_config);
    default:
      if (model_config.vocab) {
        if (Array.isArray(model_config.vocab)) {
          return new Unigram_default(model_config, config.eos_token);
        } else if (Object.hasOwn(model_config, "continuing_subword_prefix") && Object.hasOwn(model_config, "unk_token")) {
          if (Object.hasOwn(model_config, "merges")) {
            return new BPE_default(model_config);
          } else {
            return new WordPiece_default(model_config);
          }
        } else {
          return new Legacy_default(model_config, {
            target_lang: config.target_lang,
            bos_token: config.bos_token,
            eos_token: config.eos_token,
            pad_token: config.pad_token,
            unk_token: config.unk_token
          });
        }
      }
      throw new Error(
        `Unknown TokenizerModel type: ${model_config?.type}`
      );
  }
}
var create_tokenizer_model_default = create_tokenizer_model;

// src/core/PostProcessor.ts
var PostProcessor = class extends Callable_default {
  /**
   * @param config The configuration for the post-processor.
   */
  constructor(config) {
    super();
    this.config = config;
  }
  /**
   * Alias for {@link PostProcessor#post_process}.
   * @param tokens The text or array of texts to post-process.
   * @param args Additional arguments required by the post-processing logic.
   * @returns The post-processed tokens.
   */
  _call(tokens, ...args) {
    return this.post_process(tokens, ...args);
  }
};
var PostProcessor_default = PostProcessor;

// src/core/postProcessor/TemplateProcessing.ts
var TemplateProcessing = class extends PostProcessor_default {
  /**
   * Replaces special tokens in the template with actual tokens.
   * @param tokens The list of tokens for the first sequence.
   * @param tokens_pair The list of tokens for the second sequence (optional).
   * @param add_special_tokens Whether to add the special tokens to the beginning and end of the input.
   * @returns An object containing the list of tokens with the special tokens replaced with actual tokens.
   */
  post_process(tokens, tokens_pair = null, add_special_tokens = true) {
    const type = tokens_pair === null ? this.config.single : this.config.pair;
    let processed_tokens = [];
    let types = [];
    for (const item of type) {
      if ("SpecialToken" in item) {
        if (add_special_tokens) {
          processed_tokens.push(item.SpecialToken.id);
          types.push(item.SpecialToken.type_id);
        }
      } else if ("Sequence" in item) {
        if (item.Sequence.id === "A") {
          processed_tokens = merge_arrays(processed_tokens, tokens);
          types = merge_arrays(
            types,
            new Array(tokens.length).fill(item.Sequence.type_id)
          );
        } else if (item.Sequence.id === "B") {
          processed_tokens = merge_arrays(processed_tokens, tokens_pair);
          types = merge_arrays(
            types,
            new Array(tokens_pair.length).fill(item.Sequence.type_id)
          );
        }
      }
    }
    return { tokens: processed_tokens, token_type_ids: types };
  }
};
var TemplateProcessing_default = TemplateProcessing;

// src/core/postProcessor/ByteLevel.ts
var ByteLevel2 = class extends PostProcessor_default {
  /**
   * Post process the given tokens.
   * @param tokens The list of tokens for the first sequence.
   * @param tokens_pair The list of tokens for the second sequence (optional).
   * @returns An object containing the post-processed tokens.
   */
  post_process(tokens, tokens_pair = null) {
    return { tokens, tokens_pair };
  }
};
var ByteLevel_default2 = ByteLevel2;

// src/core/postProcessor/BertProcessing.ts
var BertProcessing = class extends PostProcessor_default {
  /**
   * @param config The configuration for the post-processor.
   * @param config.cls The special tokens to add to the beginning of the input.
   * @param config.sep The special tokens to add to the end of the input.
   */
  constructor(config) {
    super(config);
    this.sep = config.sep;
    this.cls = config.cls;
  }
  /**
   * Adds the special tokens to the beginning and end of the input.
   * @param tokens The input tokens.
   * @param tokens_pair An optional second set of input tokens.
   * @param add_special_tokens Whether to add the special tokens to the beginning and end of the input.
   * @returns The post-processed tokens with the special tokens added to the beginning and end.
   */
  post_process(tokens, tokens_pair = null, add_special_tokens = true) {
    if (add_special_tokens) {
      tokens = merge_arrays([this.cls[0]], tokens, [this.sep[0]]);
    }
    let token_type_ids = new Array(tokens.length).fill(0);
    if (tokens_pair) {
      const middle = [];
      const after = add_special_tokens ? [this.sep[0]] : [];
      tokens = merge_arrays(tokens, middle, tokens_pair, after);
      token_type_ids = merge_arrays(
        token_type_ids,
        new Array(tokens_pair.length + middle.length + after.length).fill(1)
      );
    }
    return { tokens, token_type_ids };
  }
};
var BertProcessing_default = BertProcessing;

// src/core/postProcessor/RobertaProcessing.ts
var RobertaProcessing = class extends PostProcessor_default {
  /**
   * @param config The configuration for the post-processor.
   * @param config.cls The special tokens to add to the beginning of the input.
   * @param config.sep The special tokens to add to the end of the input.
   */
  constructor(config) {
    super(config);
    this.sep = config.sep;
    this.cls = config.cls;
  }
  /**
   * Adds the special tokens to the beginning and end of the input.
   * @param tokens The input tokens.
   * @param tokens_pair An optional second set of input tokens.
   * @param add_special_tokens Whether to add the special tokens to the beginning and end of the input.
   * @returns The post-processed tokens with the special tokens added to the beginning and end.
   */
  post_process(tokens, tokens_pair, add_special_tokens = true) {
    if (add_special_tokens) {
      tokens = merge_arrays([this.cls[0]], tokens, [this.sep[0]]);
    }
    let token_type_ids = new Array(tokens.length).fill(0);
    if (tokens_pair) {
      const middle = add_special_tokens ? [this.sep[0]] : [];
      const after = add_special_tokens ? [this.sep[0]] : [];
      tokens = merge_arrays(tokens, middle, tokens_pair, after);
      token_type_ids = merge_arrays(
        token_type_ids,
        new Array(tokens_pair.length + middle.length + after.length).fill(1)
      );
    }
    return { tokens, token_type_ids };
  }
};
var RobertaProcessing_default = RobertaProcessing;

// src/core/postProcessor/Sequence.ts
var Sequence3 = class extends PostProcessor_default {
  /**
   * Creates a new instance of Sequence post-processor.
   * @param config The configuration object.
   */
  constructor(config) {
    super(config);
    this.processors = (config.processors ?? []).map((x) => create_post_processor_default(x));
  }
  /**
   * Post process the given tokens.
   * @param tokens The list of tokens for the first sequence.
   * @param tokens_pair The list of tokens for the second sequence (optional).
   * @param add_special_tokens Whether to add the special tokens to the beginning and end of the input.
   * @returns An object containing the post-processed tokens.
   */
  post_process(tokens, tokens_pair = null, add_special_tokens = true) {
    let processed_tokens = { tokens, tokens_pair };
    for (const processor of this.processors) {
      processed_tokens = processor.post_process(
        processed_tokens.tokens,
        processed_tokens.tokens_pair,
        add_special_tokens
      );
    }
    return processed_tokens;
  }
};
var Sequence_default3 = Sequence3;

// src/core/postProcessor/create_post_processor.ts
function create_post_processor(config) {
  if (config === null) return null;
  switch (config.type) {
    case "TemplateProcessing":
      return new TemplateProcessing_default(config);
    case "ByteLevel":
      return new ByteLevel_default2(config);
    case "BertProcessing":
      return new BertProcessing_default(config);
    case "RobertaProcessing":
      return new RobertaProcessing_default(config);
    case "Sequence":
      return new Sequence_default3(config);
    default:
      throw new Error(`Unknown PostProcessor type: ${config.type}`);
  }
}
var create_post_processor_default = create_post_processor;

// src/core/Decoder.ts
var Decoder = class extends Callable_default {
  /**
   * Creates an instance of `Decoder`.
   * @param config The configuration object.
   **/
  constructor(config) {
    super();
    this.config = config;
    this.added_tokens = [];
    this.end_of_word_suffix = null;
    this.trim_offsets = "trim_offsets" in config ? config.trim_offsets : false;
  }
  /**
   * Calls the `decode` method.
   *
   * @param tokens The list of tokens.
   * @returns The decoded string.
   */
  _call(tokens) {
    return this.decode(tokens);
  }
  /**
   * Decodes a list of tokens.
   * @param tokens The list of tokens.
   * @returns The decoded string.
   */
  decode(tokens) {
    return this.decode_chain(tokens).join("");
  }
};
var Decoder_default = Decoder;

// src/core/decoder/ByteLevel.ts
var ByteLevel3 = class extends Decoder_default {
  /**
   * Create a `ByteLevelDecoder` object.
   */
  constructor(config) {
    super(config);
    this.byte_decoder = UNICODE_TO_BYTES;
    this.text_decoder = new TextDecoder("utf-8", {
      fatal: false,
      // eslint-disable-next-line @typescript-eslint/naming-convention
      ignoreBOM: true
    });
    this.end_of_word_suffix = null;
  }
  /**
   * Convert an array of tokens to string by decoding each byte.
   * @param tokens Array of tokens to be decoded.
   * @returns The decoded string.
   */
  convert_tokens_to_string(tokens) {
    const text = tokens.join("");
    const byte_array = new Uint8Array(
      [...text].map((c) => this.byte_decoder[c])
    );
    return this.text_decoder.decode(byte_array);
  }
  decode_chain(tokens) {
    const sub_texts = [];
    let current_sub_text = [];
    for (const token of tokens) {
      if (this.added_tokens.find((x) => x.content === token) !== void 0) {
        if (current_sub_text.length > 0) {
          sub_texts.push(this.convert_tokens_to_string(current_sub_text));
          current_sub_text = [];
        }
        sub_texts.push(token);
      } else {
        current_sub_text.push(token);
      }
    }
    if (current_sub_text.length > 0) {
      sub_texts.push(this.convert_tokens_to_string(current_sub_text));
    }
    return sub_texts;
  }
};
var ByteLevel_default3 = ByteLevel3;

// src/core/decoder/WordPiece.ts
var WordPiece = class extends Decoder_default {
  /**
   * Creates a new instance of WordPieceDecoder.
   * @param config The configuration object.
   */
  constructor(config) {
    super(config);
    this.cleanup = config.cleanup;
  }
  decode_chain(tokens) {
    return tokens.map((token, i) => {
      if (i !== 0) {
        const prefix = this.config.prefix;
        if (prefix && token.startsWith(prefix)) {
          token = token.replace(prefix, "");
        } else {
          token = " " + token;
        }
      }
      if (this.cleanup) {
        token = clean_up_tokenization(token);
      }
      return token;
    });
  }
};
var WordPiece_default2 = WordPiece;

// src/core/decoder/Metaspace.ts
var Metaspace2 = class extends Decoder_default {
  /**
   * Constructs a new MetaspaceDecoder object.
   * @param config The configuration object for the MetaspaceDecoder.
   */
  constructor(config) {
    super(config);
    this.replacement = config.replacement ?? "\u2581";
  }
  decode_chain(tokens) {
    const result = [];
    for (let i = 0; i < tokens.length; ++i) {
      let normalized = tokens[i].replaceAll(this.replacement, " ");
      if (i == 0 && normalized.startsWith(" ")) {
        normalized = normalized.substring(1);
      }
      result.push(normalized);
    }
    return result;
  }
};
var Metaspace_default2 = Metaspace2;

// src/core/decoder/BPE.ts
var BPE2 = class extends Decoder_default {
  constructor(config) {
    super(config);
    this.suffix = config.suffix ?? "";
  }
  decode_chain(tokens) {
    return tokens.map((token, i) => {
      return token.replaceAll(this.suffix, i === tokens.length - 1 ? "" : " ");
    });
  }
};
var BPE_default2 = BPE2;

// src/core/decoder/CTC.ts
var CTC = class extends Decoder_default {
  constructor(config) {
    super(config);
    this.pad_token = config.pad_token ?? "";
    this.word_delimiter_token = config.word_delimiter_token ?? "";
    this.cleanup = config.cleanup;
  }
  /**
   * Converts a connectionist-temporal-classification (CTC) output tokens into a single string.
   * @param tokens Array of tokens to be decoded.
   * @returns The decoded string.
   */
  convert_tokens_to_string(tokens) {
    if (tokens.length === 0) return "";
    const grouped_tokens = [tokens[0]];
    for (let i = 1; i < tokens.length; ++i) {
      if (tokens[i] !== grouped_tokens.at(-1)) {
        grouped_tokens.push(tokens[i]);
      }
    }
    const filtered_tokens = grouped_tokens.filter(
      (token) => token !== this.pad_token
    );
    let text = filtered_tokens.join("");
    if (this.cleanup) {
      text = clean_up_tokenization(text).replaceAll(this.word_delimiter_token, " ").trim();
    }
    return text;
  }
  decode_chain(tokens) {
    return [this.convert_tokens_to_string(tokens)];
  }
};
var CTC_default = CTC;

// src/core/decoder/Sequence.ts
var Sequence4 = class extends Decoder_default {
  /**
   * Creates a new instance of DecoderSequence.
   * @param config The configuration object.
   */
  constructor(config) {
    super(config);
    this.decoders = (config.decoders ?? []).map((x) => create_decoder_default(x));
  }
  decode_chain(tokens) {
    return this.decoders.reduce((toks, decoder) => {
      return decoder.decode_chain(toks);
    }, tokens);
  }
};
var Sequence_default4 = Sequence4;

// src/core/decoder/Replace.ts
var Replace3 = class extends Decoder_default {
  /**
   * @param config The configuration object for the decoder.
   */
  constructor(config) {
    super(config);
    this.pattern = create_pattern(this.config.pattern);
  }
  decode_chain(tokens) {
    const content = this.config.content ?? "";
    const pattern = this.pattern;
    return pattern === null ? tokens : tokens.map((token) => token.replaceAll(pattern, content));
  }
};
var Replace_default3 = Replace3;

// src/core/decoder/Fuse.ts
var Fuse = class extends Decoder_default {
  decode_chain(tokens) {
    return [tokens.join("")];
  }
};
var Fuse_default = Fuse;

// src/core/decoder/Strip.ts
var Strip2 = class extends Decoder_default {
  constructor(config) {
    super(config);
    this.content = config.content ?? "";
    this.start = config.start ?? 0;
    this.stop = config.stop ?? 0;
  }
  decode_chain(tokens) {
    return tokens.map((token) => {
      let start_cut = 0;
      for (let i = 0; i < this.start; ++i) {
        if (token[i] === this.content) {
          start_cut = i + 1;
          continue;
        } else {
          break;
        }
      }
      let stop_cut = token.length;
      for (let i = 0; i < this.stop; ++i) {
        const index = token.length - i - 1;
        if (token[index] === this.content) {
          stop_cut = index;
          continue;
        } else {
          break;
        }
      }
      return token.slice(start_cut, stop_cut);
    });
  }
};
var Strip_default2 = Strip2;

// src/core/decoder/ByteFallback.ts
var ByteFallback = class extends Decoder_default {
  constructor(config) {
    super(config);
    this.text_decoder = new TextDecoder();
  }
  decode_chain(tokens) {
    const new_tokens = [];
    let previous_byte_tokens = [];
    for (const token of tokens) {
      let bytes = null;
      if (token.length === 6 && token.startsWith("<0x") && token.endsWith(">")) {
        const byte = parseInt(token.slice(3, 5), 16);
        if (!isNaN(byte)) {
          bytes = byte;
        }
      }
      if (bytes !== null) {
        previous_byte_tokens.push(bytes);
      } else {
        if (previous_byte_tokens.length > 0) {
          const string = this.text_decoder.decode(
            Uint8Array.from(previous_byte_tokens)
          );
          new_tokens.push(string);
          previous_byte_tokens = [];
        }
        new_tokens.push(token);
      }
    }
    if (previous_byte_tokens.length > 0) {
      const string = this.text_decoder.decode(
        Uint8Array.from(previous_byte_tokens)
      );
      new_tokens.push(string);
      previous_byte_tokens = [];
    }
    return new_tokens;
  }
};
var ByteFallback_default = ByteFallback;

// src/core/decoder/create_decoder.ts
function create_decoder(config) {
  if (config === null) return null;
  switch (config.type) {
    case "ByteLevel":
      return new ByteLevel_default3(config);
    case "WordPiece":
      return new WordPiece_default2(config);
    case "Metaspace":
      return new Metaspace_default2(config);
    case "BPEDecoder":
      return new BPE_default2(config);
    case "CTC":
      return new CTC_default(config);
    case "Sequence":
      return new Sequence_default4(config);
    case "Replace":
      return new Replace_default3(config);
    case "Fuse":
      return new Fuse_default(config);
    case "Strip":
      return new Strip_default2(config);
    case "ByteFallback":
      return new ByteFallback_default(config);
    default:
      throw new Error(`Unknown Decoder type: ${config.type}`);
  }
}
var create_decoder_default = create_decoder;

// src/core/Tokenizer.ts
var Tokenizer = class {
  constructor(tokenizer, config) {
    const tokenizer_error = validate_object(tokenizer, "Tokenizer", [
      "model",
      "decoder",
      "post_processor",
      "pre_tokenizer",
      "normalizer"
    ]);
    if (tokenizer_error) {
      throw new Error(tokenizer_error);
    }
    const config_error = validate_object(config, "Config");
    if (config_error) {
      throw new Error(config_error);
    }
    this.tokenizer = tokenizer;
    this.config = config;
    this.normalizer = create_normalizer_default(this.tokenizer.normalizer);
    this.pre_tokenizer = create_pre_tokenizer_default(this.tokenizer.pre_tokenizer);
    this.model = create_tokenizer_model_default(this.tokenizer.model, this.config);
    this.post_processor = create_post_processor_default(this.tokenizer.post_processor);
    this.decoder = create_decoder_default(this.tokenizer.decoder);
    this.special_tokens = [];
    this.all_special_ids = [];
    this.added_tokens = [];
    const unnormalized_contents = [];
    const normalized_contents = [];
    this.added_tokens_map = /* @__PURE__ */ new Map();
    for (const added_token of this.tokenizer.added_tokens) {
      const token = new AddedToken_default(added_token);
      this.added_tokens.push(token);
      this.model.tokens_to_ids.set(token.content, token.id);
      this.model.vocab[token.id] = token.content;
      if (token.special) {
        this.special_tokens.push(token.content);
        this.all_special_ids.push(token.id);
      }
      this.added_tokens_map.set(token.content, token);
      if (token.normalized && this.normalizer !== null) {
        const normalized_content = this.normalizer(token.content);
        normalized_contents.push(normalized_content);
        this.added_tokens_map.set(normalized_content, token);
      } else {
        unnormalized_contents.push(token.content);
      }
    }
    (this.config.additional_special_tokens ?? []).forEach((token) => {
      if (!this.special_tokens.includes(token)) this.special_tokens.push(token);
    });
    if (this.decoder) {
      this.decoder.added_tokens = this.added_tokens;
      this.decoder.end_of_word_suffix = this.model.end_of_word_suffix;
    }
    this.splitter_unnormalized = new DictionarySplitter_default(unnormalized_contents);
    this.splitter_normalized = new DictionarySplitter_default(normalized_contents);
    this.remove_space = this.config.remove_space;
    this.clean_up_tokenization_spaces = this.config.clean_up_tokenization_spaces ?? true;
    this.do_lowercase_and_remove_accent = this.config.do_lowercase_and_remove_accent ?? false;
  }
  // Implementation
  encode(text, {
    text_pair = null,
    add_special_tokens = true,
    return_token_type_ids = null
  } = {}) {
    const { tokens, token_type_ids } = this.tokenize_helper(text, {
      text_pair,
      add_special_tokens
    });
    const input_ids = tokens.map(
      (t) => this.added_tokens_map.get(t)?.id ?? this.model.tokens_to_ids.get(t) ?? this.model.unk_token_id
    );
    const result = {
      ids: input_ids,
      tokens,
      attention_mask: new Array(input_ids.length).fill(1)
    };
    if (return_token_type_ids && token_type_ids) {
      result.token_type_ids = token_type_ids;
    }
    return result;
  }
  decode(token_ids, options = {}) {
    if (!Array.isArray(token_ids) || token_ids.length === 0 || !is_integral_number(token_ids[0])) {
      throw Error("token_ids must be a non-empty array of integers.");
    }
    let tokens = token_ids.map(
      (i) => this.model.vocab[Number(i)] ?? this.model.unk_token
    );
    if (options.skip_special_tokens) {
      tokens = tokens.filter((x) => !this.special_tokens.includes(x));
    }
    let decoded = this.decoder ? this.decoder(tokens) : tokens.join(" ");
    if (this.decoder && this.decoder.end_of_word_suffix) {
      decoded = decoded.replaceAll(this.decoder.end_of_word_suffix, " ");
      if (options.skip_special_tokens) {
        decoded = decoded.trim();
      }
    }
    if (options.clean_up_tokenization_spaces ?? this.clean_up_tokenization_spaces) {
      decoded = clean_up_tokenization(decoded);
    }
    return decoded;
  }
  /**
   * Converts a string into a sequence of tokens.
   * @param text The sequence to be encoded.
   * @param options An optional object containing the following properties:
   * @returns The list of tokens.
   */
  tokenize(text, { text_pair = null, add_special_tokens = false } = {}) {
    return this.tokenize_helper(text, { text_pair, add_special_tokens }).tokens;
  }
  encode_text(text) {
    if (text === null) {
      return null;
    }
    const sections = this.splitter_unnormalized.split(text);
    sections.forEach((section, i) => {
      const added_token = this.added_tokens_map.get(section);
      if (added_token) {
        if (added_token.lstrip && i > 0) {
          sections[i - 1] = sections[i - 1].trimEnd();
        }
        if (added_token.rstrip && i < sections.length - 1) {
          sections[i + 1] = sections[i + 1].trimStart();
        }
      }
    });
    return sections.flatMap((processed_text, section_index) => {
      if (processed_text.length === 0) {
        return [];
      }
      if (this.added_tokens_map.has(processed_text)) {
        return [processed_text];
      }
      if (this.remove_space === true) {
        processed_text = processed_text.trim().split(/\s+/).join(" ");
      }
      if (this.do_lowercase_and_remove_accent) {
        processed_text = lowercase_and_remove_accents(processed_text);
      }
      if (this.normalizer !== null) {
        processed_text = this.normalizer(processed_text);
      }
      if (processed_text.length === 0) {
        return [];
      }
      const subsections = this.splitter_normalized.split(processed_text);
      subsections.forEach((subsection, j) => {
        const added_token = this.added_tokens_map.get(subsection);
        if (added_token) {
          if (added_token.lstrip && j > 0) {
            subsections[j - 1] = subsections[j - 1].trimEnd();
          }
          if (added_token.rstrip && j < subsections.length - 1) {
            subsections[j + 1] = subsections[j + 1].trimStart();
          }
        }
      });
      return subsections.flatMap((subsection) => {
        if (subsection.length === 0) {
          return [];
        }
        if (this.added_tokens_map.has(subsection)) {
          return [subsection];
        }
        const section_tokens = this.pre_tokenizer !== null ? this.pre_tokenizer(subsection, {
          section_index
        }) : [subsection];
        return this.model(section_tokens);
      });
    });
  }
  tokenize_helper(text, { text_pair = null, add_special_tokens = true }) {
    const tokens1 = this.encode_text(text);
    const tokens2 = this.encode_text(text_pair || null);
    return this.post_processor ? this.post_processor(tokens1, tokens2, add_special_tokens) : { tokens: merge_arrays(tokens1 ?? [], tokens2 ?? []) };
  }
  /**
   * Converts a token string to its corresponding token ID.
   * @param token The token string to convert.
   * @returns The token ID, or undefined if the token is not in the vocabulary.
   */
  token_to_id(token) {
    return this.model.tokens_to_ids.get(token);
  }
  /**
   * Converts a token ID to its corresponding token string.
   * @param id The token ID to convert.
   * @returns The token string, or undefined if the ID is not in the vocabulary.
   */
  id_to_token(id) {
    return this.model.vocab[id];
  }
  /**
   * Returns a mapping of token IDs to AddedToken objects for all added tokens.
   * @returns A Map where keys are token IDs and values are AddedToken objects.
   */
  get_added_tokens_decoder() {
    const decoder = /* @__PURE__ */ new Map();
    for (const token of this.added_tokens) {
      decoder.set(token.id, token);
    }
    return decoder;
  }
  /**
   * Get the underlying vocabulary
   * @param with_added_tokens Whether to include the added tokens
   * @returns The vocabulary
   */
  get_vocab(with_added_tokens = true) {
    const vocab = /* @__PURE__ */ new Map();
    for (let i = 0; i < this.model.vocab.length; ++i) {
      const token = this.model.vocab[i];
      if (with_added_tokens || !this.added_tokens_map.has(token)) {
        vocab.set(token, i);
      }
    }
    return vocab;
  }
};
var Tokenizer_default = Tokenizer;


;// CONCATENATED MODULE: ./src/encode/byte-level-bpe.ts
/**
 * A fast encoder for the tokenizers code models use: RoBERTa/CodeBERT-style
 * byte-level BPE (GPT-2's byte-to-character map and pre-tokenisation regex,
 * merges within a word). It produces exactly the ids of @huggingface/tokenizers
 * for the texts it accepts, and is 8-16x faster on code: code repeats its words
 * (keywords, identifiers, indentation), so each distinct word is merged once
 * and later looked up, where the library re-encodes every word to bytes.
 *
 * It declines (returns null) what it does not reproduce, and the caller falls
 * back to the library: a tokenizer.json of another shape, a text holding an
 * added token's content (the library splits those out first), a word with a
 * symbol missing from the vocabulary (the library maps it to <unk>).
 */
/** GPT-2's reversible map from bytes to printable characters. */
function bytesToCharacters() {
    const printable = (b) => (b >= 33 && b <= 126) || (b >= 161 && b <= 172) || (b >= 174 && b <= 255);
    const table = [];
    let shifted = 0;
    for (let b = 0; b < 256; b += 1) {
        table.push(String.fromCharCode(printable(b) ? b : 256 + shifted++));
    }
    return table;
}
const BYTE_CHARACTER = bytesToCharacters();
/** The byte-level pre-tokeniser's word pattern (GPT-2's, as Hugging Face uses it). */
const byte_level_bpe_WORD = /'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+/gu;
const utf8 = new TextEncoder();
/** Distinct words kept merged; a code corpus has tens of thousands. */
const WORD_CACHE_CAPACITY = 200_000;
/** A word's characters after the byte map: ASCII maps one character at a time. */
function byteCharacters(word) {
    const out = [];
    for (let i = 0; i < word.length; i += 1) {
        const code = word.charCodeAt(i);
        if (code >= 128)
            return Array.from(utf8.encode(word), (b) => BYTE_CHARACTER[b]);
        out.push(BYTE_CHARACTER[code]);
    }
    return out;
}
/**
 * An encoder for a tokenizer.json of the byte-level BPE shape, or null when the
 * shape has anything it does not reproduce (dropout, subword affixes, byte
 * fallback, another normaliser or pre-tokeniser).
 */
function byteLevelBpe(json) {
    const { added_tokens, normalizer, pre_tokenizer, model } = json;
    const lowercase = normalizer?.type === 'Lowercase';
    if (model?.type !== 'BPE' ||
        model.vocab === undefined ||
        model.merges === undefined ||
        (model.dropout ?? null) !== null ||
        Boolean(model.continuing_subword_prefix) ||
        Boolean(model.end_of_word_suffix) ||
        model.byte_fallback === true ||
        model.ignore_merges === true ||
        (normalizer != null && !lowercase) ||
        pre_tokenizer?.type !== 'ByteLevel' ||
        pre_tokenizer.use_regex === false) {
        return null;
    }
    const prefixSpace = pre_tokenizer.add_prefix_space === true;
    const vocab = new Map(Object.entries(model.vocab));
    const rank = new Map();
    // A merge listed twice ranks at its last place, as in the library.
    model.merges.forEach((merge, i) => rank.set(typeof merge === 'string' ? merge : merge.join(' '), i));
    const added = (added_tokens ?? []).map((t) => t.content);
    const words = new Map();
    /** Merges one word, lowest-ranked adjacent pair first (leftmost on a tie). */
    const merge = (word) => {
        const parts = byteCharacters(word);
        for (;;) {
            let best = Infinity;
            let at = -1;
            for (let i = 0; i + 1 < parts.length; i += 1) {
                const r = rank.get(`${parts[i]} ${parts[i + 1]}`);
                if (r !== undefined && r < best)
                    [best, at] = [r, i];
            }
            if (at < 0)
                break;
            parts.splice(at, 2, parts[at] + parts[at + 1]);
        }
        const ids = [];
        for (const part of parts) {
            const id = vocab.get(part);
            if (id === undefined)
                return null;
            ids.push(id);
        }
        return ids;
    };
    return (text) => {
        if (added.some((content) => text.includes(content)))
            return null;
        let normal = lowercase ? text.toLowerCase() : text;
        if (normal.length === 0)
            return [];
        if (lowercase && added.some((content) => normal.includes(content)))
            return null;
        if (prefixSpace && !normal.startsWith(' '))
            normal = ` ${normal}`;
        const out = [];
        for (const word of normal.match(byte_level_bpe_WORD) ?? []) {
            let ids = words.get(word);
            if (ids === undefined) {
                ids = merge(word);
                if (words.size >= WORD_CACHE_CAPACITY)
                    words.clear();
                words.set(word, ids);
            }
            if (ids === null)
                return null;
            for (const id of ids)
                out.push(id);
        }
        return out;
    };
}

;// CONCATENATED MODULE: ./src/encode/tokenizer.ts




async function readJson(file, what) {
    let text;
    try {
        text = await (0,promises_namespaceObject.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new InputError(`${what} ${file}: cannot read (${oneLine(error)})`);
    }
    try {
        return JSON.parse(text);
    }
    catch (error) {
        throw new InputError(`${what} ${file}: not valid JSON (${oneLine(error)})`);
    }
}
/** A token's id as the library finds it: added tokens first, then the BPE vocabulary. */
function vocabularyId(json, token) {
    const { added_tokens, model } = json;
    const vocab = model?.vocab ?? {};
    const added = added_tokens?.find((t) => t.content === token);
    return added?.id ?? (Object.hasOwn(vocab, token) ? vocab[token] : undefined);
}
const SPECIAL_TOKENS = ['<s>', '<pad>', '</s>', '<unk>'];
/**
 * A tokenizer.json equivalent of a RoBERTa vocab.json + merges.txt pair:
 * byte-level pre-tokenisation without a prefix space, as RobertaTokenizer does
 * by default.
 */
function fromVocabAndMerges(vocab, mergesText) {
    const merges = mergesText
        .split('\n')
        .filter((line) => line.trim() !== '' && !line.startsWith('#version'));
    const byteLevel = {
        type: 'ByteLevel',
        add_prefix_space: false,
        trim_offsets: true,
        use_regex: true,
    };
    return {
        version: '1.0',
        added_tokens: SPECIAL_TOKENS.filter((t) => t in vocab).map((content) => ({
            id: vocab[content],
            content,
            single_word: false,
            lstrip: false,
            rstrip: false,
            normalized: false,
            special: true,
        })),
        normalizer: null,
        pre_tokenizer: byteLevel,
        post_processor: null,
        decoder: byteLevel,
        model: {
            type: 'BPE',
            dropout: null,
            unk_token: '<unk>' in vocab ? '<unk>' : null,
            vocab,
            merges,
        },
    };
}
/** Loads a Hugging Face tokenizer.json, or vocab.json + merges.txt. */
async function loadTokenizer(config, what) {
    let json;
    let files;
    if (config.kind === 'file') {
        files = [config.file];
        json = (await readJson(config.file, `${what}.tokenizer`));
    }
    else {
        files = [config.vocab, config.merges];
        const vocab = (await readJson(config.vocab, `${what}.tokenizer.vocab`));
        let merges;
        try {
            merges = await (0,promises_namespaceObject.readFile)(config.merges, 'utf8');
        }
        catch (error) {
            throw new InputError(`${what}.tokenizer.merges ${config.merges}: cannot read (${oneLine(error)})`);
        }
        json = fromVocabAndMerges(vocab, merges);
    }
    // Our encoder takes the byte-level BPE shape; the library is built only for
    // another shape or a text ours declines (building it is 2-11 ms a run).
    const fast = byteLevelBpe(json);
    let library = null;
    const libraryTokenizer = () => {
        try {
            return (library ??= new Tokenizer_default(json, {}));
        }
        catch (error) {
            throw new InputError(`${what}.tokenizer ${files.join(' + ')}: not a usable tokenizer (${oneLine(error)})`);
        }
    };
    if (fast === null)
        libraryTokenizer();
    const idOf = (token) => {
        const id = fast === null ? libraryTokenizer().token_to_id(token) : vocabularyId(json, token);
        if (id === undefined) {
            throw new InputError(`${what}.tokenizer ${files[0]}: has no ${token} token; MetaCompress feeds RoBERTa-style sequences (<s>, </s>, <pad>)`);
        }
        return id;
    };
    const special = { bos: idOf('<s>'), eos: idOf('</s>'), pad: idOf('<pad>') };
    const shape = json;
    const wordLevelMerges = shape.pre_tokenizer?.type === 'ByteLevel' &&
        shape.pre_tokenizer.use_regex !== false &&
        (shape.normalizer === null ||
            shape.normalizer === undefined ||
            shape.normalizer.type === 'Lowercase');
    return {
        encode: (text) => fast?.(text) ?? libraryTokenizer().encode(text, { add_special_tokens: false }).ids,
        special,
        wordLevelMerges,
        files,
    };
}

;// CONCATENATED MODULE: ./src/inference/onnx-model.ts


/** Inputs we know how to feed, by the names exporters give them. */
const FEEDABLE = ['input_ids', 'attention_mask', 'token_type_ids', 'position_ids'];
function intTensor(ort, type, data, dims) {
    if (type === 'int32')
        return new ort.Tensor('int32', Int32Array.from(data, Number), dims);
    return new ort.Tensor('int64', data, dims);
}
/**
 * Opens an ONNX classifier and discovers its inputs from the graph. Every
 * input must be one we can feed (input_ids, attention_mask, token_type_ids,
 * position_ids); an unknown one is an error that names it.
 *
 * @throws InputError when the file cannot be read, the runtime refuses it as
 *   a model, or its inputs or outputs are not those of a classifier.
 */
async function openOnnxModel(ort, file, options) {
    const key = `${options.what}.model ${file}`;
    try {
        await (0,promises_namespaceObject.access)(file);
    }
    catch (error) {
        throw new InputError(`${key}: cannot read (${oneLine(error)})`, { cause: error });
    }
    let session;
    try {
        session = await ort.InferenceSession.create(file, {
            intraOpNumThreads: options.threads,
            interOpNumThreads: 1,
            graphOptimizationLevel: 'all',
            // Warnings of the runtime's graph optimiser are not the user's business.
            logSeverityLevel: 3,
            executionProviders: options.executionProviders ?? ['cpu'],
        });
    }
    catch (error) {
        // The file is readable, so what the runtime refuses is its content.
        throw new InputError(`${key}: not a loadable ONNX model (${oneLine(error).slice(0, 200)})`, {
            cause: error,
        });
    }
    const unknown = session.inputNames.filter((name) => !FEEDABLE.includes(name));
    if (unknown.length > 0 || !session.inputNames.includes('input_ids')) {
        await session.release();
        const what = unknown.length > 0
            ? `has inputs we cannot feed: ${unknown.join(', ')}`
            : 'has no input_ids input';
        throw new InputError(`${key}: ${what}; supported inputs: ${FEEDABLE.join(', ')}`);
    }
    const types = new Map();
    let fixedLength = null;
    for (const meta of session.inputMetadata) {
        if (!meta.isTensor) {
            await session.release();
            throw new InputError(`${key}: input ${meta.name} is not a tensor`);
        }
        types.set(meta.name, meta.type);
        const length = meta.shape[1];
        if (typeof length === 'number' && length > 0)
            fixedLength = length;
    }
    const output = session.outputNames.includes('logits') ? 'logits' : session.outputNames[0];
    const outputMeta = session.outputMetadata.find((m) => m.name === output);
    const columnsDim = outputMeta?.isTensor
        ? outputMeta.shape[outputMeta.shape.length - 1]
        : undefined;
    const outputColumns = typeof columnsDim === 'number' ? columnsDim : null;
    return {
        inputs: [...session.inputNames],
        output,
        outputColumns,
        fixedLength,
        async run(batch) {
            const dims = [batch.size, batch.length];
            const feeds = {};
            for (const name of session.inputNames) {
                const type = types.get(name);
                if (name === 'input_ids')
                    feeds[name] = intTensor(ort, type, batch.inputIds, dims);
                else if (name === 'attention_mask')
                    feeds[name] = intTensor(ort, type, batch.attentionMask, dims);
                else if (name === 'token_type_ids')
                    feeds[name] = intTensor(ort, type, new BigInt64Array(batch.size * batch.length), dims);
                else {
                    const positions = new BigInt64Array(batch.size * batch.length);
                    for (let i = 0; i < positions.length; i += 1)
                        positions[i] = BigInt(i % batch.length);
                    feeds[name] = intTensor(ort, type, positions, dims);
                }
            }
            let result;
            try {
                result = await session.run(feeds);
            }
            catch (error) {
                throw new InputError(`${key}: inference failed (${oneLine(error).slice(0, 200)})`);
            }
            const tensor = result[output];
            const data = tensor.data;
            if (!(data instanceof Float32Array) && !(data instanceof Float64Array)) {
                throw new InputError(`${key}: output ${output} is ${tensor.type}, expected float logits or probabilities`);
            }
            const columns = tensor.dims.length === 1 ? 1 : tensor.dims[tensor.dims.length - 1];
            if (data.length !== batch.size * columns) {
                throw new InputError(`${key}: output ${output} has shape [${tensor.dims.join(', ')}], expected [batch, K]`);
            }
            return { data, columns };
        },
        release: () => session.release(),
    };
}

;// CONCATENATED MODULE: ./src/inference/precomputed.ts



/**
 * Reads a NumPy .npy file holding a float32 or float64 matrix [N, K] (or a
 * vector [N], one logit per row), little-endian, C or Fortran order.
 */
function parseNpy(bytes, file) {
    const fail = (why) => {
        throw new InputError(`${file}: not a usable .npy outputs file (${why}); expected float32/float64 [N, K]`);
    };
    const magic = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59];
    if (bytes.length < 10 || magic.some((b, i) => bytes[i] !== b))
        fail('no NUMPY magic');
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const major = bytes[6];
    const headerLength = major === 1 ? view.getUint16(8, true) : view.getUint32(8, true);
    const headerStart = major === 1 ? 10 : 12;
    const header = new TextDecoder('latin1').decode(bytes.subarray(headerStart, headerStart + headerLength));
    const descr = /'descr':\s*'([^']+)'/.exec(header)?.[1];
    const fortran = /'fortran_order':\s*True/.test(header);
    const shapeText = /'shape':\s*\(([^)]*)\)/.exec(header)?.[1];
    if (descr === undefined || shapeText === undefined)
        fail('unreadable header');
    const shape = shapeText
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '')
        .map(Number);
    if (shape.length < 1 || shape.length > 2)
        fail(`shape (${shape.join(', ')})`);
    const [rows, columns = 1] = shape;
    const width = descr === '<f4' ? 4 : descr === '<f8' ? 8 : fail(`dtype ${descr}`);
    const offset = headerStart + headerLength;
    const count = rows * columns;
    if (bytes.length - offset < count * width)
        fail(`${bytes.length - offset} bytes of data for shape (${shape.join(', ')})`);
    // Copy into an own, aligned buffer: the data offset need not be a multiple
    // of 8, and a Node Buffer's slice() is a view into a shared pool.
    const body = new Uint8Array(bytes.subarray(offset, offset + count * width)).buffer;
    const flat = width === 4 ? new Float32Array(body) : new Float64Array(body);
    if (!fortran)
        return { data: flat, rows, columns };
    const data = width === 4 ? new Float32Array(count) : new Float64Array(count);
    for (let i = 0; i < rows; i += 1)
        for (let j = 0; j < columns; j += 1)
            data[i * columns + j] = flat[j * rows + i];
    return { data, rows, columns };
}
/** One JSONL row: an array of numbers, or an object with logits / probabilities / outputs. */
function rowValues(value, file, row) {
    const values = Array.isArray(value) || value === null || typeof value !== 'object'
        ? value
        : (value.logits ??
            value.probabilities ??
            value.outputs);
    const list = typeof values === 'number' ? [values] : values;
    if (!Array.isArray(list) || list.length === 0 || !list.every((v) => typeof v === 'number')) {
        throw new InputError(`${file} row ${row}: expected an array of numbers (or {"logits": [...]}, {"probabilities": [...]})`);
    }
    return list;
}
/** Reads precomputed outputs from .npy or JSONL. */
async function readPrecomputedOutputs(file, what) {
    if (file.endsWith('.npy')) {
        let bytes;
        try {
            bytes = await (0,promises_namespaceObject.readFile)(file);
        }
        catch (error) {
            throw new InputError(`${what}.outputs ${file}: cannot read (${oneLine(error)})`);
        }
        return parseNpy(bytes, `${what}.outputs ${file}`);
    }
    const values = [];
    let columns = -1;
    let rows = 0;
    for await (const [line, row] of readLines(file, `${what}.outputs`)) {
        const where = `${what}.outputs ${file}`;
        // Python's json module writes NaN and Infinity, which are not JSON.
        if (/\b(NaN|Infinity)\b/.test(line)) {
            throw new InputError(`${where} row ${row}: holds NaN or Infinity; outputs must be finite numbers`);
        }
        const list = rowValues(parseJsonLine(line, where, row), where, row);
        if (columns === -1)
            columns = list.length;
        else if (list.length !== columns) {
            throw new InputError(`${what}.outputs ${file} row ${row}: ${list.length} values, earlier rows have ${columns}`);
        }
        values.push(...list);
        rows += 1;
    }
    if (rows === 0)
        throw new InputError(`${what}.outputs ${file}: no rows`);
    return { data: Float64Array.from(values), rows, columns };
}

;// CONCATENATED MODULE: ./src/encode/batches.ts
/** The longest block of a sequence: what its row needs after padding. */
function width(sequence) {
    return Math.max(...sequence.blocks.map((block) => block.length));
}
/**
 * Cuts sequences into batches of at most `batchSize` after sorting them by
 * length, and pads each batch only to its own longest row: with code lengths
 * spread from tens to thousands of tokens this removes most padding work.
 * Every block of a row is padded to the same block length, so block j starts
 * at j * blockLength in every row. A graph with a fixed input length gets
 * exactly that length (`fixedLength`, split evenly between the blocks).
 * Sorting is stable, so equal-length rows keep their order.
 */
function bucketBatches(sequences, batchSize, padId, fixedLength = null) {
    const widths = sequences.map(width);
    const order = sequences.map((_, i) => i).sort((a, b) => widths[a] - widths[b]);
    const batches = [];
    for (let start = 0; start < order.length; start += batchSize) {
        const rows = order.slice(start, start + batchSize);
        const blockCount = sequences[rows[0]].blocks.length;
        const longest = Math.max(...rows.map((r) => widths[r]));
        const blockLength = fixedLength === null ? longest : fixedLength / blockCount;
        if (!Number.isInteger(blockLength) || blockLength < longest) {
            throw new RangeError(`rows of ${blockCount} block(s) of up to ${longest} tokens do not fit the model's fixed input length ${fixedLength}; lower max-length`);
        }
        const length = blockLength * blockCount;
        const inputIds = new BigInt64Array(rows.length * length).fill(BigInt(padId));
        const attentionMask = new BigInt64Array(rows.length * length);
        let tokens = 0;
        rows.forEach((r, b) => {
            sequences[r].blocks.forEach((block, j) => {
                const offset = b * length + j * blockLength;
                for (let t = 0; t < block.length; t += 1) {
                    inputIds[offset + t] = BigInt(block[t]);
                    attentionMask[offset + t] = 1n;
                }
                tokens += block.length;
            });
        });
        batches.push({ rows, size: rows.length, length, inputIds, attentionMask, tokens });
    }
    return batches;
}

;// CONCATENATED MODULE: ./src/encode/sequences.ts
/** `<s> ids[:L-2] </s>`. */
function wrap(ids, maxLength, special) {
    return Int32Array.from([special.bos, ...ids.slice(0, maxLength - 2), special.eos]);
}
/**
 * Hugging Face's "longest_first" truncation: drop the last token of the longer
 * side (of B on a tie) until both fit in `budget`.
 */
function truncateLongestFirst(a, b, budget) {
    if (a + b <= budget)
        return [a, b];
    // Closed form of the one-at-a-time loop: shorten the longer side to the other's
    // length, then alternate, B losing first on ties.
    let [x, y] = [a, b];
    const excess = x + y - budget;
    const gap = Math.abs(x - y);
    const first = Math.min(gap, excess);
    if (x > y)
        x -= first;
    else
        y -= first;
    const rest = excess - first;
    y -= Math.ceil(rest / 2);
    x -= Math.floor(rest / 2);
    return [x, y];
}
/**
 * Assembles the model input for one example (SPEC §6).
 * - one text: `<s> A </s>`, at most L tokens;
 * - `sequence-pair`: `<s> A </s></s> B </s>`, longest-first truncation to L;
 * - `concat-blocks`: each side its own block `<s> A </s>` of at most L tokens,
 *   as Compressor's students expect; batching pads every block to the same
 *   length (L on a fixed-shape graph, else the batch's longest block), which
 *   gives the model exactly what padding to L would, with less work.
 */
function assembleSequence(tokens, pairMode, maxLength, special) {
    if (tokens.length === 1)
        return { blocks: [wrap(tokens[0], maxLength, special)] };
    const [a, b] = tokens;
    if (pairMode === 'concat-blocks') {
        return { blocks: [wrap(a, maxLength, special), wrap(b, maxLength, special)] };
    }
    const [keepA, keepB] = truncateLongestFirst(a.length, b.length, maxLength - 4);
    const { bos, eos } = special;
    return {
        blocks: [Int32Array.from([bos, ...a.slice(0, keepA), eos, eos, ...b.slice(0, keepB), eos])],
    };
}

;// CONCATENATED MODULE: ./src/inference/to-probabilities.ts

/** [1 - sigmoid(z), sigmoid(z)] without overflow or cancellation for large |z|. */
function sigmoidPair(z) {
    const e = Math.exp(-Math.abs(z));
    const big = 1 / (1 + e);
    const small = e / (1 + e);
    return z >= 0 ? [small, big] : [big, small];
}
/**
 * Converts a model's raw outputs to class probabilities (SPEC §2), in float64.
 *
 * - `softmax`: K >= 2 logits -> softmax (max-shifted); a single logit -> sigmoid.
 * - `sigmoid`: a single logit z -> [1 - sigmoid(z), sigmoid(z)].
 * - `probabilities`: used as is when each row sums to 1 within 1e-6; rows off by
 *   at most 1e-3 are renormalised (counted, for a warning); further off is an
 *   error. A single column p means [1 - p, p].
 *
 * `classOrder[j]` is the dataset class of the model's column j (null: identity).
 * NaN or infinite values are an error naming the row and column.
 */
function toProbabilities(raw, rows, columns, kind, classOrder, what) {
    if (raw.length !== rows * columns) {
        throw new RangeError(`${what}: ${raw.length} values do not form ${rows} rows of ${columns}`);
    }
    if (kind === 'sigmoid' && columns !== 1) {
        throw new InputError(`${what}: output sigmoid needs a single logit per row, got ${columns} columns; use softmax`);
    }
    const cols = columns === 1 ? 2 : columns;
    if (classOrder !== null && classOrder.length !== cols) {
        throw new InputError(`${what}: class-order has ${classOrder.length} entries but the model gives ${cols} classes`);
    }
    const data = new Float64Array(rows * cols);
    const row = new Float64Array(cols);
    let renormalised = 0;
    for (let i = 0; i < rows; i += 1) {
        for (let j = 0; j < columns; j += 1) {
            const value = raw[i * columns + j];
            if (!Number.isFinite(value)) {
                throw new InputError(`${what}: row ${i} column ${j} is ${value}; outputs must be finite numbers`);
            }
        }
        if (columns === 1) {
            const z = raw[i];
            if (kind === 'probabilities') {
                if (z < 0 || z > 1)
                    throw new InputError(`${what}: row ${i} probability ${z} is outside [0, 1]`);
                row[0] = 1 - z;
                row[1] = z;
            }
            else
                [row[0], row[1]] = sigmoidPair(z);
        }
        else if (kind === 'probabilities') {
            let sum = 0;
            for (let j = 0; j < cols; j += 1) {
                const p = raw[i * cols + j];
                if (p < 0)
                    throw new InputError(`${what}: row ${i} column ${j} probability ${p} is negative`);
                row[j] = p;
                sum += p;
            }
            const off = Math.abs(sum - 1);
            if (off > 1e-3) {
                throw new InputError(`${what}: row ${i} probabilities sum to ${sum}, not 1 (tolerance 1e-3); is output really probabilities?`);
            }
            if (off > 1e-6) {
                renormalised += 1;
                for (let j = 0; j < cols; j += 1)
                    row[j] = row[j] / sum;
            }
        }
        else {
            let max = -Infinity;
            for (let j = 0; j < cols; j += 1)
                max = Math.max(max, raw[i * cols + j]);
            let sum = 0;
            for (let j = 0; j < cols; j += 1) {
                row[j] = Math.exp(raw[i * cols + j] - max);
                sum += row[j];
            }
            for (let j = 0; j < cols; j += 1)
                row[j] = row[j] / sum;
        }
        for (let j = 0; j < cols; j += 1)
            data[i * cols + (classOrder === null ? j : classOrder[j])] = row[j];
    }
    return { data, rows, cols, renormalised };
}

;// CONCATENATED MODULE: ./src/inference/sources.ts




/**
 * Runs an ONNX model over examples: tokenise (through the shared cache),
 * assemble per the pair mode, cut length-bucketed batches, run, convert to
 * probabilities and put rows back in example order.
 */
function onnxSource(model, tokens, special, config, what, onBatch) {
    const source = {
        elapsedMs: 0,
        tokens: 0,
        renormalised: 0,
        async score(examples) {
            const sequences = examples.map((example) => assembleSequence(example.texts.map((text) => tokens.ids(text, config.maxLength)), config.pairMode, config.maxLength, special));
            let out = null;
            let cols = 0;
            for (const batch of bucketBatches(sequences, config.batchSize, special.pad, model.fixedLength)) {
                onBatch?.(what, batch);
                const start = performance.now();
                const { data, columns } = await model.run(batch);
                source.elapsedMs += performance.now() - start;
                source.tokens += batch.tokens;
                const probs = toProbabilities(data, batch.size, columns, config.output, config.classOrder, `${what} outputs`);
                source.renormalised += probs.renormalised;
                if (out === null) {
                    cols = probs.cols;
                    out = new Float64Array(examples.length * cols);
                }
                batch.rows.forEach((row, b) => out.set(probs.data.subarray(b * cols, (b + 1) * cols), row * cols));
            }
            return { data: out ?? new Float64Array(0), cols };
        },
    };
    return source;
}
/**
 * Probabilities looked up by the example's file row: precomputed outputs, or
 * a teacher's outputs restored from the cache.
 */
function rowLookupSource(lookup, cols, renormalised, what) {
    return {
        elapsedMs: 0,
        tokens: 0,
        renormalised,
        async score(examples) {
            const out = new Float64Array(examples.length * cols);
            examples.forEach((example, i) => {
                const row = lookup(example.row);
                if (row === undefined)
                    throw new InputError(`${what}: no outputs for dataset row ${example.row}`);
                out.set(row, i * cols);
            });
            return { data: out, cols };
        },
    };
}
/** Precomputed outputs, converted once, looked up by the example's file row. */
function precomputedSource(raw, config, what) {
    const probs = toProbabilities(raw.data, raw.rows, raw.columns, config.output, config.classOrder, `${what}.outputs`);
    const cols = probs.cols;
    const lookup = (row) => row < probs.rows ? probs.data.subarray(row * cols, (row + 1) * cols) : undefined;
    return rowLookupSource(lookup, cols, probs.renormalised, `${what}.outputs`);
}

;// CONCATENATED MODULE: ./src/pipeline/models.ts






async function readModelFiles(config, role) {
    if (config.kind === 'outputs') {
        return {
            kind: 'outputs',
            config,
            raw: await readPrecomputedOutputs(config.outputs, role),
            sha256: await sha256File(config.outputs, `${role}.outputs`),
        };
    }
    const sha256 = await sha256File(config.model, `${role}.model`);
    const tokenizer = await loadTokenizer(config.tokenizer, role);
    const tokenizerSha256 = sha256Text((await Promise.all(tokenizer.files.map((f) => sha256File(f, `${role}.tokenizer`)))).join());
    return { kind: 'onnx', config, sha256, tokenizer, tokenizerSha256 };
}
/** What an ONNX model's outputs depend on (file locations do not matter): part of the teacher cache key. */
function outputsIdentity(files) {
    const { config } = files;
    return {
        sha256: files.sha256,
        tokenizerSha256: files.tokenizerSha256,
        maxLength: config.maxLength,
        pairMode: config.pairMode,
        lowercase: config.lowercase,
        normalizeWhitespace: config.normalizeWhitespace,
        output: config.output,
        classOrder: config.classOrder,
    };
}
function encodingOf(files) {
    const { config } = files;
    return {
        tokenizer: files.tokenizer.files,
        tokenizerSha256: files.tokenizerSha256,
        maxLength: config.maxLength,
        pairMode: config.pairMode,
        lowercase: config.lowercase,
        normalizeWhitespace: config.normalizeWhitespace,
    };
}
function cachedRows(cached, role) {
    const index = new Map();
    cached.rows.forEach((row, i) => index.set(row, i));
    const lookup = (row) => {
        const i = index.get(row);
        return i === undefined
            ? undefined
            : cached.probs.subarray(i * cached.cols, (i + 1) * cached.cols);
    };
    return rowLookupSource(lookup, cached.cols, 0, `${role} (cached outputs)`);
}
/** Opens a model (or wraps its outputs) for scoring. */
async function openModel(files, context) {
    const { role } = context;
    const common = {
        output: files.config.output,
        classOrder: files.config.classOrder,
        fromCache: false,
    };
    if (files.kind === 'outputs') {
        return {
            rows: precomputedSource(files.raw, files.config, role),
            live: async () => null,
            summary: {
                ...common,
                source: 'outputs',
                path: files.config.outputs,
                sha256: files.sha256,
                inputs: null,
                encoding: null,
            },
            classes: files.raw.columns === 1 ? 2 : files.raw.columns,
            outputRows: files.raw.rows,
            release: async () => { },
        };
    }
    const { config } = files;
    const cacheKey = [files.tokenizerSha256, config.lowercase, config.normalizeWhitespace].join('|');
    let tokens = context.tokenCaches.get(cacheKey);
    if (tokens === undefined) {
        tokens = new TokenCache(files.tokenizer, config);
        context.tokenCaches.set(cacheKey, tokens);
    }
    const tokenCache = tokens;
    let opened = null;
    const open = () => (opened ??= (async () => {
        const { ort, executionProviders } = await context.deps.loadRuntime();
        const model = await openOnnxModel(ort, config.model, {
            threads: context.threads,
            what: role,
            executionProviders,
        });
        return {
            source: onnxSource(model, tokenCache, files.tokenizer.special, config, role, context.deps.onBatch),
            inputs: model.inputs,
            classes: model.outputColumns === null ? null : Math.max(2, model.outputColumns),
            release: () => model.release(),
        };
    })());
    const summary = {
        ...common,
        source: 'onnx',
        path: config.model,
        sha256: files.sha256,
        encoding: encodingOf(files),
    };
    const release = async () => {
        if (opened !== null)
            await (await opened).release();
    };
    if (context.cached !== null) {
        return {
            rows: cachedRows(context.cached, role),
            live: async () => (await open()).source,
            summary: { ...summary, fromCache: true, inputs: null },
            classes: context.cached.cols,
            outputRows: null,
            release,
        };
    }
    const model = await open();
    return {
        rows: model.source,
        live: async () => model.source,
        summary: { ...summary, inputs: model.inputs },
        classes: model.classes,
        outputRows: null,
        release,
    };
}

;// CONCATENATED MODULE: ./src/gate/compare.ts
/**
 * Slack on every comparison of the gate. Rates are k / n with different n,
 * so rate − baselineRate carries rounding error (0.4 − 0.3 is
 * 0.10000000000000003); a value equal to its ceiling must pass, and no real
 * difference between rates of runs of fewer than 10^11 inputs is this small.
 */
const COMPARISON_SLACK = 1e-12;
/** True when `value` is above `ceiling` by more than rounding; an infinite value exceeds any ceiling. */
function exceeds(value, ceiling) {
    if (value === null)
        return false;
    if (value === 'infinite')
        return true;
    return value - ceiling > COMPARISON_SLACK;
}
/** A fraction as a percentage with one decimal. */
function percent(fraction) {
    return `${(fraction * 100).toFixed(1)}%`;
}
/** A relative change as "+185.0%". */
function signedPercent(fraction) {
    return `${fraction >= 0 ? '+' : '−'}${(Math.abs(fraction) * 100).toFixed(1)}%`;
}

;// CONCATENATED MODULE: ./src/gate/relations.ts
/**
 * The relation checks (SPEC §4): each relation's rate against its ceiling
 * and, when a baseline is given, against the base branch's rate.
 */


function relations_describe(relations, name) {
    switch (name) {
        case 'MR1':
            return 'MR1 prediction disagreement';
        case 'MR2':
            return `MR2 distribution divergence (KL > ${relations.mr2.epsilon} nats)`;
        case 'MR3':
            return `MR3 high-confidence loss (tau ${relations.mr3.tau})`;
        case 'MR4':
            return `MR4 calibration-bin disagreement (delta4 ${relations.mr4.delta4})`;
    }
}
function countOf(r, name) {
    return name === 'MR4' ? `${r.violations}/${r.n} bins` : `${r.violations}/${r.n}`;
}
function notDefined(relations, name) {
    const label = relations_describe(relations, name);
    if (name === 'MR4') {
        const mr4 = relations.mr4;
        const status = mr4.labelled === 0 ? 'skipped' : 'undefined';
        return { status, reason: `${label} is ${status}: ${mr4.skippedReason ?? 'no comparable bin'}` };
    }
    if (name === 'MR3' && relations.mr3.undefinedReason !== null) {
        return {
            status: 'undefined',
            reason: `${label} is undefined: ${relations.mr3.undefinedReason}`,
        };
    }
    return { status: 'undefined', reason: `${label} is undefined: there are no inputs` };
}
/**
 * One relation's check.
 * - rate undefined: 'skipped' for MR4 without labelled inputs, 'undefined'
 *   otherwise; neither passes nor fails, the reason says why.
 * - ceiling (null = off): fails when rate > ceiling.
 * - baseline (when given and its rate is defined): fails when
 *   rate − baselineRate > maxDegradation, or when
 *   (rate − baselineRate) / baselineRate > percentMaxDegradation (a baseline
 *   of 0 with a rise is an infinite relative rise and fails).
 * - paired (when given): the paired regression test's verdict on the same
 *   inputs (McNemar's exact test); its line is the reason when it fails.
 * A value equal to its limit passes. Every broken rule is named, with its
 * numbers, in the reason.
 */
function relationCheck(relations, name, options, baseline, paired = null) {
    const current = relationRate(relations, name);
    const ceiling = options.ceilings[name];
    const base = baseline === null ? null : relationRate(baseline, name);
    const check = { id: name, value: current.rate, ceiling, baseline: base?.rate ?? null };
    if (current.rate === null)
        return { ...check, ...notDefined(relations, name) };
    const value = current.rate;
    const broken = [];
    if (ceiling !== null && exceeds(value, ceiling)) {
        broken.push(`exceeds the ceiling ${percent(ceiling)}`);
    }
    if (base !== null && base.rate !== null) {
        const from = `the baseline ${percent(base.rate)} (${countOf(base, name)})`;
        const rise = value - base.rate;
        const max = options.maxDegradation;
        if (max !== null && exceeds(rise, max)) {
            broken.push(`rose ${(rise * 100).toFixed(1)} points from ${from}, more than max-degradation ` +
                `${(max * 100).toFixed(1)} points`);
        }
        const pct = options.percentMaxDegradation;
        if (pct !== null && rise > COMPARISON_SLACK) {
            const relative = base.rate === 0 ? 'infinite' : rise / base.rate;
            if (exceeds(relative, pct)) {
                const shown = relative === 'infinite' ? 'infinitely' : percent(relative);
                broken.push(`rose ${shown} relative to ${from}, more than percent-max-degradation ${percent(pct)}`);
            }
        }
    }
    const pairedFails = paired !== null && paired.status === 'fail';
    // With its ceiling off and no baseline a relation still passes: it is reported, never failed.
    if (broken.length === 0 && !pairedFails)
        return { ...check, status: 'pass', reason: null };
    const label = `${relations_describe(relations, name)} ${percent(value)} (${countOf(current, name)})`;
    const reasons = broken.length === 0 ? [] : [`${label} ${broken.join('; and ')}`];
    if (pairedFails)
        reasons.push(paired.line);
    return { ...check, status: 'fail', reason: reasons.join('; and ') };
}

;// CONCATENATED MODULE: ./src/gate/robustness.ts

function flipText(what, r) {
    return `${what} ${percent(r.rate ?? 0)} (${r.violations}/${r.n})`;
}
/**
 * Student flip rate / teacher flip rate on one transformation: fails above
 * `ceiling` (an infinite ratio, the student flipping where the teacher never
 * did, fails); undefined (no flip at all, or nothing transformed) neither
 * passes nor fails; a null ceiling is off.
 *
 * @example
 * // rename-locals: teacher 2/20 flips, student 6/20, ceiling 2: fails with
 * // 'flip-rate ratio on rename-locals 3.00 (student 30.0% (6/20), teacher 10.0% (2/20)) exceeds max-flip-rate-ratio 2.00'
 */
function flipRateCheck(kind, ceiling) {
    const value = kind.flipRateRatio;
    const check = { id: `flip-rate-ratio:${kind.kind}`, value, ceiling, baseline: null };
    if (value === null) {
        return {
            ...check,
            status: 'undefined',
            reason: `flip-rate ratio on ${kind.kind} is undefined: ${kind.ratioUndefinedReason ?? 'no flip rate'}`,
        };
    }
    if (ceiling === null)
        return { ...check, status: 'off', reason: null };
    if (!exceeds(value, ceiling))
        return { ...check, status: 'pass', reason: null };
    const { teacher, student } = kind.flips;
    const numbers = `(${flipText('student', student)}, ${flipText('teacher', teacher)})`;
    const limit = `max-flip-rate-ratio ${ceiling.toFixed(2)}`;
    const reason = value === 'infinite'
        ? `flip-rate ratio on ${kind.kind} is infinite ${numbers}: exceeds ${limit}`
        : `flip-rate ratio on ${kind.kind} ${value.toFixed(2)} ${numbers} exceeds ${limit}`;
    return { ...check, status: 'fail', reason };
}
/**
 * Student drop / teacher drop − 1 under the attack: fails above `ceiling`
 * (a student drop with no teacher drop is infinite and fails); undefined
 * neither passes nor fails; a null ceiling is off. Null when the config has
 * no attack or the attack was skipped.
 */
function attackCheck(robustness, ceiling) {
    const attack = robustness.attack;
    if (attack === null || attack.teacher === null || attack.student === null)
        return null;
    const value = attack.relativeDegradation;
    const check = { id: 'attack-relative-degradation', value, ceiling, baseline: null };
    if (value === null) {
        return {
            ...check,
            status: 'undefined',
            reason: `relative degradation under the renaming attack is undefined: ${attack.relativeDegradationUndefinedReason ?? 'no input was attacked'}`,
        };
    }
    if (ceiling === null)
        return { ...check, status: 'off', reason: null };
    if (!exceeds(value, ceiling))
        return { ...check, status: 'pass', reason: null };
    const numbers = `(student accuracy drop ${((attack.student.drop ?? 0) * 100).toFixed(1)} points, ` +
        `teacher ${((attack.teacher.drop ?? 0) * 100).toFixed(1)} points, on ${attack.evaluated} inputs)`;
    const limit = `max-relative-degradation ${signedPercent(ceiling)}`;
    const reason = value === 'infinite'
        ? `relative degradation under the renaming attack is infinite ${numbers}: exceeds ${limit}`
        : `relative degradation under the renaming attack ${signedPercent(value)} ${numbers} exceeds ${limit}`;
    return { ...check, status: 'fail', reason };
}

;// CONCATENATED MODULE: ./src/gate/index.ts
/**
 * The gate: every verdict of a run decided in one place, as typed checks
 * (SPEC §4 for the relations and the baseline, §5 for robustness).
 */







function assertFraction(name, value) {
    if (value !== null && !(Number.isFinite(value) && value >= 0)) {
        throw new RangeError(`${name} must be a finite number >= 0 or null (off), got ${value}`);
    }
}
/**
 * Decides the CI check.
 *
 * Checks, in order: MR1..MR4 (each against its ceiling and, with a baseline,
 * the base branch's rate; see relationCheck), then with robustness one
 * flip-rate-ratio check per transformation and the attack's relative
 * degradation (see flipRateCheck, attackCheck). `failures` holds the reason
 * of each failing check; `passed` is true when none failed. `worst` is the
 * relation with the highest rate / ceiling among those with a defined rate
 * and a ceiling (ceiling 0: +∞ for a positive rate); when no defined rate has
 * a ceiling, the one with the highest rate; null when no rate is defined;
 * ties go to the earlier relation.
 *
 * @param relations - this run's relations; not modified.
 * @param options - ceilings and degradation limits (fractions; null = off).
 * @param baseline - the base branch's relations, or null for no regression check.
 * @param robustness - the robustness section (its thresholds are the ceilings), or null.
 * @param paired - the paired regression verdicts of MR1-MR3 against the baseline, if it ran.
 * @throws RangeError when a ceiling or limit is negative or not finite.
 *
 * @example
 * // MR1 57 of 400 (0.1425) with ceiling 0.10:
 * decideGate(relations, { ceilings: DEFAULT_CEILINGS, maxDegradation: null,
 *   percentMaxDegradation: null }, null).failures;
 * // ['MR1 prediction disagreement 14.2% (57/400) exceeds the ceiling 10.0%']
 */
function decideGate(relations, options, baseline, robustness = null, paired = []) {
    for (const name of RELATION_NAMES) {
        assertFraction(`ceilings.${name}`, options.ceilings[name]);
    }
    assertFraction('maxDegradation', options.maxDegradation);
    assertFraction('percentMaxDegradation', options.percentMaxDegradation);
    const relationChecks = RELATION_NAMES.map((name) => relationCheck(relations, name, options, baseline, paired.find((p) => p.relation === name) ?? null));
    const checks = [...relationChecks];
    if (robustness !== null) {
        const { maxFlipRateRatio, maxRelativeDegradation } = robustness.thresholds;
        for (const kind of robustness.transformed)
            checks.push(flipRateCheck(kind, maxFlipRateRatio));
        const attack = attackCheck(robustness, maxRelativeDegradation);
        if (attack !== null)
            checks.push(attack);
    }
    const failures = checks.filter((c) => c.status === 'fail').map((c) => c.reason);
    return {
        passed: failures.length === 0,
        checks,
        failures,
        worst: findWorst(relationChecks),
    };
}
/** The check of one relation in a verdict. */
function checkOf(gate, name) {
    const check = gate.checks.find((c) => c.id === name);
    if (check === undefined)
        throw new RangeError(`the gate verdict has no ${name} check`);
    return check;
}
function findWorst(checks) {
    const defined = checks.filter((c) => typeof c.value === 'number');
    const withCeiling = defined.filter((c) => c.ceiling !== null);
    const candidates = withCeiling.length > 0 ? withCeiling : defined;
    const score = (c) => {
        const r = c.value;
        if (c.ceiling === null)
            return r;
        if (c.ceiling === 0)
            return r > 0 ? Infinity : 0;
        return r / c.ceiling;
    };
    let worst = null;
    for (const c of candidates) {
        if (worst === null || score(c) > score(worst))
            worst = c;
    }
    return worst === null ? null : worst.id;
}

;// CONCATENATED MODULE: ./src/relations/paired/mcnemar.ts
/**
 * McNemar's exact test for paired binary outcomes, with the binomial
 * probabilities computed in log space so that nothing overflows or loses
 * precision up to n = 10^6 and beyond.
 *
 * The log binomial pmf follows Loader's saddle-point form (C. Loader, "Fast
 * and accurate computation of binomial probabilities", 2000), which avoids
 * the cancellation of ln n! − ln k! − ln (n−k)! (terms of size 10^7 at
 * n = 10^6, so ~10^-9 absolute error in the log); here the error of ln P is
 * below 1e-14 · max(1, |ln P|) (tested against exact integer arithmetic).
 */
const LN_2 = Math.LN2;
const LN_2PI = Math.log(2 * Math.PI);
/** n! for n = 0..15, exact in float64 (15! ≈ 1.3e12 < 2^53). */
const SMALL_FACTORIALS = (() => {
    const values = [1];
    for (let n = 1; n <= 15; n++)
        values.push(values[n - 1] * n);
    return values;
})();
/**
 * Stirling's error: ln n! − [(n + ½) ln n − n + ½ ln 2π], for an integer n >= 1.
 * Exact factorials for n <= 15; above, the asymptotic series to the n^-11
 * term, whose next term is below 1e-17 there.
 */
function stirlingError(n) {
    if (n <= 15) {
        return Math.log(SMALL_FACTORIALS[n]) - (n + 0.5) * Math.log(n) + n - LN_2PI / 2;
    }
    const inv = 1 / n;
    const inv2 = inv * inv;
    // Coefficients B_2k / (2k (2k − 1)) for k = 1..6.
    return (inv *
        (1 / 12 -
            inv2 *
                (1 / 360 -
                    inv2 * (1 / 1260 - inv2 * (1 / 1680 - inv2 * (1 / 1188 - inv2 * (691 / 360360)))))));
}
/**
 * Deviance term x ln(x / mean) + mean − x, for x > 0, mean > 0. Near x = mean
 * it is computed by a series in v = (x − mean) / (x + mean), because the
 * direct form subtracts two nearly equal numbers there.
 */
function devianceTerm(x, mean) {
    const d = x - mean;
    if (Math.abs(d) < 0.1 * (x + mean)) {
        const v = d / (x + mean);
        const v2 = v * v;
        let sum = d * v;
        let power = 2 * x * v;
        for (let j = 1; j < 1000; j++) {
            power *= v2;
            const next = sum + power / (2 * j + 1);
            if (next === sum)
                break;
            sum = next;
        }
        return sum;
    }
    return x * Math.log(x / mean) + mean - x;
}
/**
 * ln P[X = k] for X ~ Binomial(n, ½), k an integer in 0..n.
 *
 *     ln P = se(n) − se(k) − se(n−k) − D(k, n/2) − D(n−k, n/2) + ½ ln(n / (2π k (n−k)))
 *
 * with se the Stirling error and D the deviance term; ln P = −n ln 2 at
 * k = 0 and k = n.
 *
 * @example
 * Math.exp(binomialHalfLogPmf(2, 4)); // 0.375 (6/16), within 1 ulp
 */
function binomialHalfLogPmf(k, n) {
    if (k === 0 || k === n)
        return -n * LN_2;
    const half = n / 2;
    return (stirlingError(n) -
        stirlingError(k) -
        stirlingError(n - k) -
        devianceTerm(k, half) -
        devianceTerm(n - k, half) +
        0.5 * (Math.log(n / (k * (n - k))) - LN_2PI));
}
/**
 * McNemar's exact (conditional binomial) test of "the two runs violate
 * equally often" on paired outcomes.
 *
 * Under the null hypothesis each of the m = b + c discordant inputs is
 * equally likely to fall either way, so min(b, c) is the lower tail of
 * X ~ Binomial(m, ½):
 *
 *     p = min(1, 2 · P[X <= min(b, c)])
 *
 * which is what `scipy.stats.binomtest(b, b + c, 0.5)` and statsmodels'
 * `mcnemar(table, exact=True)` return (for p = ½ the two-sided rule "sum of
 * outcomes no more likely than the observed" is this doubled tail).
 *
 * Numerics: P[X = min(b,c)] in log space ({@link binomialHalfLogPmf}); the
 * tail is that term times Σ_{k <= min(b,c)} P[X = k] / P[X = min(b,c)],
 * summed downwards by the ratio P[k−1] / P[k] = k / (m − k + 1) < 1 until a
 * term no longer changes the sum (at most a few thousand terms at m = 10^6).
 * No factorial or power of 2 is formed, so nothing overflows; the relative
 * error is about 1e-13 at worst.
 *
 * Edge cases: b = c (including b = c = 0) gives p = 1 exactly.
 *
 * @param b - non-negative integer.
 * @param c - non-negative integer.
 * @throws RangeError when b or c is not a non-negative integer.
 *
 * @example
 * mcnemarExact(5, 0).pValue;  // 0.0625        (2 · 1/32)
 * mcnemarExact(10, 2).pValue; // 0.03857421875 (2 · 79/4096)
 * mcnemarExact(3, 3).pValue;  // 1
 */
function mcnemarExact(b, c) {
    for (const [name, value] of [
        ['b', b],
        ['c', c],
    ]) {
        if (!Number.isInteger(value) || value < 0) {
            throw new RangeError(`mcnemarExact: ${name} must be a non-negative integer, got ${value}`);
        }
    }
    const m = b + c;
    const s = Math.min(b, c);
    // 2s >= m means b = c: the tail P[X <= m/2] is at least ½.
    if (2 * s >= m)
        return { b, c, pValue: 1, logPValue: 0 };
    let term = 1;
    let sum = 1;
    for (let k = s; k >= 1; k--) {
        term *= k / (m - k + 1);
        const next = sum + term;
        if (next === sum)
            break;
        sum = next;
    }
    const logPValue = Math.min(0, LN_2 + binomialHalfLogPmf(s, m) + Math.log(sum));
    return { b, c, pValue: Math.exp(logPValue), logPValue };
}

;// CONCATENATED MODULE: ./src/relations/paired/paired-interval.ts

/**
 * 95% confidence interval for the change in violation rate between two runs
 * on the same inputs, D = p_now − p_before = (b − c) / n, by Newcombe's
 * square-and-add method for paired proportions ("method 10" of R. G.
 * Newcombe, "Improved confidence intervals for the difference between
 * binomial proportions based on paired data", Statistics in Medicine 17,
 * 2635-2650, 1998; also Fagerland, Lydersen & Laake, "Statistical Analysis of
 * Contingency Tables", 2017, §8.5).
 *
 * Why not the Wald interval D ± z·sqrt(b + c − (b − c)²/n) / n: it collapses
 * to a single point when b = c = 0 and covers poorly when b + c is small,
 * which is the usual case for two close runs; Newcombe's interval is built
 * from the Wilson intervals every rate here already carries, and it stays
 * inside [−1, 1].
 *
 * With a = both, b = nowOnly, c = beforeOnly, d = neither, n = a + b + c + d,
 * p1 = (a + b)/n, p2 = (a + c)/n, (l1, u1) and (l2, u2) their Wilson 95%
 * intervals ({@link wilsonInterval}), and
 *
 *     A = a·d − b·c
 *     φ = (A − n/2) / sqrt((a+b)(c+d)(a+c)(b+d))   when A > n/2
 *       = 0                                        when 0 <= A <= n/2
 *       = A / sqrt((a+b)(c+d)(a+c)(b+d))           when A < 0
 *     (φ = 0 when a marginal total is 0)
 *
 *     lower = D − sqrt((p1 − l1)² − 2φ(p1 − l1)(u2 − p2) + (u2 − p2)²)
 *     upper = D + sqrt((p2 − l2)² − 2φ(p2 − l2)(u1 − p1) + (u1 − p1)²)
 *
 * The bounds are clamped to [−1, 1] and the radicands at 0, against rounding.
 *
 * Edge cases: n = 0 gives null. b = c = 0 gives an interval around 0 whose
 * width comes from the Wilson intervals, not a point.
 *
 * @param table - the four counts, non-negative integers.
 * @returns [lower, upper] with lower <= D <= upper, or null when n = 0.
 * @throws RangeError when a count is not a non-negative integer.
 *
 * @example
 * newcombePairedInterval({ both: 0, nowOnly: 0, beforeOnly: 0, neither: 10 });
 * // [-0.27753279986288926, 0.27753279986288926]  (± the Wilson upper bound of 0/10)
 */
function newcombePairedInterval(table) {
    for (const key of ['both', 'nowOnly', 'beforeOnly', 'neither']) {
        const value = table[key];
        if (!Number.isInteger(value) || value < 0) {
            throw new RangeError(`table.${key} must be a non-negative integer, got ${value}`);
        }
    }
    const { both: a, nowOnly: b, beforeOnly: c, neither: d } = table;
    const n = a + b + c + d;
    if (n === 0)
        return null;
    const p1 = (a + b) / n;
    const p2 = (a + c) / n;
    const [l1, u1] = wilsonInterval(a + b, n);
    const [l2, u2] = wilsonInterval(a + c, n);
    const marginals = (a + b) * (c + d) * (a + c) * (b + d);
    let phi = 0;
    if (marginals > 0) {
        const cross = a * d - b * c;
        if (cross > n / 2)
            phi = (cross - n / 2) / Math.sqrt(marginals);
        else if (cross < 0)
            phi = cross / Math.sqrt(marginals);
    }
    const difference = (b - c) / n;
    const below1 = p1 - l1;
    const above2 = u2 - p2;
    const below2 = p2 - l2;
    const above1 = u1 - p1;
    const lower = difference - Math.sqrt(Math.max(0, below1 ** 2 - 2 * phi * below1 * above2 + above2 ** 2));
    const upper = difference + Math.sqrt(Math.max(0, below2 ** 2 - 2 * phi * below2 * above1 + above1 ** 2));
    return [Math.max(-1, lower), Math.min(1, upper)];
}

;// CONCATENATED MODULE: ./src/relations/paired/violation-set.ts


/**
 * Digest of the inputs of a run: sha256 (hex) of the dataset's format, its
 * file digests and the list of file rows scored, in order.
 *
 * Two runs with equal digests scored the same inputs in the same order, so
 * input i of one is input i of the other. The path is left out (the same
 * file may sit elsewhere on the base branch's runner); the row list is kept,
 * because a change of selection (a limit, a split, a pair mode that drops
 * rows) changes which inputs there are even when the file is the same.
 *
 * @example
 * inputsDigest({ format: 'jsonl', sha256: 'ab', functionsSha256: null, rows: [0, 1, 2] });
 * // sha256 of '{"format":"jsonl","sha256":"ab","functionsSha256":null,"rows":[0,1,2]}'
 */
function inputsDigest(identity) {
    return sha256Text(JSON.stringify({
        format: identity.format,
        sha256: identity.sha256,
        functionsSha256: identity.functionsSha256,
        rows: Array.from(identity.rows),
    }));
}
function packBits(bits, name) {
    const bytes = Buffer.alloc(Math.ceil(bits.length / 8));
    let count = 0;
    for (let i = 0; i < bits.length; i++) {
        const bit = bits[i];
        if (bit === 0)
            continue;
        if (bit !== 1)
            throw new RangeError(`${name}[${i}] is ${bit}; allowed are 0 and 1`);
        bytes[i >> 3] = bytes[i >> 3] | (1 << (i & 7));
        count++;
    }
    return { base64: bytes.toString('base64'), count };
}
/**
 * Encodes a per-input violation vector as a {@link ViolationSet}.
 *
 * @param outcome - `violated` of length N with values 0/1; `tested` of length
 *   N with values 0/1, or null when every input is tested. Not modified.
 * @param digest - the run's {@link inputsDigest}.
 * @throws RangeError when a value is not 0 or 1, the lengths differ, or an
 *   input is violated without being tested.
 *
 * @example
 * encodeViolationSet({ violated: Uint8Array.of(1, 0, 0, 1, 0, 0, 0, 0, 1), tested: null }, 'd');
 * // { encoding: 'bitset-base64', inputsDigest: 'd', inputs: 9, violations: 3,
 * //   violated: 'CQE=', testedCount: 9, tested: null }
 */
function encodeViolationSet(outcome, digest) {
    const { violated, tested } = outcome;
    const packed = packBits(violated, 'violated');
    let testedCount = violated.length;
    let testedBase64 = null;
    if (tested !== null) {
        if (tested.length !== violated.length) {
            throw new RangeError(`tested has length ${tested.length} but violated has ${violated.length}; both are per input`);
        }
        for (let i = 0; i < violated.length; i++) {
            if (violated[i] === 1 && tested[i] !== 1) {
                throw new RangeError(`input ${i} is violated but not tested`);
            }
        }
        const packedTested = packBits(tested, 'tested');
        testedCount = packedTested.count;
        testedBase64 = packedTested.base64;
    }
    return {
        encoding: 'bitset-base64',
        inputsDigest: digest,
        inputs: violated.length,
        violations: packed.count,
        violated: packed.base64,
        testedCount,
        tested: testedBase64,
    };
}
function unpackBits(base64, inputs, count, what) {
    // Node's decoder skips characters outside the alphabet and ignores padding
    // bits; encoding back and comparing accepts only the one canonical form.
    const bytes = typeof base64 === 'string' ? Buffer.from(base64, 'base64') : null;
    if (bytes === null || bytes.toString('base64') !== base64) {
        throw new InputError(`${what}: expected canonical base64 (RFC 4648 §4, with padding)`);
    }
    const expectedBytes = Math.ceil(inputs / 8);
    if (bytes.length !== expectedBytes) {
        throw new InputError(`${what}: holds ${bytes.length} bytes, expected ${expectedBytes} for ${inputs} inputs`);
    }
    const bits = new Uint8Array(inputs);
    let ones = 0;
    for (let i = 0; i < inputs; i++) {
        const bit = (bytes[i >> 3] >> (i & 7)) & 1;
        bits[i] = bit;
        ones += bit;
    }
    const tail = inputs % 8 === 0 ? 0 : bytes[expectedBytes - 1] >> (inputs % 8);
    if (tail !== 0) {
        throw new InputError(`${what}: bits are set past input ${inputs - 1}; there are ${inputs} inputs`);
    }
    if (ones !== count) {
        throw new InputError(`${what}: ${ones} bits are set but the count says ${String(count)}`);
    }
    return bits;
}
/**
 * Decodes a {@link ViolationSet}, usually one read from a baseline report, and
 * checks it: the exact inverse of {@link encodeViolationSet}.
 *
 * @param set - the stored set; judged as user input.
 * @param where - names the set in messages, e.g. 'baseline MR1'.
 * @throws InputError (one line, naming `where`) when the encoding is unknown,
 *   a field is missing or of the wrong kind, the base64 is malformed or of the
 *   wrong length for `inputs`, bits past the last input are set, a count does
 *   not match its bits, or a violated input is not tested.
 *
 * @example
 * decodeViolationSet({ encoding: 'bitset-base64', inputsDigest: 'd', inputs: 9, violations: 3,
 *   violated: 'CQE=', testedCount: 9, tested: null }, 'baseline MR1');
 * // { violated: Uint8Array [1, 0, 0, 1, 0, 0, 0, 0, 1], tested: null }
 */
function decodeViolationSet(set, where) {
    if (typeof set !== 'object' || set === null) {
        throw new InputError(`${where}: expected a violation set (an object), got ${String(set)}`);
    }
    if (set.encoding !== 'bitset-base64') {
        throw new InputError(`${where}: unknown encoding ${JSON.stringify(set.encoding)}; allowed: bitset-base64`);
    }
    if (typeof set.inputsDigest !== 'string' || set.inputsDigest === '') {
        throw new InputError(`${where}: inputsDigest must be a non-empty string`);
    }
    if (!Number.isInteger(set.inputs) || set.inputs < 0) {
        throw new InputError(`${where}: inputs must be a non-negative integer, got ${JSON.stringify(set.inputs)}`);
    }
    const violated = unpackBits(set.violated, set.inputs, set.violations, `${where} violated`);
    if (set.tested === null) {
        if (set.testedCount !== set.inputs) {
            throw new InputError(`${where}: testedCount is ${String(set.testedCount)} but every one of ${set.inputs} inputs is tested`);
        }
        return { violated, tested: null };
    }
    const tested = unpackBits(set.tested, set.inputs, set.testedCount, `${where} tested`);
    for (let i = 0; i < set.inputs; i++) {
        if (violated[i] === 1 && tested[i] === 0) {
            throw new InputError(`${where}: input ${i} is violated but not tested`);
        }
    }
    return { violated, tested };
}

;// CONCATENATED MODULE: ./src/relations/paired/paired-comparison.ts





/**
 * Compares one relation's per-input outcomes of this run with the baseline's.
 *
 * Only inputs tested in both runs count (for MR1 and MR2 all of them; for MR3
 * the inputs in both confident sets, which differ when the teacher changed).
 * On them:
 *
 *     b = #{violates now, not before},  c = #{violated before, not now}
 *     change = (b − c) / n,  ci95 by Newcombe (paired),  p by McNemar exact
 *
 * When the tested sets differ, rateNow and rateBefore are rates on the
 * common inputs and may differ from each run's own MR3 rate.
 *
 * @param relation - which relation the sets are of (for messages).
 * @param now - this run's set.
 * @param before - the baseline's set, as read from its report.
 * @throws InputError (one line) when either set is malformed (see
 *   `decodeViolationSet`), or the two belong to different inputs (digest or
 *   count differs): a paired test needs the same inputs in the same order.
 *
 * @example
 * // 400 inputs; 20 violate only now, 7 only before, 30 in both:
 * pairedComparison('MR1', now, before);
 * // { table: { both: 30, nowOnly: 20, beforeOnly: 7, neither: 343 }, n: 400,
 * //   change: 0.0325, pValue: 0.019157..., ... }
 */
function pairedComparison(relation, now, before) {
    const current = decodeViolationSet(now, `this run's ${relation} violation set`);
    const baseline = decodeViolationSet(before, `baseline ${relation} violation set`);
    if (now.inputsDigest !== before.inputsDigest || now.inputs !== before.inputs) {
        throw new InputError(`baseline ${relation}: its violation set is of other inputs (digest ` +
            `${before.inputsDigest.slice(0, 12)}, ${before.inputs} inputs) than this run ` +
            `(${now.inputsDigest.slice(0, 12)}, ${now.inputs} inputs); a paired test needs the same ` +
            `dataset rows: rerun the baseline on this dataset, or set gate.paired: off to use the ` +
            `fixed-points check`);
    }
    const table = { both: 0, nowOnly: 0, beforeOnly: 0, neither: 0 };
    for (let i = 0; i < now.inputs; i++) {
        if (current.tested !== null && current.tested[i] === 0)
            continue;
        if (baseline.tested !== null && baseline.tested[i] === 0)
            continue;
        const violatesNow = current.violated[i] === 1;
        const violatedBefore = baseline.violated[i] === 1;
        if (violatesNow && violatedBefore)
            table.both++;
        else if (violatesNow)
            table.nowOnly++;
        else if (violatedBefore)
            table.beforeOnly++;
        else
            table.neither++;
    }
    const n = table.both + table.nowOnly + table.beforeOnly + table.neither;
    const test = mcnemarExact(table.nowOnly, table.beforeOnly);
    return {
        relation,
        table,
        n,
        rateNow: n === 0 ? null : (table.both + table.nowOnly) / n,
        rateBefore: n === 0 ? null : (table.both + table.beforeOnly) / n,
        change: n === 0 ? null : (table.nowOnly - table.beforeOnly) / n,
        ci95: newcombePairedInterval(table),
        pValue: test.pValue,
        logPValue: test.logPValue,
    };
}
/**
 * Slack on the minimum-effect comparison: (b − c) / n carries rounding
 * (3 / 300 is 0.01 exactly as a literal, but 0.04 − 0.03 is not), and a
 * change equal to the minimum effect must pass.
 */
const EFFECT_SLACK = 1e-12;
const DESCRIPTION = {
    MR1: 'MR1 prediction disagreement',
    MR2: 'MR2 distribution divergence',
    MR3: 'MR3 high-confidence loss',
};
function paired_comparison_percent(fraction) {
    return `${(fraction * 100).toFixed(1)}%`;
}
function points(fraction) {
    const value = (fraction * 100).toFixed(1);
    return `${fraction > 0 && value !== '0.0' ? '+' : ''}${value}`;
}
/**
 * A p-value for a line of text, from its log so that values below 1e-308
 * still show: two significant digits, in exponent form below 0.001.
 *
 * @example
 * formatPValue(Math.log(0.019157)); // '0.019'
 * formatPValue(-2000);              // '2.6e-869'
 */
function formatPValue(logPValue) {
    const log10 = logPValue / Math.LN10;
    if (log10 >= -3)
        return String(Number(Math.exp(logPValue).toPrecision(2)));
    let exponent = Math.floor(log10);
    let mantissa = Number((10 ** (log10 - exponent)).toFixed(1));
    if (mantissa >= 10) {
        mantissa = 1;
        exponent += 1;
    }
    return `${mantissa.toFixed(1)}e${exponent}`;
}
function paired_comparison_assertOptions(options) {
    if (!(options.alpha > 0 && options.alpha < 1)) {
        throw new RangeError(`alpha must be in (0, 1), got ${options.alpha}`);
    }
    if (!(options.minEffect >= 0 && options.minEffect < 1)) {
        throw new RangeError(`minEffect must be in [0, 1), got ${options.minEffect}`);
    }
}
/**
 * The regression verdict of one relation from its paired comparison.
 *
 * Fails when the violation rate rose significantly and by more than the
 * minimum effect:
 *
 *     b > c  and  p <= alpha  and  (b − c) / n > minEffect
 *
 * A significant fall, a rise that is not significant, and a significant rise
 * no larger than minEffect all pass; each says so in its line. No common
 * input (n = 0) is 'undefined'. The interval is always 95%, whatever alpha.
 *
 * @param comparison - from {@link pairedComparison}.
 * @param options - alpha in (0, 1) (default 0.05) and minEffect in [0, 1)
 *   (default 0.01, one point).
 * @throws RangeError when an option is out of range.
 *
 * @example
 * pairedVerdict(pairedComparison('MR1', now, before)).line;
 * // 'MR1 prediction disagreement rose 3.3 points on the same 400 inputs (from 9.3% to
 * //  12.5%, 95% CI +0.7 to +6.0; 20 newly violate, 7 no longer do): McNemar exact
 * //  p = 0.019 <= α 0.05 and above the minimum effect of 1.0 point'
 */
function pairedVerdict(comparison, options = DEFAULT_PAIRED_OPTIONS) {
    paired_comparison_assertOptions(options);
    const { relation, n, table } = comparison;
    const label = DESCRIPTION[relation];
    if (n === 0 || comparison.change === null) {
        return {
            relation,
            status: 'undefined',
            line: `${label}: no input was tested in both this run and the baseline, so there is nothing to pair`,
            comparison,
        };
    }
    const b = table.nowOnly;
    const c = table.beforeOnly;
    const change = comparison.change;
    const [low, high] = comparison.ci95;
    const movement = b === c
        ? 'did not change'
        : `${b > c ? 'rose' : 'fell'} ${Math.abs(change * 100).toFixed(1)} points`;
    const facts = `${label} ${movement} on the same ${n} inputs (from ${paired_comparison_percent(comparison.rateBefore)} ` +
        `to ${paired_comparison_percent(comparison.rateNow)}, 95% CI ${points(low)} to ${points(high)}; ` +
        `${b} newly violate, ${c} no longer do)`;
    const p = `McNemar exact p = ${formatPValue(comparison.logPValue)}`;
    const alpha = `α ${options.alpha}`;
    const effectPoints = (options.minEffect * 100).toFixed(1);
    const effect = `the minimum effect of ${effectPoints} point${effectPoints === '1.0' ? '' : 's'}`;
    const significant = comparison.pValue <= options.alpha;
    if (b > c && significant && change - options.minEffect > EFFECT_SLACK) {
        return {
            relation,
            status: 'fail',
            line: `${facts}: ${p} <= ${alpha} and above ${effect}`,
            comparison,
        };
    }
    let why;
    if (b <= c)
        why = significant ? `${p}, a significant fall` : p;
    else if (!significant)
        why = `${p} > ${alpha}, not significant`;
    else
        why = `${p} <= ${alpha}, but not above ${effect}`;
    return { relation, status: 'pass', line: `${facts}: ${why}`, comparison };
}

;// CONCATENATED MODULE: ./src/relations/paired/per-input.ts



const PAIRED_RELATIONS = ['MR1', 'MR2', 'MR3'];
/**
 * Per-input MR1 outcome: violated[i] = 1 when teacher and student predict
 * different classes on input i (the rule of `predictionAgreement`). Every
 * input is tested.
 *
 * @example
 * const p = { data: Float64Array.of(0.9, 0.1, 0.4, 0.6, 0.5, 0.5), rows: 3, cols: 2 };
 * const q = { data: Float64Array.of(0.6, 0.4, 0.7, 0.3, 0.5, 0.5), rows: 3, cols: 2 };
 * mr1PerInput(p, q); // { violated: Uint8Array [0, 1, 0], tested: null }
 */
function mr1PerInput(p, q) {
    const violated = new Uint8Array(p.rows);
    for (let i = 0; i < p.rows; i++)
        violated[i] = predictionsDisagree(p, q, i) ? 1 : 0;
    return { violated, tested: null };
}
/**
 * Per-input MR2 outcome: violated[i] = 1 when KL(p_i ‖ q_i) > epsilon nats,
 * with the student clipped at 1e-7 (the rules of `distributionSimilarity`).
 * Every input is tested.
 *
 * @example
 * const p = { data: Float64Array.of(0.5, 0.5, 1, 0), rows: 2, cols: 2 };
 * const q = { data: Float64Array.of(0.45, 0.55, 0, 1), rows: 2, cols: 2 };
 * mr2PerInput(p, q, 0.1); // { violated: Uint8Array [0, 1], tested: null }  (KL 0.005, 16.1)
 */
function mr2PerInput(p, q, epsilon) {
    const kl = klPerRow(p, q);
    const violated = new Uint8Array(p.rows);
    for (let i = 0; i < p.rows; i++)
        violated[i] = klExceeds(kl[i], epsilon) ? 1 : 0;
    return { violated, tested: null };
}
/**
 * Per-input MR3 outcome (the rules of `highConfidencePreservation`): tested[i]
 * = 1 when the teacher's confidence on input i is at least tau (i ∈ C);
 * violated[i] = 1 when i ∈ C and the student flips the teacher's class or
 * gives it less than tau − delta3.
 *
 * @example
 * const p = { data: Float64Array.of(0.95, 0.05, 0.9, 0.1, 0.6, 0.4), rows: 3, cols: 2 };
 * const q = { data: Float64Array.of(0.9, 0.1, 0.8, 0.2, 0.1, 0.9), rows: 3, cols: 2 };
 * mr3PerInput(p, q, 0.9, 0);
 * // { violated: Uint8Array [0, 1, 0], tested: Uint8Array [1, 1, 0] }
 */
function mr3PerInput(p, q, tau, delta3) {
    const violated = new Uint8Array(p.rows);
    const tested = new Uint8Array(p.rows);
    for (let i = 0; i < p.rows; i++) {
        const outcome = highConfidenceViolation(p, q, i, tau, delta3);
        tested[i] = outcome === null ? 0 : 1;
        violated[i] = outcome === true ? 1 : 0;
    }
    return { violated, tested };
}
/**
 * Per-input outcomes of MR1, MR2 and MR3 for one run, with the thresholds of
 * `computeRelations`. Counting `violated` (over `tested`) gives exactly the
 * violations (and n) of that relation's rate.
 *
 * Inputs: p and q as for `computeRelations`, which validates them; call this
 * after it, on the same matrices. Not modified.
 */
function perInputViolations(p, q, options) {
    return {
        MR1: mr1PerInput(p, q),
        MR2: mr2PerInput(p, q, options.epsilon),
        MR3: mr3PerInput(p, q, options.tau, options.delta3),
    };
}

;// CONCATENATED MODULE: ./src/relations/paired/paired-gate.ts




/**
 * The violation sets of one run, for its report: MR1, MR2 and MR3 per input,
 * encoded with the run's inputs digest.
 *
 * @param p - teacher probabilities; q - student; after `computeRelations`
 *   validated them. Not modified.
 * @param options - the thresholds the run's relations used.
 * @param digest - `inputsDigest` of the run's dataset and scored rows.
 */
function violationSets(p, q, options, digest) {
    const outcomes = perInputViolations(p, q, options);
    return {
        MR1: encodeViolationSet(outcomes.MR1, digest),
        MR2: encodeViolationSet(outcomes.MR2, digest),
        MR3: encodeViolationSet(outcomes.MR3, digest),
    };
}
/**
 * The paired regression verdicts of MR1, MR2 and MR3, this run against the
 * baseline's sets. The gate fails when any of them has status 'fail'; the
 * lines go into its reasons. MR4 keeps the fixed-points check.
 *
 * @throws InputError when a baseline set is missing, malformed, or of other
 *   inputs (see `pairedComparison`).
 *
 * @example
 * const verdicts = pairedGate(report.violationSets, baseline.violationSets, config.gate.paired);
 * verdicts.filter((v) => v.status === 'fail').map((v) => v.line);
 */
function pairedGate(now, baseline, options = DEFAULT_PAIRED_OPTIONS) {
    return PAIRED_RELATIONS.map((relation) => pairedVerdict(pairedComparison(relation, now[relation], baseline[relation]), options));
}

;// CONCATENATED MODULE: ./src/relations/paired/index.ts
/**
 * The paired regression test (issue 14, items 1-2): per-input violation sets
 * kept in each report, and McNemar's exact test with Newcombe's paired
 * interval between this run and a baseline on the same inputs.
 */








;// CONCATENATED MODULE: ./src/version.ts
/** Kept equal to package.json's version (a test checks it). */
const TOOL_VERSION = '0.1.0';

;// CONCATENATED MODULE: ./src/pipeline/regression.ts


/**
 * Pairs this run's violation sets with the baseline's. A baseline of other
 * inputs or one without per-input outcomes is not an error of this run: the
 * paired test is left out with a line saying why (the fixed-points check,
 * `gate.max-degradation`, still applies when set).
 */
function pairedRegression(config, now, baseline, today) {
    const warnings = [];
    const age = baselineAgeWarning(baseline.summary.createdAt, today, config.gate.baselineMaxAgeDays);
    if (age !== null)
        warnings.push(age);
    if (config.gate.paired === null)
        return { verdicts: null, note: null, warnings };
    let note;
    if (baseline.violations === null) {
        note = `the baseline ${baseline.summary.path} has no per-input outcomes (made by an older MetaCompress), so there is no paired regression test`;
    }
    else {
        try {
            return {
                verdicts: pairedGate(now, baseline.violations, config.gate.paired),
                note: null,
                warnings,
            };
        }
        catch (error) {
            note = oneLine(error);
        }
    }
    warnings.push(note);
    return { verdicts: null, note, warnings };
}

;// CONCATENATED MODULE: ./src/pipeline/report.ts






/**
 * The relations, the gate (every verdict, robustness included) and the
 * Report from scored rows, with this run's per-input violations (for a
 * later paired test) and, against a baseline, the paired regression test.
 * Pure: reading the baseline and running the robustness step happen before.
 */
function assembleReport(config, scores, baseline, robustness, today = new Date()) {
    const relationsStart = performance.now();
    const n = scores.labels.length;
    const labels = Int32Array.from(scores.labels);
    const p = { data: scores.teacher, rows: n, cols: scores.classes };
    const q = { data: scores.student, rows: n, cols: scores.classes };
    const relations = computeRelations(p, q, labels.some((l) => l >= 0) ? labels : null, config.relations);
    const digest = inputsDigest({
        format: scores.dataset.format,
        sha256: scores.dataset.sha256,
        functionsSha256: scores.dataset.functions?.sha256 ?? null,
        rows: scores.rows,
    });
    const violations = violationSets(p, q, config.relations, digest);
    const regression = baseline === null ? null : pairedRegression(config, violations, baseline, today);
    const gate = decideGate(relations, config.gate, baseline?.relations ?? null, robustness, regression?.verdicts ?? []);
    const relationsMs = performance.now() - relationsStart;
    return {
        schema: 'metacompress-report',
        version: REPORT_VERSION,
        tool: { name: 'metacompress', version: TOOL_VERSION },
        createdAt: new Date().toISOString(),
        task: config.task,
        thresholds: {
            relations: config.relations,
            klFloor: Q_FLOOR,
            gate: {
                ceilings: config.gate.ceilings,
                maxDegradation: config.gate.maxDegradation,
                percentMaxDegradation: config.gate.percentMaxDegradation,
            },
        },
        dataset: { ...scores.dataset, labelled: scores.labels.filter((l) => l >= 0).length },
        teacher: scores.teacherModel,
        student: scores.studentModel,
        relations,
        gate,
        baseline: baseline === null || regression === null
            ? null
            : { ...baseline.summary, paired: regression.verdicts, pairedNote: regression.note },
        divergent: scores.divergent,
        timings: {
            ...scores.timings,
            relationsMs,
            totalMs: scores.timings.totalMs + relationsMs,
        },
        warnings: [...scores.warnings, ...(regression?.warnings ?? [])],
        violations,
        ...(robustness === null ? {} : { robustness }),
    };
}

;// CONCATENATED MODULE: ./src/pipeline/divergence.ts
/** How many of the most divergent examples a report keeps. */
const DIVERGENT_EXAMPLES = 10;
const EXCERPT_LINES = 8;
const EXCERPT_CHARS = 400;
/** The start of a function for a review comment: a few lines, bounded length. */
function excerpt(code) {
    const lines = code.split('\n').slice(0, EXCERPT_LINES).join('\n');
    return lines.length > EXCERPT_CHARS ? `${lines.slice(0, EXCERPT_CHARS)}…` : lines;
}
/**
 * Keeps the `size` examples with the largest KL(teacher || student) seen so
 * far, with their excerpts, while the dataset streams past. Ties keep the
 * earlier row, so the result does not depend on chunking.
 */
class DivergenceTracker {
    size;
    kept = [];
    constructor(size) {
        this.size = size;
    }
    offer(example, kl, teacher, student) {
        const last = this.kept[this.kept.length - 1];
        if (this.kept.length >= this.size && last !== undefined && kl <= last.kl)
            return;
        this.kept.push({
            row: example.row,
            id: example.id,
            kl,
            label: example.label,
            teacher: Array.from(teacher),
            student: Array.from(student),
            excerpts: example.texts.map(excerpt),
        });
        this.kept.sort((a, b) => b.kl - a.kl || a.row - b.row);
        this.kept.length = Math.min(this.kept.length, this.size);
    }
    top() {
        return [...this.kept];
    }
}

;// CONCATENATED MODULE: ./src/pipeline/growable.ts
/** A growable float64 buffer, so probabilities of a streamed dataset need no second pass. */
class Growable {
    buffer = new Float64Array(1024);
    length = 0;
    push(values) {
        if (this.length + values.length > this.buffer.length) {
            const next = new Float64Array(Math.max(this.buffer.length * 2, this.length + values.length));
            next.set(this.buffer.subarray(0, this.length));
            this.buffer = next;
        }
        this.buffer.set(values, this.length);
        this.length += values.length;
    }
    values() {
        return this.buffer.slice(0, this.length);
    }
}

;// CONCATENATED MODULE: ./src/pipeline/score.ts






/** Examples per chunk: enough to bucket lengths well, small enough to stream. */
const CHUNK_ROWS = 2048;
function classMismatch(teacher, student) {
    return new InputError(`teacher and student disagree on the number of classes: teacher ${teacher}, student ${student}`);
}
/**
 * Reads the dataset once and scores every usable row (of this shard) with
 * both models.
 *
 * @throws InputError when the models disagree on the number of classes, a
 *   precomputed outputs file is not row-aligned with the dataset, a label is
 *   outside the models' classes, or no row is usable.
 */
async function scoreDataset(config, models, deps, context) {
    const { teacher, student } = models;
    const warnings = [];
    const warn = (message) => {
        warnings.push(message);
        deps.log.warning(message);
    };
    let classes = teacher.classes;
    if (teacher.classes !== null && student.classes !== null && teacher.classes !== student.classes) {
        throw classMismatch(teacher.classes, student.classes);
    }
    // Counting the file's rows is a second read: only precomputed outputs need it.
    const precomputed = [teacher, student].some((m) => m.outputRows !== null);
    const fileRows = precomputed ? await countDatasetRows(config.dataset) : null;
    for (const [role, model] of [
        ['teacher', teacher],
        ['student', student],
    ]) {
        if (model.outputRows !== null && fileRows !== 0 && model.outputRows !== fileRows) {
            throw new InputError(`${role}.outputs ${model.summary.path}: ${model.outputRows} rows but the dataset file ${config.dataset.path} has ${fileRows}; outputs must be row-aligned with the dataset as written`);
        }
    }
    const expectedRows = config.dataset.limit ?? (config.dataset.select === null ? fileRows : null);
    const loadMs = performance.now() - context.startedAt;
    const stats = emptyReadStats();
    const teacherProbs = new Growable();
    const studentProbs = new Growable();
    const labels = [];
    const rows = [];
    const order = [];
    const kept = [];
    const divergent = new DivergenceTracker(DIVERGENT_EXAMPLES);
    let usable = 0;
    let chunk = [];
    let chunkOrder = [];
    const flush = async () => {
        if (chunk.length === 0)
            return;
        const p = await teacher.rows.score(chunk);
        const q = await student.rows.score(chunk);
        if (p.cols !== q.cols)
            throw classMismatch(p.cols, q.cols);
        const K = p.cols;
        classes = K;
        const kl = klPerRow({ data: p.data, rows: chunk.length, cols: K }, { data: q.data, rows: chunk.length, cols: K });
        teacherProbs.push(p.data);
        studentProbs.push(q.data);
        chunk.forEach((example, i) => {
            if (example.label >= K) {
                throw new InputError(`dataset row ${example.row} (id ${example.id}): label ${example.label} is outside 0..${K - 1} (the models give ${K} classes)`);
            }
            labels.push(example.label);
            rows.push(example.row);
            order.push(chunkOrder[i]);
            if (context.keepExamples)
                kept.push(example);
            const pi = p.data.subarray(i * K, (i + 1) * K);
            const qi = q.data.subarray(i * K, (i + 1) * K);
            divergent.offer(example, kl[i], pi, qi);
        });
        chunk = [];
        chunkOrder = [];
        deps.progress?.(stats.rowsUsed, expectedRows);
    };
    for await (const example of read_dataset_readDataset(config.dataset, stats)) {
        const position = usable;
        usable += 1;
        if (config.shard !== null && position % config.shard.count !== config.shard.index)
            continue;
        chunk.push(example);
        chunkOrder.push(position);
        if (chunk.length >= CHUNK_ROWS)
            await flush();
    }
    await flush();
    if (stats.rowsMissingFunction > 0) {
        warn(`${stats.rowsMissingFunction} pair rows name a function id absent from ${config.dataset.functions} (e.g. ${stats.missingIds.join(', ')}); they were skipped`);
    }
    if (usable === 0) {
        const why = stats.rowsSeen === 0 ? 'it has no rows' : `none of its ${stats.rowsSeen} rows is usable`;
        throw new InputError(`dataset ${config.dataset.path}: nothing to evaluate, ${why}`);
    }
    for (const [role, model] of [
        ['teacher', teacher],
        ['student', student],
    ]) {
        if (model.rows.renormalised > 0) {
            warn(`${role}: ${model.rows.renormalised} probability rows summed to 1 only within 1e-3 and were renormalised`);
        }
    }
    const K = classes ?? 2;
    const scores = {
        classes: K,
        order,
        rows,
        labels,
        teacher: teacherProbs.values(),
        student: studentProbs.values(),
        divergent: divergent.top(),
        dataset: {
            format: config.dataset.format,
            path: config.dataset.path,
            sha256: context.datasetSha256,
            functions: config.dataset.functions === null || context.functionsSha256 === null
                ? null
                : { path: config.dataset.functions, sha256: context.functionsSha256 },
            rowsSeen: stats.rowsSeen,
            rowsUsed: stats.rowsUsed,
            rowsUnselected: stats.rowsUnselected,
            rowsMissingFunction: stats.rowsMissingFunction,
            labelled: labels.filter((l) => l >= 0).length,
        },
        teacherModel: { ...teacher.summary, classes: K },
        studentModel: { ...student.summary, classes: K },
        timings: {
            totalMs: performance.now() - context.startedAt,
            loadMs,
            tokenizeMs: context.tokenizeMs(),
            teacherMs: teacher.rows.elapsedMs,
            studentMs: student.rows.elapsedMs,
            relationsMs: 0,
            tokens: teacher.rows.tokens + student.rows.tokens,
        },
        warnings,
        shard: config.shard,
    };
    return { scores, examples: kept };
}

;// CONCATENATED MODULE: ./src/pipeline/index.ts










/**
 * Opens both models for one run, calls `use`, and releases them however it
 * ends. The teacher's outputs come from the cache when an earlier run of
 * the same model, encoding, rows and runtime saved them; they are saved
 * after a run that computed them.
 */
async function withModels(config, deps, use) {
    const startedAt = performance.now();
    const datasetSha256 = await sha256File(config.dataset.path, 'dataset');
    const functionsSha256 = config.dataset.functions === null
        ? null
        : await sha256File(config.dataset.functions, 'dataset.functions');
    const teacherFiles = await readModelFiles(config.teacher, 'teacher');
    const studentFiles = await readModelFiles(config.student, 'student');
    const teacherKey = deps.teacherCache === undefined || teacherFiles.kind !== 'onnx'
        ? null
        : `teacher-outputs-${sha256Text(JSON.stringify({
            model: outputsIdentity(teacherFiles),
            dataset: { ...config.dataset, path: datasetSha256, functions: functionsSha256 },
            shard: config.shard,
            runtime: deps.runtimeVersion ?? null,
        }))}`;
    const cached = teacherKey === null ? null : await deps.teacherCache.restore(teacherKey);
    const tokenCaches = new Map();
    const common = { threads: config.threads, deps, tokenCaches };
    const teacher = await openModel(teacherFiles, { ...common, role: 'teacher', cached });
    let student;
    try {
        student = await openModel(studentFiles, { ...common, role: 'student', cached: null });
    }
    catch (error) {
        await teacher.release();
        throw error;
    }
    try {
        const context = {
            datasetSha256,
            functionsSha256,
            startedAt,
            tokenizeMs: () => [...tokenCaches.values()].reduce((sum, c) => sum + c.elapsedMs, 0),
            saveTeacher: async (scores) => {
                if (teacherKey === null || cached !== null)
                    return;
                await deps.teacherCache.save(teacherKey, {
                    rows: Int32Array.from(scores.rows),
                    probs: scores.teacher,
                    cols: scores.classes,
                });
            },
        };
        return await use({ teacher, student }, context);
    }
    finally {
        await teacher.release();
        await student.release();
    }
}
async function score(config, deps, models, context, keepExamples) {
    const scored = await scoreDataset(config, models, deps, { ...context, keepExamples });
    await context.saveTeacher(scored.scores);
    return scored;
}
/** The robustness step's inputs: the examples at the probes' positions and both models' scores on them. */
function robustnessInputs(scores, positions, exampleAt) {
    const at = (list) => ({
        examples: list.map(exampleAt),
        originals: {
            teacher: pickRows(scores.teacher, scores.classes, list),
            student: pickRows(scores.student, scores.classes, list),
            cols: scores.classes,
        },
    });
    return { transform: at(positions.transform), attack: at(positions.attack) };
}
async function robustnessStep(config, deps, models, scores, examplesAt) {
    const transforms = config.transforms;
    if (transforms === null)
        return null;
    const teacher = await models.teacher.live();
    const student = await models.student.live();
    if (teacher === null || student === null) {
        // parseConfig refuses transforms with precomputed outputs; this is a guard, not a user path.
        throw new Error('robustness needs both ONNX models, but one model is precomputed outputs');
    }
    const positions = robustnessPositions(transforms, scores.labels);
    const exampleAt = await examplesAt([...positions.transform, ...positions.attack]);
    return evaluateRobustness({ transforms, relations: config.relations }, { teacher, student }, robustnessInputs(scores, positions, exampleAt), deps.log);
}
/**
 * The whole gate: read the dataset once, run (or look up) both models,
 * evaluate robustness on the same open models when the config asks, decide
 * every verdict, and return the Report.
 */
async function evaluate(config, deps) {
    const baseline = config.gate.baseline === null ? null : await readBaseline(config.gate.baseline);
    return withModels(config, deps, async (models, context) => {
        const { scores, examples } = await score(config, deps, models, context, config.transforms !== null);
        const robustness = await robustnessStep(config, deps, models, scores, async () => {
            return (position) => examples[position];
        });
        return logged(deps, scores, assembleReport(config, scores, baseline, robustness));
    });
}
/** Logs the warnings the report adds to those logged while scoring (the regression test's). */
function logged(deps, scores, report) {
    for (const warning of report.warnings.slice(scores.warnings.length))
        deps.log.warning(warning);
    return report;
}
/** Scores this run's shard only (`config.shard`), for a partial report. */
async function scoreShard(config, deps) {
    return withModels(config, deps, async (models, context) => (await score(config, deps, models, context, false)).scores);
}
/**
 * The Report of merged shard scores. With `transforms`, robustness runs
 * here on the rows the probes pick: they are read from the dataset again
 * and both models are opened for it.
 */
async function reportFromMergedScores(config, deps, scores) {
    const baseline = config.gate.baseline === null ? null : await readBaseline(config.gate.baseline);
    if (config.transforms === null) {
        return logged(deps, scores, assembleReport(config, scores, baseline, null));
    }
    const robustness = await withModels(config, deps, (models) => robustnessStep(config, deps, models, scores, (positions) => readExamples(config, scores, positions)));
    return logged(deps, scores, assembleReport(config, scores, baseline, robustness));
}
/** The examples at positions among the scored rows, read from the dataset file. */
async function readExamples(config, scores, positions) {
    const wanted = new Map();
    for (const position of positions)
        wanted.set(scores.rows[position], position);
    const found = new Map();
    for await (const example of read_dataset_readDataset(config.dataset)) {
        const position = wanted.get(example.row);
        if (position !== undefined)
            found.set(position, example);
        if (found.size === wanted.size)
            break;
    }
    return (position) => {
        const example = found.get(position);
        if (example === undefined) {
            throw new InputError(`dataset ${config.dataset.path}: row ${scores.rows[position]} was scored but is no longer in the file; did it change during the run?`);
        }
        return example;
    };
}

;// CONCATENATED MODULE: ./src/io/write-file.ts
/**
 * File writes that say what failed: a full disk, a read-only folder or a path
 * that is a directory fail with one line naming the file and what was being
 * written, not a bare `ENOSPC: no space left on device, write`.
 */



/**
 * Writes `text` to `file` (creating its folder), or throws an InputError
 * such as `cannot write the JSON report to /tmp/r.json (ENOSPC: no space left
 * on device, write)`. `what` names the content, e.g. 'the JSON report'.
 */
async function writeFileNamed(file, text, what, options = {}) {
    try {
        await (0,promises_namespaceObject.mkdir)(external_node_path_default().dirname(external_node_path_default().resolve(file)), { recursive: true });
        if (options.append)
            await (0,promises_namespaceObject.appendFile)(file, text);
        else
            await (0,promises_namespaceObject.writeFile)(file, text);
    }
    catch (error) {
        throw new InputError(`cannot write ${what} to ${file} (${oneLine(error)})`, { cause: error });
    }
}

;// CONCATENATED MODULE: ./src/report/partial.ts



const PARTIAL_VERSION = 2;
function partial_inputsDigest(scores) {
    const model = (m) => ({
        sha256: m.sha256,
        encoding: m.encoding && { ...m.encoding, tokenizer: null },
    });
    return sha256Text(JSON.stringify({
        dataset: [
            scores.dataset.format,
            scores.dataset.sha256,
            scores.dataset.functions?.sha256 ?? null,
            scores.dataset.rowsUsed,
        ],
        teacher: model(scores.teacherModel),
        student: model(scores.studentModel),
        classes: scores.classes,
    }));
}
/**
 * sha256 over the JSON text of the per-row lists, in a fixed order. JSON
 * text, not float bytes: a value read back from the partial stringifies to
 * the same text it was written as (-0 included, which JSON writes as 0).
 */
function rowsDigest(scores) {
    return sha256Text(JSON.stringify([scores.order, scores.rows, scores.labels, scores.teacher, scores.student]));
}
/** The positions shard `index` of `count` scores among `usable` rows: index, index + count, ... */
function shardPositions(index, count, usable) {
    const positions = [];
    for (let p = index; p < usable; p += count)
        positions.push(p);
    return positions;
}
function toPartialReport(scores) {
    const serial = {
        ...scores,
        teacher: Array.from(scores.teacher),
        student: Array.from(scores.student),
    };
    return {
        schema: 'metacompress-partial',
        version: PARTIAL_VERSION,
        inputsDigest: partial_inputsDigest(scores),
        shard: scores.shard ?? { index: 0, count: 1 },
        rowCount: scores.order.length,
        rowsDigest: rowsDigest(serial),
        scores: serial,
    };
}
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const partial_isCount = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
/**
 * Checks one parsed partial and returns it typed, or throws the one line that
 * says what is wrong with `file`: not a partial, an older version, a shape
 * that is not ours, or per-row data whose length, rows or digest do not match
 * what the shard wrote.
 */
function checkPartialReport(value, file) {
    const refuse = (why) => {
        throw new InputError(`merge: ${file} ${why}`);
    };
    const damaged = (why) => refuse(`is damaged: ${why}; run its shard again to rewrite it`);
    if (!isObject(value) || value.schema !== 'metacompress-partial') {
        return refuse('is not a MetaCompress partial report (run with --shard i/n --partial-json)');
    }
    if (value.version !== PARTIAL_VERSION) {
        return refuse(`is a partial report of version ${JSON.stringify(value.version)}; this MetaCompress merges version ${PARTIAL_VERSION} (run the shards again with this version)`);
    }
    const { shard, scores } = value;
    if (!isObject(shard) ||
        !partial_isCount(shard.count) ||
        shard.count < 1 ||
        !partial_isCount(shard.index) ||
        shard.index >= shard.count) {
        return damaged('"shard" is not {index, count} with 0 <= index < count');
    }
    if (!isObject(scores) || !isObject(scores.dataset) || !partial_isCount(scores.dataset.rowsUsed)) {
        return damaged('"scores.dataset.rowsUsed" is missing');
    }
    if (!partial_isCount(scores.classes) || scores.classes < 1) {
        return damaged('"scores.classes" is not a positive integer');
    }
    for (const key of ['teacherModel', 'studentModel', 'timings']) {
        if (!isObject(scores[key]))
            damaged(`"scores.${key}" is missing`);
    }
    for (const key of ['divergent', 'warnings']) {
        if (!Array.isArray(scores[key]))
            damaged(`"scores.${key}" is not a list`);
    }
    for (const key of ['order', 'rows', 'labels', 'teacher', 'student']) {
        const list = scores[key];
        if (!Array.isArray(list))
            return damaged(`"scores.${key}" is not a list`);
        const bad = list.findIndex((x) => typeof x !== 'number' || !Number.isFinite(x));
        if (bad >= 0)
            return damaged(`"scores.${key}"[${bad}] is ${JSON.stringify(list[bad])}, not a number`);
    }
    const partial = value;
    const s = partial.scores;
    if (typeof partial.inputsDigest !== 'string' || partial.inputsDigest !== partial_inputsDigest(s)) {
        return damaged('its dataset and model fields do not match its inputs digest');
    }
    const expected = shardPositions(shard.index, shard.count, s.dataset.rowsUsed);
    const at = `shard ${shard.index}/${shard.count} of ${s.dataset.rowsUsed} usable rows`;
    if (partial.rowCount !== expected.length) {
        return damaged(`it says ${JSON.stringify(partial.rowCount)} rows, ${at} has ${expected.length}`);
    }
    for (const key of ['order', 'rows', 'labels']) {
        if (s[key].length !== expected.length) {
            damaged(`"scores.${key}" holds ${s[key].length} rows, ${at} has ${expected.length}`);
        }
    }
    for (const key of ['teacher', 'student']) {
        const want = expected.length * s.classes;
        if (s[key].length !== want) {
            damaged(`"scores.${key}" holds ${s[key].length} probabilities, ${want} expected (${expected.length} rows of ${s.classes} classes)`);
        }
    }
    const stray = s.order.findIndex((position, i) => position !== expected[i]);
    if (stray >= 0) {
        return damaged(`row ${stray} is at position ${s.order[stray]}, ${at} has ${expected[stray]} there`);
    }
    if (typeof partial.rowsDigest !== 'string' || partial.rowsDigest !== rowsDigest(s)) {
        return damaged('its per-row data do not match the digest they were written with');
    }
    return partial;
}
/**
 * Combines the partial reports of shards 0..n-1 into the Scores an unsharded
 * run gives: rows back in dataset order, the divergent examples re-ranked
 * over all shards. Refuses a damaged partial (see checkPartialReport),
 * partials of other inputs, a missing or repeated shard.
 */
function mergePartialReports(values, files) {
    if (values.length === 0)
        throw new InputError('merge: no partial reports given');
    const partials = values.map((value, i) => checkPartialReport(value, files[i]));
    const [first] = partials;
    const count = first.shard.count;
    const seen = new Map();
    partials.forEach((partial, i) => {
        if (partial.inputsDigest !== first.inputsDigest) {
            throw new InputError(`merge: ${files[i]} was computed on other data or models than ${files[0]}`);
        }
        if (partial.shard.count !== count) {
            throw new InputError(`merge: ${files[i]} is shard ${partial.shard.index}/${partial.shard.count}, ${files[0]} is of ${count} shards`);
        }
        const twin = seen.get(partial.shard.index);
        if (twin !== undefined)
            throw new InputError(`merge: ${twin} and ${files[i]} are both shard ${partial.shard.index}/${count}`);
        seen.set(partial.shard.index, files[i]);
    });
    const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !seen.has(i));
    if (missing.length > 0)
        throw new InputError(`merge: shards ${missing.map((i) => `${i}/${count}`).join(', ')} are missing`);
    const K = first.scores.classes;
    const entries = partials.flatMap((partial) => partial.scores.order.map((position, i) => ({ partial: partial.scores, i, position })));
    entries.sort((a, b) => a.position - b.position);
    const teacher = new Float64Array(entries.length * K);
    const student = new Float64Array(entries.length * K);
    entries.forEach(({ partial, i }, j) => {
        teacher.set(partial.teacher.slice(i * K, (i + 1) * K), j * K);
        student.set(partial.student.slice(i * K, (i + 1) * K), j * K);
    });
    const sum = (pick) => partials.reduce((s, p) => s + pick(p.scores.timings), 0);
    const all = partials.map((p) => p.scores);
    return {
        classes: K,
        order: entries.map((e) => e.position),
        rows: entries.map((e) => e.partial.rows[e.i]),
        labels: entries.map((e) => e.partial.labels[e.i]),
        teacher,
        student,
        divergent: all
            .flatMap((s) => s.divergent)
            .sort((a, b) => b.kl - a.kl || a.row - b.row)
            .slice(0, DIVERGENT_EXAMPLES),
        dataset: {
            ...first.scores.dataset,
            labelled: entries.filter((e) => e.partial.labels[e.i] >= 0).length,
        },
        teacherModel: {
            ...first.scores.teacherModel,
            fromCache: all.every((s) => s.teacherModel.fromCache),
        },
        studentModel: first.scores.studentModel,
        timings: {
            // Shards run side by side: the wall time is the slowest; work adds up.
            totalMs: Math.max(...all.map((s) => s.timings.totalMs)),
            loadMs: sum((t) => t.loadMs),
            tokenizeMs: sum((t) => t.tokenizeMs),
            teacherMs: sum((t) => t.teacherMs),
            studentMs: sum((t) => t.studentMs),
            relationsMs: 0,
            tokens: sum((t) => t.tokens),
        },
        warnings: [...new Set(all.flatMap((s) => s.warnings))],
        shard: null,
    };
}

;// CONCATENATED MODULE: ./src/progress.ts
/** Where progress goes: a redrawn bar on a terminal, periodic lines in CI logs. */
function progressReporter(stream, label, intervalMs = 10_000) {
    const started = performance.now();
    // The first periodic line comes one interval in: short runs print none.
    let lastLine = started;
    let drawn = false;
    const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
    return {
        update(done, total) {
            if (total === null || total <= 0) {
                if (stream.isTTY)
                    stream.write(`\r${label}: ${done} rows ${elapsed()}`);
                else if (performance.now() - lastLine >= intervalMs) {
                    lastLine = performance.now();
                    stream.write(`${label}: ${done} rows after ${elapsed()}\n`);
                }
                drawn ||= Boolean(stream.isTTY);
                return;
            }
            const share = Math.min(1, done / total);
            if (stream.isTTY) {
                const width = 30;
                const filled = Math.round(share * width);
                stream.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} rows ${elapsed()}`);
                drawn = true;
            }
            else if (performance.now() - lastLine >= intervalMs) {
                lastLine = performance.now();
                stream.write(`${label}: ${done}/${total} rows (${(share * 100).toFixed(0)}%) after ${elapsed()}\n`);
            }
        },
        finish() {
            if (drawn)
                stream.write('\r\x1b[2K');
        },
    };
}

;// CONCATENATED MODULE: ./node_modules/markdown-table/index.js
// To do: next major: remove.
/**
 * @typedef {Options} MarkdownTableOptions
 *   Configuration.
 */

/**
 * @typedef Options
 *   Configuration.
 * @property {boolean | null | undefined} [alignDelimiters=true]
 *   Whether to align the delimiters (default: `true`);
 *   they are aligned by default:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   Pass `false` to make them staggered:
 *
 *   ```markdown
 *   | Alpha | B |
 *   | - | - |
 *   | C | Delta |
 *   ```
 * @property {ReadonlyArray<string | null | undefined> | string | null | undefined} [align]
 *   How to align columns (default: `''`);
 *   one style for all columns or styles for their respective columns;
 *   each style is either `'l'` (left), `'r'` (right), or `'c'` (center);
 *   other values are treated as `''`, which doesn’t place the colon in the
 *   alignment row but does align left;
 *   *only the lowercased first character is used, so `Right` is fine.*
 * @property {boolean | null | undefined} [delimiterEnd=true]
 *   Whether to end each row with the delimiter (default: `true`).
 *
 *   > 👉 **Note**: please don’t use this: it could create fragile structures
 *   > that aren’t understandable to some markdown parsers.
 *
 *   When `true`, there are ending delimiters:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there are no ending delimiters:
 *
 *   ```markdown
 *   | Alpha | B
 *   | ----- | -----
 *   | C     | Delta
 *   ```
 * @property {boolean | null | undefined} [fillRows=true]
 *   Whether to fill rows with empty cells up to the most cells in a row
 *   (default: `true`).
 *
 *   When `true`, all rows have as many cells as the longest row:
 *
 *   ```markdown
 *   | Alpha | B    |   |
 *   | ----- | ---- | - |
 *   | C     |      |   |
 *   | D     | Echo | F |
 *   ```
 *
 *   When `false`, rows keep their cells,
 *   and the delimiter row has as many cells as the header row:
 *
 *   ```markdown
 *   | Alpha | B    |
 *   | ----- | ---- |
 *   | C     |
 *   | D     | Echo | F |
 *   ```
 * @property {boolean | null | undefined} [delimiterStart=true]
 *   Whether to begin each row with the delimiter (default: `true`).
 *
 *   > 👉 **Note**: please don’t use this: it could create fragile structures
 *   > that aren’t understandable to some markdown parsers.
 *
 *   When `true`, there are starting delimiters:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there are no starting delimiters:
 *
 *   ```markdown
 *   Alpha | B     |
 *   ----- | ----- |
 *   C     | Delta |
 *   ```
 * @property {boolean | null | undefined} [padding=true]
 *   Whether to add a space of padding between delimiters and cells
 *   (default: `true`).
 *
 *   When `true`, there is padding:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there is no padding:
 *
 *   ```markdown
 *   |Alpha|B    |
 *   |-----|-----|
 *   |C    |Delta|
 *   ```
 * @property {((value: string) => number) | null | undefined} [stringLength]
 *   Function to detect the length of table cell content (optional);
 *   this is used when aligning the delimiters (`|`) between table cells;
 *   full-width characters and emoji mess up delimiter alignment when viewing
 *   the markdown source;
 *   to fix this, you can pass this function,
 *   which receives the cell content and returns its “visible” size;
 *   note that what is and isn’t visible depends on where the text is displayed.
 *
 *   Without such a function, the following:
 *
 *   ```js
 *   markdownTable([
 *     ['Alpha', 'Bravo'],
 *     ['中文', 'Charlie'],
 *     ['👩‍❤️‍👩', 'Delta']
 *   ])
 *   ```
 *
 *   Yields:
 *
 *   ```markdown
 *   | Alpha | Bravo |
 *   | - | - |
 *   | 中文 | Charlie |
 *   | 👩‍❤️‍👩 | Delta |
 *   ```
 *
 *   With [`string-width`](https://github.com/sindresorhus/string-width):
 *
 *   ```js
 *   import stringWidth from 'string-width'
 *
 *   markdownTable(
 *     [
 *       ['Alpha', 'Bravo'],
 *       ['中文', 'Charlie'],
 *       ['👩‍❤️‍👩', 'Delta']
 *     ],
 *     {stringLength: stringWidth}
 *   )
 *   ```
 *
 *   Yields:
 *
 *   ```markdown
 *   | Alpha | Bravo   |
 *   | ----- | ------- |
 *   | 中文  | Charlie |
 *   | 👩‍❤️‍👩    | Delta   |
 *   ```
 */

/**
 * Get the length of a cell.
 *
 * @param {string} value
 *   Cell value.
 * @returns {number}
 *   Cell size.
 */
function defaultStringLength(value) {
  return value.length
}

/**
 * Generate a markdown
 * ([GFM](https://docs.github.com/en/github/writing-on-github/working-with-advanced-formatting/organizing-information-with-tables))
 * table.
 *
 * @param {ReadonlyArray<ReadonlyArray<string | null | undefined>>} table
 *   Table data (matrix of strings).
 * @param {Readonly<Options> | null | undefined} [options]
 *   Configuration (optional).
 * @returns {string}
 *   Result.
 */
function markdownTable(table, options) {
  const settings = options || {}
  // To do: next major: change to spread.
  // eslint-disable-next-line unicorn/prefer-spread -- `align` can be a string.
  const align = (settings.align || []).concat()
  const stringLength = settings.stringLength || defaultStringLength
  /** @type {Array<number>} Character codes as symbols for alignment per column. */
  const alignments = []
  /** @type {Array<Array<string>>} Cells per row. */
  const cellMatrix = []
  /** @type {Array<Array<number>>} Sizes of each cell per row. */
  const sizeMatrix = []
  /** @type {Array<number>} */
  const longestCellByColumn = []
  let mostCellsPerRow = 0
  let rowIndex = -1

  // This is a superfluous loop if we don’t align delimiters, but otherwise we’d
  // do superfluous work when aligning, so optimize for aligning.
  while (++rowIndex < table.length) {
    /** @type {Array<string>} */
    const row = []
    /** @type {Array<number>} */
    const sizes = []
    let columnIndex = -1

    if (table[rowIndex].length > mostCellsPerRow) {
      mostCellsPerRow = table[rowIndex].length
    }

    while (++columnIndex < table[rowIndex].length) {
      const cell = serialize(table[rowIndex][columnIndex])

      if (settings.alignDelimiters !== false) {
        const size = stringLength(cell)
        sizes[columnIndex] = size

        if (
          longestCellByColumn[columnIndex] === undefined ||
          size > longestCellByColumn[columnIndex]
        ) {
          longestCellByColumn[columnIndex] = size
        }
      }

      row.push(cell)
    }

    cellMatrix[rowIndex] = row
    sizeMatrix[rowIndex] = sizes
  }

  // Figure out which alignments to use.
  let columnIndex = -1

  if (typeof align === 'object' && 'length' in align) {
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = toAlignment(align[columnIndex])
    }
  } else {
    const code = toAlignment(align)

    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = code
    }
  }

  // Inject the alignment row.
  columnIndex = -1
  /** @type {Array<string>} */
  const row = []
  /** @type {Array<number>} */
  const sizes = []

  while (++columnIndex < mostCellsPerRow) {
    const code = alignments[columnIndex]
    let before = ''
    let after = ''

    if (code === 99 /* `c` */) {
      before = ':'
      after = ':'
    } else if (code === 108 /* `l` */) {
      before = ':'
    } else if (code === 114 /* `r` */) {
      after = ':'
    }

    // There *must* be at least one hyphen-minus in each alignment cell.
    let size =
      settings.alignDelimiters === false
        ? 1
        : Math.max(
            1,
            longestCellByColumn[columnIndex] - before.length - after.length
          )

    const cell = before + '-'.repeat(size) + after

    if (settings.alignDelimiters !== false) {
      size = before.length + size + after.length

      if (size > longestCellByColumn[columnIndex]) {
        longestCellByColumn[columnIndex] = size
      }

      sizes[columnIndex] = size
    }

    row[columnIndex] = cell
  }

  // Inject the alignment row.
  cellMatrix.splice(1, 0, row)
  sizeMatrix.splice(1, 0, sizes)

  rowIndex = -1
  /** @type {Array<string>} */
  const lines = []

  while (++rowIndex < cellMatrix.length) {
    const row = cellMatrix[rowIndex]
    const sizes = sizeMatrix[rowIndex]
    const cellsInRow =
      settings.fillRows === false
        ? Math.max(1, cellMatrix[rowIndex === 1 ? 0 : rowIndex].length)
        : mostCellsPerRow
    columnIndex = -1
    /** @type {Array<string>} */
    const line = []

    while (++columnIndex < cellsInRow) {
      const cell = row[columnIndex] || ''
      let before = ''
      let after = ''

      if (settings.alignDelimiters !== false) {
        const size =
          longestCellByColumn[columnIndex] - (sizes[columnIndex] || 0)
        const code = alignments[columnIndex]

        if (code === 114 /* `r` */) {
          before = ' '.repeat(size)
        } else if (code === 99 /* `c` */) {
          const half = size / 2

          if (size % 2) {
            before = ' '.repeat(half + 0.5)
            after = ' '.repeat(half - 0.5)
          } else {
            before = ' '.repeat(half)
            after = before
          }
        } else {
          after = ' '.repeat(size)
        }
      }

      if (settings.delimiterStart !== false && !columnIndex) {
        line.push('|')
      }

      if (
        settings.padding !== false &&
        // Don’t add the opening space if we’re not aligning and the cell is
        // empty: there will be a closing space.
        !(settings.alignDelimiters === false && cell === '') &&
        (settings.delimiterStart !== false || columnIndex)
      ) {
        line.push(' ')
      }

      if (settings.alignDelimiters !== false) {
        line.push(before)
      }

      line.push(cell)

      if (settings.alignDelimiters !== false) {
        line.push(after)
      }

      if (settings.padding !== false) {
        line.push(' ')
      }

      if (settings.delimiterEnd !== false || columnIndex !== cellsInRow - 1) {
        line.push('|')
      }
    }

    lines.push(
      settings.delimiterEnd === false
        ? line.join('').replace(/ +$/, '')
        : line.join('')
    )
  }

  return lines.join('\n')
}

/**
 * Serialize a cell value.
 *
 * @param {string | null | undefined} [value]
 *   Value to serialize.
 * @returns {string}
 *   Result.
 */
function serialize(value) {
  return value === null || value === undefined ? '' : String(value)
}

/**
 * Get the alignment character code from a value.
 *
 * @param {string | null | undefined} value
 *   Value.
 * @returns {number}
 *   Alignment.
 */
function toAlignment(value) {
  const code = typeof value === 'string' ? value.codePointAt(0) : 0

  return code === 67 /* `C` */ || code === 99 /* `c` */
    ? 99 /* `c` */
    : code === 76 /* `L` */ || code === 108 /* `l` */
      ? 108 /* `l` */
      : code === 82 /* `R` */ || code === 114 /* `r` */
        ? 114 /* `r` */
        : 0
}

;// CONCATENATED MODULE: ./src/report/format.ts


/** A fraction as a percentage with one decimal; null as an em dash. */
function format_percent(value, digits = 1) {
    return value === null ? '—' : `${(value * 100).toFixed(digits)}%`;
}
function fixed(value, digits = 3) {
    return value === null ? '—' : value.toFixed(digits);
}
function interval(rate) {
    return rate.ci95 === null ? '—' : `${format_percent(rate.ci95[0])}–${format_percent(rate.ci95[1])}`;
}
const RELATION_TITLES = {
    MR1: 'prediction agreement',
    MR2: 'distribution similarity (KL)',
    MR3: 'high-confidence preservation',
    MR4: 'calibration alignment',
};
const STATUS_WORDS = {
    pass: 'pass',
    fail: 'FAIL',
    undefined: 'undefined',
    skipped: 'skipped',
    off: 'off',
};
function rateOf(report, name) {
    return report.relations[RELATION_KEYS[name]];
}
/** The four relation checks of the verdict, MR1..MR4. */
function relationChecks(report) {
    return report.gate.checks.filter((c) => RELATION_NAMES.includes(c.id));
}
/** A check of the verdict by id; undefined when the run has no such check. */
function checkById(report, id) {
    return report.gate.checks.find((c) => c.id === id);
}
/** What the count of a relation counts: inputs, confident inputs, or bins. */
function countText(report, name) {
    const r = rateOf(report, name);
    const unit = name === 'MR3' ? ' confident' : name === 'MR4' ? ' bins' : '';
    return `${r.violations} / ${r.n}${unit}`;
}
/** One sentence: what accuracy shows, next to what the relations show. */
function accuracyVersusFidelity(report) {
    const { teacher, student, accuracyGap } = report.relations.accuracy;
    const mr1 = report.relations.mr1;
    const disagreement = `the student disagrees with the teacher on ${format_percent(mr1.rate)} of inputs (${mr1.violations} / ${mr1.n})`;
    if (teacher.accuracy === null || student.accuracy === null) {
        return `No labels, so no accuracy; ${disagreement}.`;
    }
    const f1 = teacher.f1 !== null && student.f1 !== null
        ? `; F1 ${fixed(teacher.f1)} vs ${fixed(student.f1)}`
        : '';
    const gapPoints = accuracyGap === null ? '—' : `${(accuracyGap * 100).toFixed(1)} points`;
    return (`Accuracy: teacher ${format_percent(teacher.accuracy)}, student ${format_percent(student.accuracy)} ` +
        `(gap ${gapPoints}${f1}, on ${teacher.n} labelled inputs); yet ${disagreement}.`);
}
/** The status line: verdict first, then the worst relation. */
function statusLine(report) {
    const { gate } = report;
    const relations = relationChecks(report);
    const worst = gate.worst === null ? undefined : relations.find((c) => c.id === gate.worst);
    const worstText = worst === undefined
        ? ''
        : ` Worst: ${worst.id} ${RELATION_TITLES[worst.id]} ${format_percent(worst.value)}` +
            (worst.ceiling === null ? '' : ` (ceiling ${format_percent(worst.ceiling)})`) +
            '.';
    if (gate.passed) {
        const open = relations.filter((c) => c.status === 'undefined' || c.status === 'skipped');
        const note = open.length === 0 ? '' : ` ${open.map((c) => `${c.id} ${c.status}`).join(', ')}.`;
        return `Fidelity gate passed.${worstText}${note}`;
    }
    const failing = relations.filter((c) => c.status === 'fail').map((c) => c.id);
    // Robustness ceilings (flip-rate ratio, attack degradation) fail the gate too.
    const robustnessFails = gate.checks.some((c) => c.status === 'fail' && !RELATION_NAMES.includes(c.id));
    if (robustnessFails)
        failing.push('robustness');
    return `Fidelity gate FAILED on ${failing.join(', ')}.${worstText}`;
}
/** Inline code that survives backticks inside the text. */
function inlineCode(text) {
    const runs = text.match(/`+/g) ?? [];
    const ticks = '`'.repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
    const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
    return `${ticks}${pad}${text}${pad}${ticks}`;
}
/** Rows of cells as left-aligned text columns, two spaces apart. */
function columns(rows) {
    const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
    return rows
        .map((row) => row
        .map((cell, c) => cell.padEnd(widths[c]))
        .join('  ')
        .trimEnd())
        .join('\n');
}

;// CONCATENATED MODULE: ./src/report/paired.ts
/**
 * The paired regression test and the MR1 direction split, for the Markdown
 * and terminal reports. Pure: they read the report and decide nothing.
 */



function signedPoints(fraction) {
    const points = (fraction * 100).toFixed(1);
    return `${fraction > 0 && points !== '0.0' ? '+' : fraction < 0 ? '−' : '±'}${points.replace('-', '')}`;
}
function rows(report) {
    const paired = report.baseline?.paired ?? [];
    return paired.map(({ relation, status, comparison: c }) => [
        relation,
        String(c.table.nowOnly),
        String(c.table.beforeOnly),
        c.change === null ? '—' : `${signedPoints(c.change)} pts`,
        c.ci95 === null ? '—' : `${signedPoints(c.ci95[0])} to ${signedPoints(c.ci95[1])}`,
        formatPValue(c.logPValue),
        status === 'fail' ? '❌ rose' : status === 'undefined' ? '⚪ undefined' : '✅ pass',
    ]);
}
const HEADER = [
    '',
    'Newly violate',
    'No longer',
    'Change',
    '95% CI (paired)',
    'McNemar p',
    'Verdict',
];
/**
 * The paired test's table (MR1-MR3 on the inputs both runs share), or the
 * line saying why it did not run; null without a baseline.
 */
function pairedSection(report) {
    const baseline = report.baseline;
    if (baseline === null)
        return null;
    if (baseline.paired === null || baseline.paired === undefined) {
        return baseline.pairedNote ? `Paired regression test: not run: ${baseline.pairedNote}.` : null;
    }
    const n = baseline.paired[0]?.comparison.n ?? 0;
    const table = markdownTable([HEADER, ...rows(report)], {
        align: ['l', 'r', 'r', 'r', 'r', 'r', 'l'],
    });
    return `**Paired test against the baseline** (McNemar's exact test on the same ${n} inputs; MR4 is per bin and keeps the fixed-points check):\n\n${table}`;
}
/** The same as text columns for the terminal; empty without a paired test. */
function pairedTerminal(report) {
    const section = report.baseline?.paired;
    if (section === null || section === undefined)
        return '';
    return columns([HEADER.map((h) => h.toLowerCase()), ...rows(report)].map((r) => r.map((c) => c.replace(/^[❌✅⚪] /, ''))));
}
/**
 * MR1 split by direction on labelled inputs: where the teacher is right and
 * the student wrong ("negative flips", the ones that cost accuracy), and the
 * reverse; null without labels.
 */
function flipDirectionLine(report) {
    const flips = report.relations.flips;
    if (flips === undefined || flips.labelled === 0)
        return null;
    const { negativeFlips: neg, positiveFlips: pos } = flips;
    return (`MR1 by direction on ${flips.labelled} labelled inputs: teacher right and student wrong ${neg.violations} ` +
        `(${format_percent(neg.rate)}), student right and teacher wrong ${pos.violations} (${format_percent(pos.rate)})` +
        (flips.bothWrong > 0 ? `, both wrong and disagreeing ${flips.bothWrong}` : '') +
        '.');
}

;// CONCATENATED MODULE: ./src/report/robustness-format.ts

/** A rate as "12.5% (5/40)"; an em dash when undefined. */
function rateCell(rate) {
    return rate.rate === null ? '—' : `${format_percent(rate.rate)} (${rate.violations}/${rate.n})`;
}
/** A relation's rate on T(x), with its rate on x for the same rows. */
function relationCell(kind, key) {
    if (kind.relations === null || kind.originalRelations === null)
        return '—';
    const after = kind.relations[key].rate;
    const before = kind.originalRelations[key].rate;
    if (after === null)
        return '—';
    return `${format_percent(after)} (x ${format_percent(before)})`;
}
/** True when the gate failed the check with this id (renderers mark the cell; the gate decided). */
function checkFailed(report, id) {
    return report.gate.checks.some((c) => c.id === id && c.status === 'fail');
}
function ratioCell(kind) {
    if (kind.flipRateRatio === 'infinite')
        return '∞';
    return kind.flipRateRatio === null ? '—' : kind.flipRateRatio.toFixed(2);
}
/** A relative change as "+185.0%", "+∞" when infinite; an em dash when undefined. */
function robustness_format_signedPercent(value) {
    if (value === null)
        return '—';
    if (value === 'infinite')
        return '+∞';
    return `${value >= 0 ? '+' : '−'}${(Math.abs(value) * 100).toFixed(1)}%`;
}
function dropCell(result) {
    return result.drop === null ? '—' : `${(result.drop * 100).toFixed(1)} pts`;
}
/** Seconds per 100 inputs for the attack; null when no input was attacked. */
function secondsPer100(robustness) {
    const attack = robustness.attack;
    if (attack === null || attack.evaluated === 0)
        return null;
    return (attack.elapsedMs / 1000 / attack.evaluated) * 100;
}
/** Why each undefined ratio or degradation is undefined, one line each. */
function robustnessNotes(robustness) {
    const notes = [];
    for (const kind of robustness.transformed) {
        if (kind.ratioUndefinedReason !== null)
            notes.push(`${kind.kind}: flip-rate ratio undefined: ${kind.ratioUndefinedReason}`);
        if (kind.notTransformable > 0) {
            notes.push(`${kind.kind}: ${kind.notTransformable} of ${kind.inputs} inputs do not parse as ${robustness.language} ` +
                `or offered only sites the rules decline, and were not transformed (e.g. ${kind.notTransformableIds.join(', ')})`);
        }
    }
    const attack = robustness.attack;
    if (attack !== null) {
        if (attack.skippedReason !== null)
            notes.push(`attack skipped: ${attack.skippedReason}`);
        else if (attack.relativeDegradationUndefinedReason !== null)
            notes.push(`relative degradation undefined: ${attack.relativeDegradationUndefinedReason}`);
    }
    return notes;
}

;// CONCATENATED MODULE: ./src/report/robustness-markdown.ts



/** The transformed-input table: one row per transformation. */
function transformedTable(report) {
    const robustness = report.robustness;
    const ceiling = robustness.thresholds.maxFlipRateRatio;
    const header = [
        'Transformation',
        'Transformed',
        'Unchanged',
        'Not transformable',
        'MR1 on T(x)',
        'MR2 on T(x)',
        'MR3 on T(x)',
        'MR4 on T(x)',
        'Teacher flips',
        'Student flips',
        `Ratio (ceiling ${fixed(ceiling, 2)})`,
    ];
    const rows = robustness.transformed.map((kind) => [
        inlineCode(kind.kind),
        `${kind.transformed} / ${kind.inputs}`,
        String(kind.unchanged),
        String(kind.notTransformable),
        relationCell(kind, 'mr1'),
        relationCell(kind, 'mr2'),
        relationCell(kind, 'mr3'),
        relationCell(kind, 'mr4'),
        rateCell(kind.flips.teacher),
        rateCell(kind.flips.student),
        `${ratioCell(kind)}${checkFailed(report, `flip-rate-ratio:${kind.kind}`) ? ' ❌' : ''}`,
    ]);
    return markdownTable([header, ...rows], { align: ['l', ...header.slice(1).map(() => 'r')] });
}
function attackRow(name, result, relative, exhausted) {
    const success = result.success.rate === null
        ? '—'
        : `${rateCell(result.success)}, 95% CI ${format_percent(result.success.ci95[0])}–${format_percent(result.success.ci95[1])}`;
    return [
        name,
        String(result.attacked),
        success,
        format_percent(result.accuracyBefore),
        format_percent(result.accuracyAfter),
        dropCell(result),
        relative,
        `${result.queries}${result.meanQueries === null ? '' : ` (${result.meanQueries.toFixed(1)} per input)`}`,
        exhausted,
    ];
}
/** The attack table: one row per model. Null when the attack did not run or was skipped. */
function attackTable(report) {
    const robustness = report.robustness;
    const attack = robustness.attack;
    if (attack === null || attack.teacher === null || attack.student === null)
        return null;
    const exhausted = attack.budgetExhausted
        ? `yes (${attack.evaluated} of ${attack.selected})`
        : 'no';
    const relative = `${robustness_format_signedPercent(attack.relativeDegradation)}${checkFailed(report, 'attack-relative-degradation') ? ' ❌' : ''}`;
    const header = [
        'Model',
        'Inputs attacked',
        'Attack success',
        'Accuracy before',
        'Accuracy after',
        'Drop',
        `Relative degradation (ceiling ${robustness_format_signedPercent(robustness.thresholds.maxRelativeDegradation)})`,
        'Queries used',
        'Budget exhausted',
    ];
    return markdownTable([
        header,
        attackRow('Teacher', attack.teacher, '—', exhausted),
        attackRow('Student', attack.student, relative, exhausted),
    ], { align: ['l', ...header.slice(1).map(() => 'r')] });
}
/**
 * The robustness section of the report as Markdown (SPEC §5): the table of
 * transformed-input relations and flip rates, the attack table, and why any
 * value is undefined. An empty string when the report has no robustness part.
 */
function renderRobustnessMarkdown(report) {
    const robustness = report.robustness;
    if (robustness === undefined || robustness === null)
        return '';
    const lines = [
        `#### Robustness on transformed inputs (${robustness.language}, seed ${robustness.seed}, ${robustness.inputs} inputs)`,
        '',
        "Each transformation preserves the program's meaning. MR rates are between teacher and student on T(x), with the rate on x for the same rows in brackets; flips are inputs whose prediction changed between x and T(x); ratio = student flip rate / teacher flip rate.",
        '',
        transformedTable(report),
        '',
    ];
    const attack = robustness.attack;
    const table = attackTable(report);
    if (attack !== null) {
        lines.push('#### Identifier-renaming attack', '');
        if (table !== null) {
            const per100 = secondsPer100(robustness);
            lines.push(`Black-box search per input that the model predicts correctly: importance-ordered renames of local variables and parameters to names drawn from the dataset (pool of ${attack.candidatePool}), at most ${attack.queriesPerInput} queries per input and model. ` +
                `${attack.evaluated} of ${attack.selected} labelled inputs attacked in ${(attack.elapsedMs / 1000).toFixed(1)} s` +
                `${per100 === null ? '' : ` (${per100.toFixed(1)} s per 100 inputs, ${((100 * attack.modelMs) / Math.max(attack.elapsedMs, 1)).toFixed(0)}% of it in the models)`}; time budget ${attack.timeBudgetSeconds} s.`, '', table, '');
            if (attack.examples.length > 0) {
                lines.push('<details><summary>Successful attacks</summary>', '');
                for (const example of attack.examples) {
                    const renames = example.renames
                        .map(([text, from, to]) => `${inlineCode(from)} → ${inlineCode(to)}${text > 0 ? ` (function ${text + 1})` : ''}`)
                        .join(', ');
                    lines.push(`- ${example.model} flipped on ${inlineCode(example.id)} after ${example.queries} queries: ${renames}`);
                }
                lines.push('', '</details>', '');
            }
        }
    }
    const notes = robustnessNotes(robustness);
    for (const note of notes)
        lines.push(`- ${note}`);
    if (notes.length > 0)
        lines.push('');
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/report/markdown.ts




const STATUS_ICONS = { pass: '✅', fail: '❌', undefined: '⚪', skipped: '⚪', off: '⚪' };
/** A change of rate in percentage points, signed; an em dash when either side is undefined. */
function pointsDelta(rate, baseline) {
    if (rate === null || baseline === null)
        return '—';
    const points = (rate - baseline) * 100;
    if (Math.abs(points) < 0.05)
        return '±0.0 pts';
    return `${points > 0 ? '+' : '−'}${Math.abs(points).toFixed(1)} pts`;
}
/** A fenced code block whose fence is longer than any backtick run inside. */
function codeBlock(text, language) {
    const runs = text.match(/`{3,}/g) ?? [];
    const fence = '`'.repeat(Math.max(3, ...runs.map((r) => r.length + 1)));
    return `${fence}${language}\n${text.replace(/\n+$/, '')}\n${fence}`;
}
/** The violation table: one row per relation, with ceilings, counts, intervals and deltas. */
function relationTable(report) {
    const withBaseline = report.baseline !== null;
    const rows = relationChecks(report).map((check) => {
        const rate = rateOf(report, check.id);
        return [
            check.id,
            RELATION_TITLES[check.id],
            countText(report, check.id),
            format_percent(rate.rate),
            interval(rate),
            format_percent(check.ceiling),
            ...(withBaseline ? [format_percent(check.baseline), pointsDelta(rate.rate, check.baseline)] : []),
            `${STATUS_ICONS[check.status]} ${STATUS_WORDS[check.status]}`,
        ];
    });
    const header = [
        '',
        'Relation',
        'Violations',
        'Rate',
        '95% CI',
        'Ceiling',
        ...(withBaseline ? ['Baseline', 'Δ'] : []),
        'Status',
    ];
    const align = header.map((_, i) => (i < 2 || i === header.length - 1 ? 'l' : 'r'));
    return markdownTable([header, ...rows], { align });
}
/** What accuracy shows next to what the relations show. */
function accuracyTable(report) {
    const { accuracy, mr4 } = report.relations;
    const gap = (a, b, points) => {
        if (a === null || b === null)
            return '—';
        const text = points ? `${((a - b) * 100).toFixed(1)} pts` : fixed(a - b);
        return text.replace(/^-/, '−');
    };
    const rows = [
        [
            'Accuracy',
            format_percent(accuracy.teacher.accuracy),
            format_percent(accuracy.student.accuracy),
            gap(accuracy.teacher.accuracy, accuracy.student.accuracy, true),
        ],
    ];
    if (accuracy.teacher.f1 !== null || accuracy.student.f1 !== null) {
        rows.push([
            'F1 (class 1)',
            fixed(accuracy.teacher.f1),
            fixed(accuracy.student.f1),
            gap(accuracy.teacher.f1, accuracy.student.f1, false),
        ]);
    }
    if (mr4.teacherEce !== null || mr4.studentEce !== null) {
        rows.push([
            'ECE (lower is better)',
            fixed(mr4.teacherEce),
            fixed(mr4.studentEce),
            gap(mr4.teacherEce, mr4.studentEce, false),
        ]);
    }
    rows.push([
        'Agreement with the teacher',
        '—',
        format_percent(report.relations.mr1.rate === null ? null : 1 - report.relations.mr1.rate),
        '',
    ]);
    return markdownTable([['', 'Teacher', 'Student', 'Teacher − student'], ...rows], {
        align: ['l', 'r', 'r', 'r'],
    });
}
function nonEmptyBins(report) {
    return report.relations.mr4.table.filter((bin) => bin.teacher.n > 0 || bin.student.n > 0);
}
function binLabel(lower, upper, bins) {
    const digits = bins <= 10 ? 1 : 2;
    return `${lower.toFixed(digits)}–${upper.toFixed(digits)}`;
}
/** acc_b and conf_b of both models per non-empty confidence bin. */
function reliabilityTable(report) {
    const { mr4 } = report.relations;
    const rows = nonEmptyBins(report).map((bin) => [
        `(${bin.lower.toFixed(2)}, ${bin.upper.toFixed(2)}]`,
        String(bin.teacher.n),
        format_percent(bin.teacher.accuracy),
        format_percent(bin.teacher.confidence),
        String(bin.student.n),
        format_percent(bin.student.accuracy),
        format_percent(bin.student.confidence),
        bin.comparable ? (bin.violation ? '❌' : '✅') : '—',
    ]);
    const header = [
        'Confidence',
        'Teacher n',
        'Teacher acc',
        'Teacher conf',
        'Student n',
        'Student acc',
        'Student conf',
        `Within δ4 = ${mr4.delta4}`,
    ];
    return markdownTable([header, ...rows], { align: ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'c'] });
}
/**
 * The reliability diagram as a Mermaid xychart: teacher accuracy as bars,
 * student accuracy as a line, one category per non-empty confidence bin (a
 * model with no input in a bin is drawn at 0 there; the table says n).
 * Null when no bin holds an input.
 */
function reliabilityChart(report) {
    const bins = nonEmptyBins(report);
    if (bins.length === 0)
        return null;
    const bars = report.relations.mr4.bins;
    const value = (accuracy) => accuracy === null ? '0' : (accuracy * 100).toFixed(1);
    return [
        '```mermaid',
        'xychart-beta',
        '  title "Accuracy per confidence bin (bars: teacher, line: student)"',
        `  x-axis "Confidence" [${bins.map((b) => `"${binLabel(b.lower, b.upper, bars)}"`).join(', ')}]`,
        '  y-axis "Accuracy (%)" 0 --> 100',
        `  bar [${bins.map((b) => value(b.teacher.accuracy)).join(', ')}]`,
        `  line [${bins.map((b) => value(b.student.accuracy)).join(', ')}]`,
        '```',
    ].join('\n');
}
const CODE_LANGUAGE = {
    'vulnerability-prediction': 'c',
    'clone-detection': 'java',
    classification: '',
};
function markdown_argmax(values) {
    let best = 0;
    values.forEach((v, i) => {
        if (v > values[best])
            best = i;
    });
    return best;
}
function divergentEntry(report, example, rank) {
    const t = markdown_argmax(example.teacher);
    const s = markdown_argmax(example.student);
    const label = example.label < 0 ? 'unlabelled' : `label ${example.label}`;
    const head = `**${rank}. ${inlineCode(example.id)}** · row ${example.row} · KL ${fixed(example.kl, 4)} nats · ${label} · ` +
        `teacher: class ${t} (${format_percent(example.teacher[t])}) · student: class ${s} (${format_percent(example.student[s])})` +
        (t === s ? '' : ' · **prediction flipped**');
    const language = CODE_LANGUAGE[report.task];
    return [head, ...example.excerpts.map((text) => codeBlock(text, language))].join('\n\n');
}
/** The inputs where the student's distribution is furthest from the teacher's, folded. */
function divergentSection(report) {
    // Inputs where the two distributions are identical are not worth a reviewer's time.
    const divergent = report.divergent.filter((example) => example.kl > 0);
    if (divergent.length === 0)
        return null;
    const n = divergent.length;
    return [
        `<details><summary>The ${n} most divergent input${n === 1 ? '' : 's'} by KL(teacher ‖ student)</summary>`,
        '',
        ...divergent.map((example, i) => `${divergentEntry(report, example, i + 1)}\n`),
        '</details>',
    ].join('\n');
}
/** The report as GitHub-flavoured Markdown: status line first, then the evidence. */
function renderMarkdown(report, options = {}) {
    const { relations: r, thresholds: t } = report;
    const icon = report.gate.passed ? '✅' : '❌';
    const lines = [`### ${icon} MetaCompress: ${statusLine(report)}`, ''];
    const context = [
        options.configFile ? `config ${inlineCode(options.configFile)}` : null,
        options.runUrl ? `[workflow run and job summary](${options.runUrl})` : null,
    ].filter((part) => part !== null);
    if (context.length > 0)
        lines.push(`<sub>${context.join(' · ')}</sub>`, '');
    lines.push(relationTable(report), '');
    if (report.baseline !== null) {
        lines.push(`Δ: change against the baseline report of ${report.baseline.createdAt || 'unknown date'} (the base branch).`, '');
    }
    const paired = pairedSection(report);
    if (paired !== null)
        lines.push(paired, '');
    lines.push(accuracyVersusFidelity(report), '');
    const direction = flipDirectionLine(report);
    if (direction !== null)
        lines.push(direction, '');
    lines.push(accuracyTable(report), '');
    for (const failure of report.gate.failures)
        lines.push(`- ${failure}`);
    for (const check of relationChecks(report)) {
        if (check.status === 'undefined' || check.status === 'skipped')
            lines.push(`- ${check.reason}`);
    }
    if (lines[lines.length - 1] !== '')
        lines.push('');
    lines.push(`**MR2** KL(teacher ‖ student) in nats: mean ${fixed(r.mr2.klMean, 4)}, p95 ${fixed(r.mr2.klP95, 4)}, max ${fixed(r.mr2.klMax, 4)} ` +
        `(ε = ${t.relations.epsilon}; student probabilities clipped below at ${t.klFloor}). ` +
        `**MR3** confident set: ${r.mr3.confident} inputs with teacher confidence ≥ τ = ${t.relations.tau} (δ3 = ${t.relations.delta3}).`, '');
    if (r.mr4.skippedReason === null || r.mr4.labelled > 0) {
        lines.push(`#### Calibration (MR4): ECE teacher ${fixed(r.mr4.teacherEce)}, student ${fixed(r.mr4.studentEce)} (gap ${fixed(r.mr4.eceGap)})`, '', `${r.mr4.bins} equal-width bins; a bin is compared when both models have ≥ ${r.mr4.nMin} inputs in it; violation when accuracies differ by more than δ4 = ${r.mr4.delta4}.`, '');
        const chart = reliabilityChart(report);
        if (chart !== null) {
            lines.push(chart, '', '<sub>A model with no input in a bin is drawn at 0 there; the table gives each n.</sub>', '');
        }
        lines.push('<details><summary>Reliability table</summary>', '', reliabilityTable(report), '', '</details>', '');
    }
    const robustness = renderRobustnessMarkdown(report);
    if (robustness !== '')
        lines.push(robustness.trimEnd(), '');
    const divergent = divergentSection(report);
    if (divergent !== null)
        lines.push(divergent, '');
    if (report.teacher.fromCache) {
        lines.push('> [!NOTE]', '> The teacher outputs came from the cache (same teacher model, encoding, dataset and runtime): the teacher model was not run.', '');
    }
    const d = report.dataset;
    const used = `${d.rowsUsed} of ${d.rowsSeen} rows used${d.rowsMissingFunction > 0 ? `, ${d.rowsMissingFunction} skipped for a missing function` : ''}`;
    const time = options.timings === false ? '' : ` · ${(report.timings.totalMs / 1000).toFixed(1)} s`;
    lines.push(`<sub>Dataset ${d.format} (${used}, ${d.labelled} labelled) · teacher ${report.teacher.source}${report.teacher.fromCache ? ' (cached outputs)' : ''} ${report.teacher.sha256.slice(0, 12)} · ` +
        `student ${report.student.source} ${report.student.sha256.slice(0, 12)}${time} · MetaCompress ${report.tool.version}</sub>`);
    for (const warning of report.warnings)
        lines.push('', `> [!WARNING]\n> ${warning}`);
    return lines.join('\n') + '\n';
}

;// CONCATENATED MODULE: ./src/report/robustness-terminal.ts


function robustness_terminal_attackRow(name, result, relative) {
    return [
        name,
        String(result.attacked),
        rateCell(result.success),
        format_percent(result.accuracyBefore),
        format_percent(result.accuracyAfter),
        dropCell(result),
        relative,
        String(result.queries),
    ];
}
/**
 * The robustness section as plain text for a terminal: the transformed-input
 * table, the attack table and the notes. Empty when the report has none.
 */
function renderRobustnessTerminal(report) {
    const robustness = report.robustness;
    if (robustness === undefined || robustness === null)
        return '';
    const ceiling = robustness.thresholds.maxFlipRateRatio;
    const lines = [
        `Robustness on transformed inputs (${robustness.language}, seed ${robustness.seed}, ${robustness.inputs} inputs; MR rates on T(x), on x in brackets):`,
        columns([
            [
                'transformation',
                'transformed',
                'unchanged',
                'unparsable',
                'MR1',
                'MR2',
                'MR3',
                'MR4',
                'teacher flips',
                'student flips',
                `ratio (max ${fixed(ceiling, 2)})`,
            ],
            ...robustness.transformed.map((kind) => [
                kind.kind,
                `${kind.transformed}/${kind.inputs}`,
                String(kind.unchanged),
                String(kind.notTransformable),
                relationCell(kind, 'mr1'),
                relationCell(kind, 'mr2'),
                relationCell(kind, 'mr3'),
                relationCell(kind, 'mr4'),
                rateCell(kind.flips.teacher),
                rateCell(kind.flips.student),
                `${ratioCell(kind)}${checkFailed(report, `flip-rate-ratio:${kind.kind}`) ? ' FAIL' : ''}`,
            ]),
        ]),
    ];
    const attack = robustness.attack;
    if (attack !== null && attack.teacher !== null && attack.student !== null) {
        const per100 = secondsPer100(robustness);
        const relative = `${robustness_format_signedPercent(attack.relativeDegradation)}${checkFailed(report, 'attack-relative-degradation') ? ' FAIL' : ''}`;
        lines.push('', `Identifier-renaming attack: ${attack.evaluated} of ${attack.selected} inputs in ${(attack.elapsedMs / 1000).toFixed(1)} s` +
            `${per100 === null ? '' : ` (${per100.toFixed(1)} s per 100 inputs)`}, ≤ ${attack.queriesPerInput} queries per input, ` +
            `${attack.candidatePool} candidate names${attack.budgetExhausted ? '; the time budget ran out' : ''}:`, columns([
            [
                'model',
                'attacked',
                'success',
                'acc before',
                'acc after',
                'drop',
                `relative (max ${robustness_format_signedPercent(robustness.thresholds.maxRelativeDegradation)})`,
                'queries',
            ],
            robustness_terminal_attackRow('teacher', attack.teacher, '—'),
            robustness_terminal_attackRow('student', attack.student, relative),
        ]));
    }
    for (const note of robustnessNotes(robustness))
        lines.push(`  - ${note}`);
    return lines.join('\n') + '\n';
}

;// CONCATENATED MODULE: ./src/report/terminal.ts



/** The report as plain text for a terminal. */
function renderTerminal(report) {
    const { relations: r } = report;
    const table = [
        ['', 'relation', 'violations', 'rate', '95% CI', 'ceiling', 'status'],
        ...relationChecks(report).map((c) => [
            c.id,
            RELATION_TITLES[c.id],
            countText(report, c.id),
            format_percent(rateOf(report, c.id).rate),
            interval(rateOf(report, c.id)),
            format_percent(c.ceiling),
            STATUS_WORDS[c.status],
        ]),
    ];
    const lines = [statusLine(report), '', columns(table), ''];
    const paired = pairedTerminal(report);
    if (paired !== '')
        lines.push(`paired test against the baseline:`, paired, '');
    lines.push(accuracyVersusFidelity(report));
    const direction = flipDirectionLine(report);
    if (direction !== null)
        lines.push(direction);
    for (const check of relationChecks(report))
        if (check.reason !== null)
            lines.push(`  - ${check.reason}`);
    lines.push(`KL mean ${fixed(r.mr2.klMean, 4)} p95 ${fixed(r.mr2.klP95, 4)} max ${fixed(r.mr2.klMax, 4)} nats; ` +
        `ECE teacher ${fixed(r.mr4.teacherEce)} student ${fixed(r.mr4.studentEce)}; ` +
        `${report.dataset.rowsUsed} inputs in ${(report.timings.totalMs / 1000).toFixed(1)} s`);
    const robustness = renderRobustnessTerminal(report);
    if (robustness !== '')
        lines.push('', robustness.trimEnd());
    for (const warning of report.warnings)
        lines.push(`warning: ${warning}`);
    return lines.join('\n') + '\n';
}

;// CONCATENATED MODULE: ./src/cli.ts











/** Exit statuses: the gate passed, the gate failed, the input was unusable, a bug in MetaCompress. */
const EXIT = { passed: 0, failed: 1, unusable: 2, internal: 3 };
const USAGE = `Usage: metacompress [run] [--config FILE] [--report-json PATH] [--report-md PATH] [--quiet] [--<key.path> VALUE ...]
       metacompress run --shard I/N --partial-json PATH [--config FILE ...]
       metacompress merge [--config FILE] [--report-json PATH] [--report-md PATH] PARTIAL.json ...

Runs the fidelity gate: teacher vs student on a dataset, four metamorphic relations.
With no arguments, runs the bundled vulnerability-prediction example.
A shard run scores usable rows i with i mod N = I and writes a partial report;
merge combines the partial reports of shards 0..N-1 into the report of one run.

  --config FILE        metacompress.yml (default: ./metacompress.yml, else the bundled example)
  --report-json PATH   write the JSON report
  --report-md PATH     write the Markdown report
  --quiet              print only the status line
  --shard I/N          score one slice of the dataset (job matrix); needs --partial-json
  --partial-json PATH  write the shard's partial report
  --<key.path> VALUE   override a config key, e.g. --dataset.limit 200 --gate.ceilings.mr1 off

Exit status: 0 gate passed, 1 gate failed, 2 unusable input, 3 internal error (a bug).`;
/** The bundled demo, relative to the package root (a plain string so ncc does not copy it). */
const DEMO_CONFIG = 'examples/vulnerability/metacompress.yml';
const CONFIG_NAME = 'metacompress.yml';
function parseArgs(argv) {
    const args = {
        command: argv[0] === 'merge' ? 'merge' : 'run',
        files: [],
        partialJson: null,
        config: null,
        reportJson: null,
        reportMd: null,
        quiet: false,
        overrides: [],
    };
    const rest = argv[0] === 'run' || argv[0] === 'merge' ? argv.slice(1) : argv;
    for (let i = 0; i < rest.length; i += 1) {
        const flag = rest[i];
        if (flag === '--help' || flag === '-h')
            return 'help';
        if (flag === '--version')
            return 'version';
        if (flag === '--quiet') {
            args.quiet = true;
            continue;
        }
        if (!flag.startsWith('--')) {
            if (args.command === 'merge') {
                args.files.push(flag);
                continue;
            }
            throw new InputError(`unexpected argument ${JSON.stringify(flag)}; see metacompress --help`);
        }
        const [name, inline] = flag.slice(2).split(/=(.*)/s, 2);
        const value = inline ?? rest[++i];
        if (value === undefined)
            throw new InputError(`--${name} needs a value`);
        if (name === 'config')
            args.config = value;
        else if (name === 'report-json')
            args.reportJson = value;
        else if (name === 'report-md')
            args.reportMd = value;
        else if (name === 'partial-json')
            args.partialJson = value;
        else
            args.overrides.push([name, value]);
    }
    return args;
}
async function cli_readJson(file) {
    try {
        return JSON.parse(await (0,promises_namespaceObject.readFile)(file, 'utf8'));
    }
    catch (error) {
        throw new InputError(`cannot read ${file} as JSON (${oneLine(error)})`);
    }
}
/** The `metacompress` command. Returns the exit status; never throws. */
async function runCli(argv, env) {
    try {
        const args = parseArgs(argv);
        if (args === 'help') {
            env.stdout.write(`${USAGE}\n`);
            return EXIT.passed;
        }
        if (args === 'version') {
            env.stdout.write(`${TOOL_VERSION}\n`);
            return EXIT.passed;
        }
        // Joined by hand: ncc rewrites path.resolve(x, 'literal') into a bundled asset.
        const local = [env.cwd, CONFIG_NAME].join((external_node_path_default()).sep);
        const configFile = args.config !== null
            ? external_node_path_default().resolve(env.cwd, args.config)
            : env.fileExists(local)
                ? local
                : external_node_path_default().join(env.packageRoot, DEMO_CONFIG);
        const config = loadConfig(configFile, args.overrides);
        const deps = {
            loadRuntime: async () => ({
                ort: (await Promise.resolve(/* import() */).then(__nccwpck_require__.bind(__nccwpck_require__, 3958))),
                executionProviders: ['cpu'],
            }),
            log: {
                info: (m) => env.stderr.write(`${m}\n`),
                warning: (m) => env.stderr.write(`warning: ${m}\n`),
            },
        };
        let report;
        if (args.command === 'merge') {
            const partials = await Promise.all(args.files.map((file) => cli_readJson(external_node_path_default().resolve(env.cwd, file))));
            report = await reportFromMergedScores(config, deps, mergePartialReports(partials, args.files));
        }
        else if (config.shard !== null || args.partialJson !== null) {
            if (config.shard === null || args.partialJson === null) {
                throw new InputError('a shard run needs both --shard I/N and --partial-json PATH');
            }
            const progress = progressReporter(env.stderr, 'metacompress');
            const scores = await scoreShard(config, { ...deps, progress: progress.update });
            progress.finish();
            await writeFileNamed(args.partialJson, JSON.stringify(toPartialReport(scores)), 'the partial report');
            env.stdout.write(`shard ${config.shard.index}/${config.shard.count}: scored ${scores.labels.length} of ${scores.dataset.rowsUsed} usable rows; partial report ${args.partialJson}\n`);
            return EXIT.passed;
        }
        else {
            const progress = progressReporter(env.stderr, 'metacompress');
            report = await evaluate(config, { ...deps, progress: progress.update });
            progress.finish();
        }
        // Reports are written before the exit status says anything.
        if (args.reportJson !== null) {
            await writeFileNamed(args.reportJson, `${JSON.stringify(report, null, 2)}\n`, 'the JSON report');
        }
        if (args.reportMd !== null) {
            await writeFileNamed(args.reportMd, renderMarkdown(report), 'the Markdown report');
        }
        const text = renderTerminal(report);
        env.stdout.write(args.quiet ? `${text.split('\n')[0]}\n` : text);
        return report.gate.passed ? EXIT.passed : EXIT.failed;
    }
    catch (error) {
        if (error instanceof InputError) {
            env.stderr.write(`metacompress: error: ${oneLine(error)}\n`);
            return EXIT.unusable;
        }
        env.stderr.write(`metacompress: internal error: ${oneLine(error)}\n  ${BUG_REPORT_HINT}\n`);
        if (env.debug && error instanceof Error)
            env.stderr.write(`${error.stack}\n`);
        return EXIT.internal;
    }
}

;// CONCATENATED MODULE: ./src/lib.ts
/**
 * The library API: `evaluate(config)` and the pieces a caller needs around it.
 * The CLI and the action are two front doors to the same pipeline.
 */









/**
 * Runs the gate on a validated Config. ONNX Runtime comes from the installed
 * onnxruntime-node, on CPU, unless `deps.loadRuntime` says otherwise.
 */
function lib_evaluate(config, deps = {}) {
    return evaluate(config, {
        loadRuntime: async () => ({
            ort: (await Promise.resolve(/* import() */).then(__nccwpck_require__.bind(__nccwpck_require__, 3958))),
            executionProviders: ['cpu'],
        }),
        log: { info: () => { }, warning: (m) => process.emitWarning(m) },
        ...deps,
    });
}

var __webpack_exports__EXIT = __webpack_exports__.dc;
var __webpack_exports__InputError = __webpack_exports__.dz;
var __webpack_exports__decideGate = __webpack_exports__.q7;
var __webpack_exports__evaluate = __webpack_exports__._3;
var __webpack_exports__loadConfig = __webpack_exports__.Z9;
var __webpack_exports__parseConfig = __webpack_exports__.o4;
var __webpack_exports__parseReport = __webpack_exports__.MM;
var __webpack_exports__parseReportText = __webpack_exports__.VC;
var __webpack_exports__renderMarkdown = __webpack_exports__.Gc;
var __webpack_exports__renderTerminal = __webpack_exports__.bF;
var __webpack_exports__runCli = __webpack_exports__.ak;
export { __webpack_exports__EXIT as EXIT, __webpack_exports__InputError as InputError, __webpack_exports__decideGate as decideGate, __webpack_exports__evaluate as evaluate, __webpack_exports__loadConfig as loadConfig, __webpack_exports__parseConfig as parseConfig, __webpack_exports__parseReport as parseReport, __webpack_exports__parseReportText as parseReportText, __webpack_exports__renderMarkdown as renderMarkdown, __webpack_exports__renderTerminal as renderTerminal, __webpack_exports__runCli as runCli };
