"""TinyLoRA-GRPO-Coder: the code behind utils.py, one concern per module, in the order data flows.

utils.py (at the repository root) is the import surface and the map; TECHNICAL_GUIDE.md has a page on
what lives where. Importing this package imports nothing heavy: torch and transformers load only with
the modules that need them.
"""

import logging as _logging
import warnings as _warnings

# Known library noise, silenced at the source (nothing in it is actionable for a user of this project):
# - bitsandbytes on CPUs with AVX512-BF16 logs that an optional 'kernels' package is missing, at import time;
# - TRL 1.16 reads model.is_gradient_checkpointing, deprecated in transformers 5.
_logging.getLogger("bitsandbytes.backends.cpu.ops").setLevel(_logging.ERROR)
_warnings.filterwarnings("ignore", message=".*is_gradient_checkpointing.*", category=FutureWarning)
_warnings.filterwarnings("ignore", message=".*gradient_checkpointing.*", category=FutureWarning)
