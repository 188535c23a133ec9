/**
 * The source of a data expression a remark plugin gave as an estree only: Code Hike (cadence) adds
 * `<style dangerouslySetInnerHTML={{ __html: css }} />` with the attribute's `value` left out and
 * its `data.estree` alone (MDX compiles the estree, so Docusaurus never needs the text). This build
 * writes a changed tree back to MDX source (remark-splice.ts), so it needs the text: written here
 * for the data forms unist's `valueToEstree` and such plugins make (literals, arrays, objects,
 * identifiers, a sign, `new Date(...)`); any other expression gives undefined, and stays as it was.
 */
type EstreeNode = { type: string; [field: string]: unknown };

const isNode = (value: unknown): value is EstreeNode => typeof value === 'object' && value !== null && typeof (value as EstreeNode).type === 'string';

function literal(node: EstreeNode): string | undefined {
  const regex = node.regex as { pattern: string; flags: string } | undefined;
  if (regex) return `/${regex.pattern}/${regex.flags}`;
  if (typeof node.bigint === 'string') return `${node.bigint}n`;
  const { value } = node;
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  return typeof value === 'boolean' || value === null ? String(value) : undefined;
}

function property(node: EstreeNode): string | undefined {
  if (node.type === 'SpreadElement') return spread(node);
  if (node.type !== 'Property' || node.kind !== 'init' || node.method || !isNode(node.key)) return undefined;
  const key = node.computed ? `[${source(node.key) ?? ''}]` : node.key.type === 'Identifier' ? (node.key.name as string) : node.key.type === 'Literal' ? literal(node.key) : undefined;
  const value = source(node.value);
  return key === undefined || key === '[]' || value === undefined ? undefined : `${key}: ${value}`;
}

function spread(node: EstreeNode): string | undefined {
  const argument = source(node.argument);
  return argument === undefined ? undefined : `...${argument}`;
}

/** All or nothing: one part that cannot be written makes the whole unwritable. */
function list(items: unknown, each: (node: EstreeNode) => string | undefined, holes = false): string | undefined {
  if (!Array.isArray(items)) return undefined;
  const parts = items.map((item) => (item === null && holes ? '' : isNode(item) ? each(item) : undefined));
  return parts.every((part) => part !== undefined) ? parts.join(', ') : undefined;
}

/** The expression's source, or undefined when it is not one of the data forms above. */
export function source(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  switch (node.type) {
    case 'Literal':
      return literal(node);
    case 'Identifier':
      return node.name as string;
    case 'UnaryExpression': {
      const argument = source(node.argument);
      return argument === undefined || !['-', '+', '!'].includes(node.operator as string) ? undefined : `${node.operator as string}${argument}`;
    }
    case 'ArrayExpression': {
      const items = list(node.elements, (item) => (item.type === 'SpreadElement' ? spread(item) : source(item)), true);
      return items === undefined ? undefined : `[${items}]`;
    }
    case 'ObjectExpression': {
      const items = list(node.properties, property);
      return items === undefined ? undefined : `{${items}}`;
    }
    case 'NewExpression': {
      const callee = isNode(node.callee) && node.callee.type === 'Identifier' ? (node.callee.name as string) : undefined;
      const args = list(node.arguments, source);
      return callee === undefined || args === undefined ? undefined : `new ${callee}(${args})`;
    }
    default:
      return undefined;
  }
}

/** The source of a Program holding one expression statement (an attribute value's estree), if it is data. */
export function programExpression(program: unknown): string | undefined {
  const body = isNode(program) && Array.isArray(program.body) ? program.body : [];
  return body.length === 1 && isNode(body[0]) && body[0].type === 'ExpressionStatement' ? source(body[0].expression) : undefined;
}
