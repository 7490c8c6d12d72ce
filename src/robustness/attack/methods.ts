/**
 * The names of the attack methods (transforms.attack.methods), after the
 * papers they follow: MHM (Zhang et al., AAAI 2020), WIR-Random (Zeng et al.,
 * ISSTA 2022), ALERT (Yang et al., ICSE 2022), CODA (Tian et al., ASE 2023),
 * and this project's greedy
 * search. A leaf module: the config, the gate and the report read the names
 * without loading the searches.
 */
export const ATTACK_METHODS = ['mhm', 'wir-random', 'alert', 'coda', 'greedy'] as const;
export type AttackMethod = (typeof ATTACK_METHODS)[number];
