// `shared/ui`: the storefront's plain components and the design tokens, without antd.
export * from './src/ui/index';
