/**
 * A site plugin's options as @docusaurus/core gives them (server/plugins/init.js): through the
 * plugin's `validateOptions` when it has one (its module's `default.validateOptions` or
 * `validateOptions`, or the plugin function's own), else as written, with its `id`. kubeedge's
 * plugins borrow the blog plugin's (`plugin.validateOptions = pluginContentBlog.validateOptions`),
 * which fills in the defaults (`authorsMapPath`, …) the blog plugin they call then reads.
 */
type Raw = Record<string, unknown>;
type Validate = (args: { validate: (schema: unknown, options: Raw) => Raw; options: Raw }) => Raw;

interface Schema {
  validate(value: unknown, options: { convert: boolean }): { value?: Raw; error?: Error };
  append?(keys: Raw): Schema;
  $_root?: { string(): { regex(pattern: RegExp): { default(value: string): unknown } } };
}

/**
 * @docusaurus/utils-validation's `normalizePluginOptions`: the schema (Joi) with the plugin `id`
 * appended, read without conversion; a mistake throws, as it stops Docusaurus.
 */
function normalizePluginOptions(schema: unknown, options: Raw): Raw {
  const joi = schema as Schema;
  const withId = joi.append && joi.$_root ? joi.append({ id: joi.$_root.string().regex(/^[\w-]+$/).default('default') }) : joi;
  const { value, error } = withId.validate(options, { convert: false });
  if (error) throw error;
  return value ?? options;
}

export function pluginOptions(module: unknown, plugin: unknown, options: Raw): Raw {
  const of = (value: unknown) => (value as { validateOptions?: unknown } | null | undefined)?.validateOptions;
  const validateOptions = module !== undefined ? (of((module as { default?: unknown }).default) ?? of(module)) : of(plugin);
  if (typeof validateOptions !== 'function') return options;
  return (validateOptions as Validate)({ validate: normalizePluginOptions, options });
}
