#!/usr/bin/env python3
"""Run a PyTorch program's torch.compile for a GPU this machine does not have, up to Inductor's scheduler.

    python3 scripts/fake_gpu.py [--gpu h100|h200|a100] SCRIPT [ARGS...]

Used under scripts/fusescope-capture to record what a PyTorch release's Inductor decides for a CUDA device
when no GPU with that release is at hand (the GPU host has PyTorch 2.11 only; a CUDA build of a newer release
runs on this CPU machine but finds no driver). It makes torch.cuda report one GPU of the named kind, runs
SCRIPT (as `python3 SCRIPT ARGS`) inside a FakeTensorMode, so every tensor it makes on the device it names
(`device="cuda"`) is a fake one with shapes and no data, and lets Inductor lower each graph and run its whole scheduler: the
fusion rounds, every `cannot fuse` line of TORCH_LOGS=+fusion, ir_pre_fusion and ir_post_fusion. Then it stops
that graph's compile before code generation (Triton needs a driver to compile kernels) and lets the graph run
eagerly on the fake tensors, so the program goes on to its next graph and its backward. No output_code.py is
written; FuseScope compares against the recorded post-fusion IR and the fusion log.

Checked on the GPU host with PyTorch 2.11 (CUDA_VISIBLE_DEVICES= so the real GPU is hidden): every program of
scripts/gpu_programs.py makes the same +fusion decisions, line for line, and the same ir_post_fusion.txt as on
the real H200. Needs a CUDA build of PyTorch with Triton, and a C compiler for the two stub libraries.

What differs from a real GPU, and why the scheduler's decisions do not depend on it: kernels are never
benchmarked (benchmark_fusion and max-autotune are off by default, and a capture that turns them on is not
one this script can make); the device properties are the named GPU's published figures; Inductor's
randperm patterns are not registered (a fake randperm needs a real generator), so a program calling
torch.randperm may lower differently; torch.tensor(data, device='cuda') gives a fake tensor without its values.
One difference was seen: a depthwise convolution's backward (ConvNeXt) lowers with its bias-gradient sum
elsewhere in the node order than on the H200, so fake-GPU captures of depthwise convolutions are not used.
"""
import collections
import os
import runpy
import subprocess
import sys
import tempfile

import torch
import torch.cuda.graphs as cuda_graphs

Props = collections.namedtuple(
    "Props", "name major minor multi_processor_count total_memory warp_size max_threads_per_multi_processor "
             "regs_per_multiprocessor shared_memory_per_block_optin shared_memory_per_multiprocessor "
             "L2_cache_size gcnArchName max_threads_per_block uuid is_integrated")

# Published figures of each kind (CUDA's deviceQuery); only a few of them reach the scheduler.
GPUS = {
    "h200": Props("NVIDIA H200", 9, 0, 132, 141 * 2**30, 32, 2048, 65536, 232448, 233472, 50 * 2**20, "", 1024,
                  "fake-h200", False),
    "h100": Props("NVIDIA H100 80GB HBM3", 9, 0, 132, 80 * 2**30, 32, 2048, 65536, 232448, 233472, 50 * 2**20,
                  "", 1024, "fake-h100", False),
    "a100": Props("NVIDIA A100-SXM4-80GB", 8, 0, 108, 80 * 2**30, 32, 2048, 65536, 166912, 167936, 40 * 2**20,
                  "", 1024, "fake-a100", False),
}


