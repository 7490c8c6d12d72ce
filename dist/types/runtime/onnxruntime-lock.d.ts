/** The runtime install's manifest and lockfile: `npm ci` installs exactly these. */
export declare const ONNXRUNTIME_LOCK: {
    version: string;
    manifest: {
        name: string;
        private: boolean;
        dependencies: {
            'onnxruntime-node': string;
        };
    };
    lockfile: {
        name: string;
        lockfileVersion: number;
        requires: boolean;
        packages: {
            '': {
                name: string;
                dependencies: {
                    'onnxruntime-node': string;
                };
            };
            'node_modules/adm-zip': {
                version: string;
                integrity: string;
                license: string;
                engines: {
                    node: string;
                };
            };
            'node_modules/define-data-property': {
                version: string;
                integrity: string;
                license: string;
                dependencies: {
                    'es-define-property': string;
                    'es-errors': string;
                    gopd: string;
                };
                engines: {
                    node: string;
                };
                funding: {
                    url: string;
                };
            };
            'node_modules/define-properties': {
                version: string;
                integrity: string;
                license: string;
                dependencies: {
                    'define-data-property': string;
                    'has-property-descriptors': string;
                    'object-keys': string;
                };
                engines: {
                    node: string;
                };
                funding: {
                    url: string;
                };
            };
            'node_modules/es-define-property': {
                version: string;
                integrity: string;
                license: string;
                engines: {
                    node: string;
                };
            };
            'node_modules/es-errors': {
                version: string;
                integrity: string;
                license: string;
                engines: {
                    node: string;
                };
            };
            'node_modules/escape-string-regexp': {
                version: string;
                integrity: string;
                license: string;
                engines: {
                    node: string;
                };
                funding: {
                    url: string;
                };
            };
            'node_modules/global-agent': {
                version: string;
                integrity: string;
                license: string;
                dependencies: {
                    globalthis: string;
                    matcher: string;
                    semver: string;
                    'serialize-error': string;
                };
                engines: {
                    node: string;
                };
            };
            'node_modules/globalthis': {
                version: string;
                integrity: string;
                license: string;
                dependencies: {
                    'define-properties': string;
                    gopd: string;
                };
                engines: {
                    node: string;
                };
                funding: {
                    url: string;
                };
            };
            'node_modules/gopd': {
                version: string;
                integrity: string;
                license: string;
                engines: {
                    node: string;
                };
                funding: {
                    url: string;
                };
            };
            'node_modules/has-property-descriptors': {
                version: string;
                integrity: string;
                license: string;
                dependencies: {
                    'es-define-property': string;
                };
                funding: {
                    url: string;
                };
            };
            'node_modules/matcher': {
                version: string;
                integrity: string;
                license: string;
                dependencies: {
                    'escape-string-regexp': string;
                };
                engines: {
                    node: string;
                };
                funding: {
                    url: string;
                };
            };
            'node_modules/object-keys': {
                version: string;
                integrity: string;
                license: string;
                engines: {
                    node: string;
                };
            };
            'node_modules/onnxruntime-common': {
                version: string;
                integrity: string;
                license: string;
            };
            'node_modules/onnxruntime-node': {
                version: string;
                integrity: string;
                hasInstallScript: boolean;
                license: string;
                os: string[];
                dependencies: {
                    'adm-zip': string;
                    'global-agent': string;
                    'onnxruntime-common': string;
                };
            };
            'node_modules/semver': {
                version: string;
                integrity: string;
                license: string;
                bin: {
                    semver: string;
                };
                engines: {
                    node: string;
                };
            };
            'node_modules/serialize-error': {
                version: string;
                integrity: string;
                license: string;
                dependencies: {
                    'type-fest': string;
                };
                engines: {
                    node: string;
                };
                funding: {
                    url: string;
                };
            };
            'node_modules/type-fest': {
                version: string;
                integrity: string;
                license: string;
                engines: {
                    node: string;
                };
                funding: {
                    url: string;
                };
            };
        };
    };
};
