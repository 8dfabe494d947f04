// `shared/antd`: the lazy antd scope. Its own entry, so that `shared` and `shared/ui` load without antd.
export { AntdScope, lazyAntdPage, loadAntdScope } from './src/ui/antd/antd-scope';
export { ANTD_THEME } from './src/ui/antd/antd-theme';
