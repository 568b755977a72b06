"""Reinforcement-learning environments (the optional extra ``mtgrules[rl]``): a PettingZoo
AEC environment for two players and a Gymnasium environment for one seat; docs/rl.md."""

from .encoding import N_ACTIONS, OBS_SIZE, encode
from .env import MtgAECEnv, MtgGymEnv, action_for, env, gym_env

__all__ = [
    "N_ACTIONS",
    "OBS_SIZE",
    "MtgAECEnv",
    "MtgGymEnv",
    "action_for",
    "encode",
    "env",
    "gym_env",
]