# Autograd and the device guards call the CUDA runtime in C++ (the current stream of a tensor's device, the
# device count), which a Python patch cannot reach: these two stub libraries answer those calls for one GPU.
# Preloaded, the first overrides the runtime's own entry points; the second stands in for the driver.
CUDART_STUBS = r"""
/* CUDA runtime entry points that PyTorch calls from C++ even for fake tensors (device guards, the current
   stream, cuDNN's eligibility checks read the device properties), answered for one pretend GPU described by
   FUSESCOPE_FAKE_GPU_PROPS. Preloaded, these definitions take the place of the runtime's own. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cuda_runtime_api.h>

static struct cudaDeviceProp fake_props(void) {
  struct cudaDeviceProp p;
  memset(&p, 0, sizeof p);
  unsigned long long mem = 0, smem_optin = 0, smem_sm = 0;
  const char *spec = getenv("FUSESCOPE_FAKE_GPU_PROPS");
  if (spec)
    sscanf(spec, "%255[^|]|%d|%d|%d|%llu|%llu|%llu|%d|%d|%d", p.name, &p.major, &p.minor, &p.multiProcessorCount,
           &mem, &smem_optin, &smem_sm, &p.l2CacheSize, &p.regsPerMultiprocessor, &p.maxThreadsPerMultiProcessor);
  p.totalGlobalMem = mem;
  p.sharedMemPerBlockOptin = smem_optin;
  p.sharedMemPerMultiprocessor = smem_sm;
  p.sharedMemPerBlock = 49152;
  p.regsPerBlock = 65536;
  p.warpSize = 32;
  p.maxThreadsPerBlock = 1024;
  p.maxThreadsDim[0] = 1024; p.maxThreadsDim[1] = 1024; p.maxThreadsDim[2] = 64;
  p.maxGridSize[0] = 2147483647; p.maxGridSize[1] = 65535; p.maxGridSize[2] = 65535;
  p.totalConstMem = 65536;
  p.memoryBusWidth = 5120;
  p.maxBlocksPerMultiProcessor = 32;
  p.concurrentKernels = 1;
  p.unifiedAddressing = 1;
  p.managedMemory = 1;
  p.streamPrioritiesSupported = 1;
  return p;
}

#undef cudaGetDeviceProperties
cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device) { (void)device; *prop = fake_props(); return cudaSuccess; }
cudaError_t cudaGetDeviceProperties_v2(struct cudaDeviceProp *prop, int device) { return cudaGetDeviceProperties(prop, device); }
cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device) {
  (void)device;
  struct cudaDeviceProp p = fake_props();
  switch (attr) {
    case cudaDevAttrComputeCapabilityMajor: *value = p.major; break;
    case cudaDevAttrComputeCapabilityMinor: *value = p.minor; break;
    case cudaDevAttrMultiProcessorCount: *value = p.multiProcessorCount; break;
    case cudaDevAttrMaxSharedMemoryPerBlockOptin: *value = (int)p.sharedMemPerBlockOptin; break;
    case cudaDevAttrMaxSharedMemoryPerBlock: *value = (int)p.sharedMemPerBlock; break;
    case cudaDevAttrMaxThreadsPerBlock: *value = p.maxThreadsPerBlock; break;
    case cudaDevAttrWarpSize: *value = p.warpSize; break;
    case cudaDevAttrL2CacheSize: *value = p.l2CacheSize; break;
    case cudaDevAttrMaxRegistersPerMultiprocessor: *value = p.regsPerMultiprocessor; break;
    case cudaDevAttrMaxThreadsPerMultiProcessor: *value = p.maxThreadsPerMultiProcessor; break;
    default: *value = 0;
  }
  return cudaSuccess;
}
cudaError_t cudaGetDeviceCount(int *n) { *n = 1; return cudaSuccess; }
cudaError_t cudaGetDevice(int *d) { *d = 0; return cudaSuccess; }
cudaError_t cudaSetDevice(int d) { (void)d; return cudaSuccess; }
cudaError_t cudaGetLastError(void) { return cudaSuccess; }
cudaError_t cudaPeekAtLastError(void) { return cudaSuccess; }
cudaError_t cudaDriverGetVersion(int *v) { *v = CUDART_VERSION; return cudaSuccess; }
cudaError_t cudaDeviceGetStreamPriorityRange(int *lo, int *hi) { if (lo) *lo = 0; if (hi) *hi = -5; return cudaSuccess; }
cudaError_t cudaStreamIsCapturing(cudaStream_t s, enum cudaStreamCaptureStatus *status) { (void)s; *status = cudaStreamCaptureStatusNone; return cudaSuccess; }
"""
LIBCUDA_STUB = r"""
/* A driver with one GPU whose primary context was never made: nothing is ever launched on it. */
int cuDevicePrimaryCtxGetState(int dev, unsigned *flags, int *active) { (void)dev; *flags = 0; *active = 0; return 0; }
int cuInit(unsigned flags) { (void)flags; return 0; }
int cuDriverGetVersion(int *v) { *v = 13000; return 0; }
int cuDeviceGetCount(int *n) { *n = 1; return 0; }
int cuCtxGetCurrent(void **ctx) { *ctx = 0; return 0; }
"""


