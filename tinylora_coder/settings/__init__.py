"""The scripts' settings, one dataclass per script family, each field with its default and its help: the single
source of every command-line default (package-wide constants such as paths and the model id stay in config.py,
which these read). No torch here: the scripts build --help from these before loading anything heavy.

- fields: option() declares a field; add_arguments() turns a dataclass into argparse arguments; shared checks.
- training: TrainingConfig (train_rl.py) and its checks.
- evaluation: EvaluationConfig, shared by TestConfig (test.py) and ValidationConfig (validate.py), with its checks
  written once; CalibrationConfig (calibrate.py); VerifyConfig (verify_pipeline.py).
"""