def cuda_include_dirs():
    """The CUDA runtime headers of the installed PyTorch's own runtime (so cudaDeviceProp's layout is the one
    that runtime has), and Triton's copy for the crt/ headers the pip packages leave out."""
    site = os.path.dirname(os.path.dirname(torch.__file__))
    found = []
    for sub in sorted(os.listdir(os.path.join(site, "nvidia"))) if os.path.isdir(os.path.join(site, "nvidia")) else []:
        for candidate in (os.path.join(site, "nvidia", sub, "include"),):
            if os.path.exists(os.path.join(candidate, "cuda_runtime_api.h")):
                found.append(candidate)
    triton = os.path.join(site, "triton", "backends", "nvidia", "include")
    if os.path.isdir(triton):
        found.append(triton)
    if not found:
        sys.exit("fake_gpu: no CUDA runtime headers beside this PyTorch (a CUDA build of PyTorch is needed)")
    return found


def reexec_with_stubs(props):
    """Builds the stubs once per process tree (needs a C compiler) and restarts Python with them preloaded."""
    if os.environ.get("FUSESCOPE_FAKE_GPU_STUBS"):
        return
    folder = tempfile.mkdtemp(prefix="fusescope-fake-gpu-")
    includes = [f"-I{d}" for d in cuda_include_dirs()]
    for name, soname, source in (("libfakecudart.so", None, CUDART_STUBS), ("libcuda.so.1", "libcuda.so.1", LIBCUDA_STUB)):
        src = os.path.join(folder, name + ".c")
        with open(src, "w") as f:
            f.write(source)
        command = [os.environ.get("CC", "cc"), "-shared", "-fPIC", "-O2", *includes, "-o", os.path.join(folder, name), src]
        subprocess.run(command + ([f"-Wl,-soname,{soname}"] if soname else []), check=True)
    env = dict(os.environ, FUSESCOPE_FAKE_GPU_STUBS=folder, FUSESCOPE_FAKE_GPU_PROPS="|".join(str(v) for v in (
        props.name, props.major, props.minor, props.multi_processor_count, props.total_memory,
        props.shared_memory_per_block_optin, props.shared_memory_per_multiprocessor, props.L2_cache_size,
        props.regs_per_multiprocessor, props.max_threads_per_multi_processor)))
    env["LD_PRELOAD"] = " ".join(filter(None, [os.path.join(folder, "libfakecudart.so"), env.get("LD_PRELOAD")]))
    env["LD_LIBRARY_PATH"] = ":".join(filter(None, [folder, env.get("LD_LIBRARY_PATH")]))
    os.execve(sys.executable, [sys.executable, os.path.abspath(__file__)] + sys.argv[1:], env)


class SchedulerDone(Exception):
    """Raised once Inductor's scheduler has fused a graph: code generation is what needs a real GPU."""


def pretend_gpu(props):
    cuda = torch.cuda
    rng_state = torch.zeros(16, dtype=torch.uint8)
    for name, value in {
        "is_available": lambda: True,
        "device_count": lambda: 1,
        "current_device": lambda: 0,
        "get_device_capability": lambda device=None: (props.major, props.minor),
        "get_device_properties": lambda device=None: props,
        "get_device_name": lambda device=None: props.name,
        "is_bf16_supported": lambda *a, **k: True,
        "_lazy_init": lambda: None,
        "set_device": lambda device: None,
        "synchronize": lambda *a, **k: None,
        "get_rng_state": lambda *a, **k: rng_state,
        "set_rng_state": lambda *a, **k: None,
        "_exchange_device": lambda index: 0,
        "_maybe_exchange_device": lambda index: 0,
        "is_current_stream_capturing": lambda: False,
    }.items():
        setattr(cuda, name, value)
    cuda_graphs.is_current_stream_capturing = lambda: False
    # Inductor asks through Dynamo's device interface, which kept the original functions when it was made.
    from torch._dynamo.device_interface import CudaInterface
    for name in ("current_device", "set_device", "device_count", "synchronize", "get_device_properties",
                 "exchange_device", "maybe_exchange_device", "is_bf16_supported", "is_available"):
        original = {"exchange_device": "_exchange_device", "maybe_exchange_device": "_maybe_exchange_device"}
        setattr(CudaInterface, name, staticmethod(getattr(cuda, original.get(name, name))))
    CudaInterface.get_compute_capability = staticmethod(lambda device=None: props.major * 10 + props.minor)
    # Dynamo asks the accelerator for its current stream object, which needs a driver; no stream is used.
    torch.accelerator.is_available = lambda: False

    # torch.tensor(data, device="cuda") copies real data to the device even under a FakeTensorMode.
    real_tensor = torch.tensor

    def tensor(*args, device=None, **kwargs):
        if device is not None and torch.device(device).type == "cuda":
            t = real_tensor(*args, device="cpu", **kwargs)
            return torch.empty(t.shape, dtype=t.dtype, device=device, requires_grad=t.requires_grad)
        return real_tensor(*args, device=device, **kwargs)

    torch.tensor = tensor
    # A fake CUDA tensor's first making allocates one real element "to initialise the context" (2.11).
    import torch._subclasses.fake_tensor as fake_tensor
    fake_tensor.init_gpu_context = lambda device: None
    # Fake uniform_ decomposes through a CUDA generator; eager initialisation (nn.Linear's) needs no values.
    # Dynamo traces uniform_ as the op itself, so compiled graphs keep it.
    torch.Tensor.uniform_ = lambda self, *args, **kwargs: self


def stop_after_scheduler():
    import torch._inductor.compile_fx as compile_fx
    import torch._inductor.fx_passes.misc_patterns as misc_patterns
    import torch._inductor.output_code as output_code
    import torch._inductor.scheduler as scheduler

    misc_patterns._misc_patterns_init = lambda *a, **k: None  # randperm patterns (see the docstring)
    init = scheduler.Scheduler.__init__

    def init_then_stop(self, *args, **kwargs):
        init(self, *args, **kwargs)
        raise SchedulerDone()

    scheduler.Scheduler.__init__ = init_then_stop

    # The joint-graph pass that folds uniform constants computes their values with real one-element tensors
    # on the graph's device; the same arithmetic on the CPU gives the same values.
    from torch.utils._python_dispatch import TorchDispatchMode
    import torch._inductor.fx_passes.joint_graph as joint_graph

    class OnCpu(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            kwargs = dict(kwargs or {})
            if isinstance(kwargs.get("device"), torch.device) and kwargs["device"].type == "cuda":
                kwargs["device"] = torch.device("cpu")
            return func(*args, **kwargs)

    deduce = joint_graph.UniformValueConstantFolder._deduce_value

    def deduce_on_cpu(self, node):
        with OnCpu():
            return deduce(self, node)

    joint_graph.UniformValueConstantFolder._deduce_value = deduce_on_cpu
    codegen_and_compile = compile_fx.fx_codegen_and_compile

    def scheduled_then_eager(gm, example_inputs, *args, **kwargs):
        # Inductor's post-grad passes rewrite gm in place (reinplacing makes foreach ops return None): run a
        # copy of the graph as it came.
        graph = torch.fx.Graph()
        graph.output(graph.graph_copy(gm.graph, {}))
        eager = torch.fx.GraphModule(gm, graph)
        try:
            return codegen_and_compile(gm, example_inputs, *args, **kwargs)
        except Exception as e:  # Inductor wraps what its compile raises
            cause = e
            while cause is not None and not isinstance(cause, SchedulerDone):
                cause = cause.__cause__ or cause.__context__
            if cause is None:
                raise
        return output_code.MockFXGraphCacheOutput(gm=lambda inputs: eager(*inputs))

    compile_fx.fx_codegen_and_compile = scheduled_then_eager


def main():
    args = sys.argv[1:]
    gpu = "h200"
    if args[:1] == ["--gpu"] and len(args) >= 2:
        gpu, args = args[1], args[2:]
    if not args or gpu not in GPUS:
        sys.exit(__doc__ + "\nGPUs: " + ", ".join(GPUS))
    reexec_with_stubs(GPUS[gpu])
    pretend_gpu(GPUS[gpu])
    stop_after_scheduler()
    from torch._subclasses.fake_tensor import FakeTensorMode
    args[0] = os.path.abspath(args[0])   # stack traces name the file as a real run does
    sys.argv = args
    sys.path.insert(0, os.path.dirname(os.path.abspath(args[0])))
    # No set_default_device: its function mode would be a frame of every node's stack trace. A program
    # names its device (scripts/gpu_programs.py does).
    with FakeTensorMode(allow_non_fake_inputs=False):
        runpy.run_path(args[0], run_name="__main__")


if __name__ == "__main__":
    main()
