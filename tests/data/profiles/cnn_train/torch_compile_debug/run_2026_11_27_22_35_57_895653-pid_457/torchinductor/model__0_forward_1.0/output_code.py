# AOT ID: ['0_forward']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /tmp/torchinductor_root/gf/cgfam2klsjt7ihuz3em5v7ekpdpq2k3d2yg4eenkchlzlrvedod3.py
# Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
# Source node to ATen node mapping:
#   conv2d => convolution
# Graph fragment:
#   %buf0 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0" = PlaceHolder[target=buf0]
#   %primals_2 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_2]
#   %convolution : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%primals_3, %primals_1, %primals_2, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convolution
triton_poi_fused_convolution_0 = async_compile.triton('triton_poi_fused_convolution_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6291456}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_0(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x3 = xindex
    x1 = ((xindex // 1024) % 32)
    tmp0 = tl.load(in_out_ptr0 + (x3), None)
    tmp1 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x3), tmp2, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/un/cunutsuzyhu6ed67t7ohzq4z6rip2lodac4f7noxz6iwerzys5xc.py
# Topologically Sorted Source Nodes: [batch_norm], Original ATen: [aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   batch_norm => var_mean
# Graph fragment:
#   %convolution : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0" = PlaceHolder[target=convolution]
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %buf2,%buf3,%buf4
triton_red_fused__native_batch_norm_legit_functional_1 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 8192},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1536, 'r0_': 2097152}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_1(in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 8192
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 32)
    x1 = xindex // 32
    tmp2_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (1024*x0 + 32768*(r0_2 // 1024) + 262144*x1 + ((r0_2 % 1024))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp2_mean_next, tmp2_m2_next, tmp2_weight_next = triton_helpers.welford_reduce(
            tmp1, tmp2_mean, tmp2_m2, tmp2_weight, roffset == 0
        )
        tmp2_mean = tl.where(r0_mask & xmask, tmp2_mean_next, tmp2_mean)
        tmp2_m2 = tl.where(r0_mask & xmask, tmp2_m2_next, tmp2_m2)
        tmp2_weight = tl.where(r0_mask & xmask, tmp2_weight_next, tmp2_weight)
    tmp3, tmp4, tmp5 = triton_helpers.welford(tmp2_mean, tmp2_m2, tmp2_weight, 1)
    tmp2 = tmp3[:, None]
    tmp6 = tmp4[:, None]
    tmp7 = tmp5[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
    tl.store(out_ptr1 + (x3), tmp6, xmask)
    tl.store(out_ptr2 + (x3), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/rg/crgdogv4ljvtuwsv62hjh5oaw6ffjy5w6r5xxvqrklscf236pt6n.py
# Topologically Sorted Source Nodes: [batch_norm], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
# Source node to ATen node mapping:
#   batch_norm => add_1, add_2, add_3, mul_1, mul_2, mul_3, mul_4, mul_5, rsqrt, squeeze, squeeze_2, var_mean
# Graph fragment:
#   %buf2 : Tensor "f32[1, 32, 1, 1, 2][64, 1, 64, 64, 32]cuda:0" = PlaceHolder[target=buf2]
#   %buf3 : Tensor "f32[1, 32, 1, 1, 2][64, 1, 64, 64, 32]cuda:0" = PlaceHolder[target=buf3]
#   %buf4 : Tensor "f32[1, 32, 1, 1, 2][64, 1, 64, 64, 32]cuda:0" = PlaceHolder[target=buf4]
#   %buf6 : Tensor "f32[1, 32, 1, 1][32, 1, 32, 32]cuda:0" = PlaceHolder[target=buf6]
#   %copy__2 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=copy__2]
#   %add_3 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=add_3]
#   %getitem_1 : Tensor "f32[1, 32, 1, 1][32, 1, 32, 32]cuda:0" = PlaceHolder[target=getitem_1]
#   %copy__1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=copy__1]
#   %add_2 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=add_2]
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_1 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_1,), kwargs = {})
#   %squeeze : Tensor "f32[32][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_1, [0, 2, 3]), kwargs = {})
#   %mul_1 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, 0.1), kwargs = {})
#   %mul_2 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_5, 0.9), kwargs = {})
#   %add_2 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %mul_2), kwargs = {})
#   %squeeze_2 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem, [0, 2, 3]), kwargs = {})
#   %mul_3 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_2, 1.0000610388817677), kwargs = {})
#   %mul_4 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_3, 0.1), kwargs = {})
#   %mul_5 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_6, 0.9), kwargs = {})
#   %add_3 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   %copy__1 : Tensor "f32[32][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_5, %add_2), kwargs = {})
#   %copy__2 : Tensor "f32[32][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_6, %add_3), kwargs = {})
#   return %getitem_1,%buf6,%rsqrt,%add_3,%buf33,%add_2,%buf30
triton_per_fused__native_batch_norm_legit_functional_copy__2 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_copy__2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 2},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_copy__2', 'mutated_arg_names': ['in_ptr3', 'in_ptr4', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 5, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2304, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_copy__2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr4, out_ptr6, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 32
    r0_numel = 2
    R0_BLOCK: tl.constexpr = 2
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 32*r0_1), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x0 + 32*r0_1), xmask, other=0.0)
    tmp2 = tl.load(in_ptr2 + (x0 + 32*r0_1), xmask, other=0.0)
    tmp25 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp3, 0)
    tmp8 = tl.where(xmask, tmp4, 0)
    tmp9 = tl.where(xmask, tmp5, 0)
    tmp10, tmp11, tmp12 = triton_helpers.welford(tmp7, tmp8, tmp9, 1)
    tmp13 = tmp10[:, None]
    tmp14 = tmp11[:, None]
    tmp15 = tmp12[:, None]
    tmp16 = tl.full([1, 1], 16384.0, tl.float32)
    tmp17 = (tmp14 / tmp16)
    tmp18 = tl.full([1, 1], 1e-05, tl.float32)
    tmp19 = tmp17 + tmp18
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tl.full([1, 1], 1.0000610388817677, tl.float32)
    tmp22 = tmp17 * tmp21
    tmp23 = tl.full([1, 1], 0.1, tl.float32)
    tmp24 = tmp22 * tmp23
    tmp26 = tl.full([1, 1], 0.9, tl.float32)
    tmp27 = tmp25 * tmp26
    tmp28 = tmp24 + tmp27
    tmp29 = tmp13 * tmp23
    tmp31 = tmp30 * tmp26
    tmp32 = tmp29 + tmp31
    tl.store(out_ptr2 + (x0), tmp20, xmask)
    tl.store(out_ptr4 + (x0), tmp28, xmask)
    tl.store(out_ptr6 + (x0), tmp32, xmask)
    tl.store(out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr1 + (x0), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/oj/cojurwgv5dumgv4g4yggod2ippropknrvnzgqy5t5rtfj6wyura3.py
# Topologically Sorted Source Nodes: [batch_norm, x], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
# Source node to ATen node mapping:
#   batch_norm => add_1, add_4, mul, mul_6, rsqrt, sub, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, var_mean
#   x => relu
# Graph fragment:
#   %convolution : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0" = PlaceHolder[target=convolution]
#   %getitem_1 : Tensor "f32[1, 32, 1, 1][32, 1, 32, 32]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf6 : Tensor "f32[1, 32, 1, 1][32, 1, 32, 32]cuda:0" = PlaceHolder[target=buf6]
#   %primals_7 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_7]
#   %primals_8 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_8]
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_1 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_1,), kwargs = {})
#   %sub : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %unsqueeze : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_7, -1), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[32, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, -1), kwargs = {})
#   %mul_6 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %unsqueeze_1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_8, -1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[32, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, -1), kwargs = {})
#   %add_4 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %unsqueeze_3), kwargs = {})
#   %relu : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_4,), kwargs = {})
#   return %relu
triton_poi_fused__native_batch_norm_legit_functional_relu_3 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_relu_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_relu_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6291456}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_relu_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x3 = xindex
    x1 = ((xindex // 1024) % 32)
    tmp0 = tl.load(in_ptr0 + (x3), None)
    tmp1 = tl.load(in_ptr1 + (x1), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x1), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x1), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (x1), None, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 16384.0, tl.float32)
    tmp5 = (tmp3 / tmp4)
    tmp6 = tl.full([1], 1e-05, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = libdevice.rsqrt(tmp7)
    tmp9 = tmp2 * tmp8
    tmp11 = tmp9 * tmp10
    tmp13 = tmp11 + tmp12
    tmp14 = tl.full([1], 0, tl.int32)
    tmp15 = triton_helpers.maximum(tmp14, tmp13)
    tl.store(out_ptr0 + (x3), tmp15, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/hp/chpnw7ihpaw5ca3gxkba5wljhrvbk5pxbkg2mf5ixni4i4rk2cnz.py
# Topologically Sorted Source Nodes: [conv2d_1, batch_norm_1, x_1], Original ATen: [aten.convolution, aten._native_batch_norm_legit_functional, aten.relu, aten.copy_]
# Source node to ATen node mapping:
#   batch_norm_1 => add_6, add_7, add_8, add_9, mul_10, mul_11, mul_12, mul_13, mul_7, mul_8, mul_9, rsqrt_1, squeeze_3, squeeze_5, sub_1, unsqueeze_4, unsqueeze_5, unsqueeze_6, unsqueeze_7, var_mean_1
#   conv2d_1 => convolution_1
#   x_1 => relu_1
# Graph fragment:
#   %buf10 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=buf10]
#   %primals_10 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_10]
#   %convolution_1 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %buf13 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=buf13]
#   %copy__5 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=copy__5]
#   %add_8 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=add_8]
#   %getitem_3 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_3]
#   %copy__4 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=copy__4]
#   %add_7 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=add_7]
#   %primals_14 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_14]
#   %primals_15 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_15]
#   %convolution_1 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%relu, %primals_9, %primals_10, [2, 2], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_1, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_6 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_2, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_6,), kwargs = {})
#   %sub_1 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %getitem_3), kwargs = {})
#   %mul_7 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %squeeze_3 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_3, [0, 2, 3]), kwargs = {})
#   %mul_8 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_3, 0.1), kwargs = {})
#   %mul_9 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_12, 0.9), kwargs = {})
#   %add_7 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, %mul_9), kwargs = {})
#   %squeeze_5 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_2, [0, 2, 3]), kwargs = {})
#   %mul_10 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_5, 1.0002442002442002), kwargs = {})
#   %mul_11 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, 0.1), kwargs = {})
#   %mul_12 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_13, 0.9), kwargs = {})
#   %add_8 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_11, %mul_12), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_14, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, -1), kwargs = {})
#   %mul_13 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, %unsqueeze_5), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_15, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, -1), kwargs = {})
#   %add_9 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_13, %unsqueeze_7), kwargs = {})
#   %relu_1 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_9,), kwargs = {})
#   %copy__4 : Tensor "f32[64][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_12, %add_7), kwargs = {})
#   %copy__5 : Tensor "f32[64][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_13, %add_8), kwargs = {})
#   return %convolution_1,%getitem_3,%buf13,%rsqrt_1,%add_8,%buf41,%add_7,%buf38,%relu_1
triton_red_fused__native_batch_norm_legit_functional_convolution_copy__relu_4 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_convolution_copy__relu_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 4096},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'out_ptr7': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_convolution_copy__relu_4', 'mutated_arg_names': ['in_out_ptr0', 'in_ptr1', 'in_ptr2', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 6, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3328, 'r0_': 5242880}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_convolution_copy__relu_4(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr2, out_ptr4, out_ptr6, out_ptr7, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 4096
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp4_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 256)
        r0_2 = r0_index // 256
        tmp0 = tl.load(in_out_ptr0 + (r0_1 + 256*x0 + 16384*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp4_mean_next, tmp4_m2_next, tmp4_weight_next = triton_helpers.welford_reduce(
            tmp3, tmp4_mean, tmp4_m2, tmp4_weight, roffset == 0
        )
        tmp4_mean = tl.where(r0_mask & xmask, tmp4_mean_next, tmp4_mean)
        tmp4_m2 = tl.where(r0_mask & xmask, tmp4_m2_next, tmp4_m2)
        tmp4_weight = tl.where(r0_mask & xmask, tmp4_weight_next, tmp4_weight)
        tl.store(in_out_ptr0 + (r0_1 + 256*x0 + 16384*r0_2), tmp2, r0_mask & xmask)
    tmp5, tmp6, tmp7 = triton_helpers.welford(tmp4_mean, tmp4_m2, tmp4_weight, 1)
    tmp4 = tmp5[:, None]
    tmp8 = tmp6[:, None]
    tmp9 = tmp7[:, None]
    tl.store(out_ptr0 + (x0), tmp4, xmask)
    tmp19 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp10 = tl.full([1, 1], 4096.0, tl.float32)
    tmp11 = (tmp8 / tmp10)
    tmp12 = tl.full([1, 1], 1e-05, tl.float32)
    tmp13 = tmp11 + tmp12
    tmp14 = libdevice.rsqrt(tmp13)
    tmp15 = tl.full([1, 1], 1.0002442002442002, tl.float32)
    tmp16 = tmp11 * tmp15
    tmp17 = tl.full([1, 1], 0.1, tl.float32)
    tmp18 = tmp16 * tmp17
    tmp20 = tl.full([1, 1], 0.9, tl.float32)
    tmp21 = tmp19 * tmp20
    tmp22 = tmp18 + tmp21
    tmp23 = tmp4 * tmp17
    tmp25 = tmp24 * tmp20
    tmp26 = tmp23 + tmp25
    tl.store(out_ptr2 + (x0), tmp14, xmask)
    tl.store(out_ptr4 + (x0), tmp22, xmask)
    tl.store(out_ptr6 + (x0), tmp26, xmask)
    tmp30 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp32 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 256)
        r0_2 = r0_index // 256
        tmp27 = tl.load(in_out_ptr0 + (r0_1 + 256*x0 + 16384*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp28 = tmp27 - tmp4
        tmp29 = tmp28 * tmp14
        tmp31 = tmp29 * tmp30
        tmp33 = tmp31 + tmp32
        tmp34 = tl.full([1, 1], 0, tl.int32)
        tmp35 = triton_helpers.maximum(tmp34, tmp33)
        tl.store(out_ptr7 + (r0_1 + 256*x0 + 16384*r0_2), tmp35, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tg/ctgm3zh4dc5sets4tngq6ufxgwdj4j5imgch3cmytni42foncxka.py
# Topologically Sorted Source Nodes: [conv2d_2, batch_norm_2], Original ATen: [aten.convolution, aten._native_batch_norm_legit_functional, aten.copy_]
# Source node to ATen node mapping:
#   batch_norm_2 => add_11, add_12, add_13, mul_15, mul_16, mul_17, mul_18, mul_19, rsqrt_2, squeeze_6, squeeze_8, var_mean_2
#   conv2d_2 => convolution_2
# Graph fragment:
#   %buf17 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=buf17]
#   %primals_17 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_17]
#   %convolution_2 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=convolution_2]
#   %buf20 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=buf20]
#   %copy__8 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=copy__8]
#   %add_13 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=add_13]
#   %getitem_5 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_5]
#   %copy__7 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=copy__7]
#   %add_12 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=add_12]
#   %convolution_2 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_1, %primals_16, %primals_17, [1, 1], [1, 1], [1, 1], False, [0, 0], 4), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_2, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_11 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_4, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_11,), kwargs = {})
#   %squeeze_6 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_5, [0, 2, 3]), kwargs = {})
#   %mul_15 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_6, 0.1), kwargs = {})
#   %mul_16 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_19, 0.9), kwargs = {})
#   %add_12 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_15, %mul_16), kwargs = {})
#   %squeeze_8 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_4, [0, 2, 3]), kwargs = {})
#   %mul_17 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_8, 1.0002442002442002), kwargs = {})
#   %mul_18 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_17, 0.1), kwargs = {})
#   %mul_19 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_20, 0.9), kwargs = {})
#   %add_13 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_18, %mul_19), kwargs = {})
#   %copy__7 : Tensor "f32[64][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_19, %add_12), kwargs = {})
#   %copy__8 : Tensor "f32[64][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_20, %add_13), kwargs = {})
#   return %convolution_2,%getitem_5,%buf20,%rsqrt_2,%add_13,%buf49,%add_12,%buf46
triton_red_fused__native_batch_norm_legit_functional_convolution_copy__5 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_convolution_copy__5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 4096},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_convolution_copy__5', 'mutated_arg_names': ['in_out_ptr0', 'in_ptr1', 'in_ptr2', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 5, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2816, 'r0_': 3145728}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_convolution_copy__5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr2, out_ptr4, out_ptr6, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 4096
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp4_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp4_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 256)
        r0_2 = r0_index // 256
        tmp0 = tl.load(in_out_ptr0 + (r0_1 + 256*x0 + 16384*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp4_mean_next, tmp4_m2_next, tmp4_weight_next = triton_helpers.welford_reduce(
            tmp3, tmp4_mean, tmp4_m2, tmp4_weight, roffset == 0
        )
        tmp4_mean = tl.where(r0_mask & xmask, tmp4_mean_next, tmp4_mean)
        tmp4_m2 = tl.where(r0_mask & xmask, tmp4_m2_next, tmp4_m2)
        tmp4_weight = tl.where(r0_mask & xmask, tmp4_weight_next, tmp4_weight)
        tl.store(in_out_ptr0 + (r0_1 + 256*x0 + 16384*r0_2), tmp2, r0_mask & xmask)
    tmp5, tmp6, tmp7 = triton_helpers.welford(tmp4_mean, tmp4_m2, tmp4_weight, 1)
    tmp4 = tmp5[:, None]
    tmp8 = tmp6[:, None]
    tmp9 = tmp7[:, None]
    tl.store(out_ptr0 + (x0), tmp4, xmask)
    tmp19 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp10 = tl.full([1, 1], 4096.0, tl.float32)
    tmp11 = (tmp8 / tmp10)
    tmp12 = tl.full([1, 1], 1e-05, tl.float32)
    tmp13 = tmp11 + tmp12
    tmp14 = libdevice.rsqrt(tmp13)
    tmp15 = tl.full([1, 1], 1.0002442002442002, tl.float32)
    tmp16 = tmp11 * tmp15
    tmp17 = tl.full([1, 1], 0.1, tl.float32)
    tmp18 = tmp16 * tmp17
    tmp20 = tl.full([1, 1], 0.9, tl.float32)
    tmp21 = tmp19 * tmp20
    tmp22 = tmp18 + tmp21
    tmp23 = tmp4 * tmp17
    tmp25 = tmp24 * tmp20
    tmp26 = tmp23 + tmp25
    tl.store(out_ptr2 + (x0), tmp14, xmask)
    tl.store(out_ptr4 + (x0), tmp22, xmask)
    tl.store(out_ptr6 + (x0), tmp26, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/zs/czseezassrrrhxkqyukgog5qx33ak3qjvd6twvqczlgcc3a4fk55.py
# Topologically Sorted Source Nodes: [batch_norm_2, relu_2, x_2, adaptive_avg_pool2d], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu, aten.add, aten.mean]
# Source node to ATen node mapping:
#   adaptive_avg_pool2d => mean
#   batch_norm_2 => add_14, mul_14, mul_20, sub_2, unsqueeze_10, unsqueeze_11, unsqueeze_8, unsqueeze_9
#   relu_2 => relu_2
#   x_2 => add_15
# Graph fragment:
#   %convolution_2 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=convolution_2]
#   %getitem_5 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_5]
#   %rsqrt_2 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %primals_21 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_21]
#   %primals_22 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_22]
#   %relu_1 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=relu_1]
#   %buf23 : Tensor "f32[16, 64, 1, 1][64, 1, 1024, 1024]cuda:0" = PlaceHolder[target=buf23]
#   %sub_2 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_2, %getitem_5), kwargs = {})
#   %mul_14 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_2), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_21, -1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, -1), kwargs = {})
#   %mul_20 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_14, %unsqueeze_9), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_22, -1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, -1), kwargs = {})
#   %add_14 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_20, %unsqueeze_11), kwargs = {})
#   %relu_2 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add_14,), kwargs = {})
#   %add_15 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%relu_2, %relu_1), kwargs = {})
#   %mean : Tensor "f32[16, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%add_15, [-1, -2], True), kwargs = {})
#   return %buf23,%mean
triton_per_fused__native_batch_norm_legit_functional_add_mean_relu_6 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_add_mean_relu_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_add_mean_relu_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9216, 'r0_': 2097152}}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_add_mean_relu_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_ptr0 + (r0_2 + 256*x3), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr5 + (r0_2 + 256*x3), xmask, other=0.0)
    tmp2 = tmp0 - tmp1
    tmp4 = tmp2 * tmp3
    tmp6 = tmp4 * tmp5
    tmp8 = tmp6 + tmp7
    tmp9 = tl.full([1, 1], 0, tl.int32)
    tmp10 = triton_helpers.maximum(tmp9, tmp8)
    tmp12 = tmp10 + tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp17 = tl.full([1, 1], 256.0, tl.float32)
    tmp18 = (tmp16 / tmp17)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x3), tmp18, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/lm/clmjxfjpq4be6mtq25px7vnzgkicwes3jjkyyuly73n37t73vtwm.py
# Topologically Sorted Source Nodes: [add_], Original ATen: [aten.add, aten.copy_]
# Source node to ATen node mapping:
#   add_ => add
# Graph fragment:
#   %copy_ : Tensor "i64[][]cuda:0" = PlaceHolder[target=copy_]
#   %add : Tensor "i64[][]cuda:0" = PlaceHolder[target=add]
#   %add : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_4, 1), kwargs = {})
#   %copy_ : Tensor "i64[][]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_4, %add), kwargs = {})
#   return %add,%buf27
triton_poi_fused_add_copy__7 = async_compile.triton('triton_poi_fused_add_copy__7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr1': '*i64', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_copy__7', 'mutated_arg_names': ['in_ptr0', 'out_ptr1'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_copy__7(in_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp2 = tl.full([1], 1, tl.int64)
    tmp3 = tmp1 + tmp2
    tl.store(out_ptr1 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp3, None)
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24 = args
        args.clear()
        assert_size_stride(primals_1, (32, 3, 3, 3), (27, 9, 3, 1))
        assert_size_stride(primals_2, (32, ), (1, ))
        assert_size_stride(primals_3, (16, 3, 32, 32), (3072, 1024, 32, 1))
        assert_size_stride(primals_4, (), ())
        assert_size_stride(primals_5, (32, ), (1, ))
        assert_size_stride(primals_6, (32, ), (1, ))
        assert_size_stride(primals_7, (32, ), (1, ))
        assert_size_stride(primals_8, (32, ), (1, ))
        assert_size_stride(primals_9, (64, 32, 3, 3), (288, 9, 3, 1))
        assert_size_stride(primals_10, (64, ), (1, ))
        assert_size_stride(primals_11, (), ())
        assert_size_stride(primals_12, (64, ), (1, ))
        assert_size_stride(primals_13, (64, ), (1, ))
        assert_size_stride(primals_14, (64, ), (1, ))
        assert_size_stride(primals_15, (64, ), (1, ))
        assert_size_stride(primals_16, (64, 16, 3, 3), (144, 9, 3, 1))
        assert_size_stride(primals_17, (64, ), (1, ))
        assert_size_stride(primals_18, (), ())
        assert_size_stride(primals_19, (64, ), (1, ))
        assert_size_stride(primals_20, (64, ), (1, ))
        assert_size_stride(primals_21, (64, ), (1, ))
        assert_size_stride(primals_22, (64, ), (1, ))
        assert_size_stride(primals_23, (10, 64), (64, 1))
        assert_size_stride(primals_24, (10, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:1
            buf0 = extern_kernels.convolution(primals_3, primals_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf0, (16, 32, 32, 32), (32768, 1024, 32, 1), 'torch.ops.aten.convolution.default')
            buf1 = buf0; del buf0  # reuse
            # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_0:2
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_0.run(buf1, primals_2, 524288, stream=stream0)
            del primals_2
            buf2 = empty_strided_cuda((1, 32, 1, 1, 2), (64, 1, 64, 64, 32), torch.float32)
            buf3 = empty_strided_cuda((1, 32, 1, 1, 2), (64, 1, 64, 64, 32), torch.float32)
            buf4 = empty_strided_cuda((1, 32, 1, 1, 2), (64, 1, 64, 64, 32), torch.float32)
            # Topologically Sorted Source Nodes: [batch_norm], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_1:3
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_1.run(buf1, buf2, buf3, buf4, 64, 8192, stream=stream0)
            buf5 = empty_strided_cuda((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
            buf6 = empty_strided_cuda((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
            buf8 = empty_strided_cuda((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
            # Topologically Sorted Source Nodes: [batch_norm], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__2:4
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__2.run(buf2, buf3, buf4, primals_6, primals_5, buf5, buf6, buf8, primals_6, primals_5, 32, 2, stream=stream0)
            del primals_5
            del primals_6
            buf9 = empty_strided_cuda((16, 32, 32, 32), (32768, 1024, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [batch_norm, x], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_3:5
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_3.run(buf1, buf5, buf6, primals_7, primals_8, buf9, 524288, stream=stream0)
            del buf6
            del primals_8
            # Topologically Sorted Source Nodes: [conv2d_1], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:6
            buf10 = extern_kernels.convolution(buf9, primals_9, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf10, (16, 64, 16, 16), (16384, 256, 16, 1), 'torch.ops.aten.convolution.default')
            buf11 = buf10; del buf10  # reuse
            buf12 = reinterpret_tensor(buf4, (1, 64, 1, 1), (64, 1, 64, 64), 0); del buf4  # reuse
            buf15 = reinterpret_tensor(buf3, (1, 64, 1, 1), (64, 1, 64, 64), 0); del buf3  # reuse
            buf16 = empty_strided_cuda((16, 64, 16, 16), (16384, 256, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [conv2d_1, batch_norm_1, x_1], Original ATen: [aten.convolution, aten._native_batch_norm_legit_functional, aten.relu, aten.copy_]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_convolution_copy__relu_4:7
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_convolution_copy__relu_4.run(buf11, primals_10, primals_13, primals_12, primals_14, primals_15, buf12, buf15, primals_13, primals_12, buf16, 64, 4096, stream=stream0)
            del primals_10
            del primals_12
            del primals_13
            del primals_15
            # Topologically Sorted Source Nodes: [conv2d_2], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:8
            buf17 = extern_kernels.convolution(buf16, primals_16, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=4, bias=None)
            assert_size_stride(buf17, (16, 64, 16, 16), (16384, 256, 16, 1), 'torch.ops.aten.convolution.default')
            buf18 = buf17; del buf17  # reuse
            buf19 = reinterpret_tensor(buf2, (1, 64, 1, 1), (64, 1, 1, 1), 0); del buf2  # reuse
            buf22 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [conv2d_2, batch_norm_2], Original ATen: [aten.convolution, aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_convolution_copy__5:9
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_convolution_copy__5.run(buf18, primals_17, primals_20, primals_19, buf19, buf22, primals_20, primals_19, 64, 4096, stream=stream0)
            del primals_17
            del primals_19
            del primals_20
            buf23 = empty_strided_cuda((16, 64, 1, 1), (64, 1, 1024, 1024), torch.float32)
            buf24 = buf23; del buf23  # reuse
            # Topologically Sorted Source Nodes: [batch_norm_2, relu_2, x_2, adaptive_avg_pool2d], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu, aten.add, aten.mean]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_mean_relu_6:10
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_mean_relu_6.run(buf24, buf18, buf19, buf22, primals_21, primals_22, buf16, 1024, 256, stream=stream0)
            buf25 = empty_strided_cuda((16, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [batch_norm_2, relu_2, x_2, adaptive_avg_pool2d, flatten, linear], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu, aten.add, aten.mean, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:11
            extern_kernels.addmm(primals_24, reinterpret_tensor(buf24, (16, 64), (64, 1), 0), reinterpret_tensor(primals_23, (64, 10), (1, 64), 0), alpha=1, beta=1, out=buf25)
            del primals_24
            # Topologically Sorted Source Nodes: [add_], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__7:12
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__7.run(primals_4, primals_4, 1, stream=stream0)
            del primals_4
            # Topologically Sorted Source Nodes: [add__1], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__7:13
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__7.run(primals_11, primals_11, 1, stream=stream0)
            del primals_11
            # Topologically Sorted Source Nodes: [add__2], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__7:14
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__7.run(primals_18, primals_18, 1, stream=stream0)
            del primals_18
        return (buf25, primals_1, primals_3, primals_7, primals_9, primals_14, primals_16, primals_21, primals_22, primals_23, buf1, reinterpret_tensor(buf8, (32, ), (1, ), 0), buf9, buf11, reinterpret_tensor(buf15, (64, ), (1, ), 0), buf16, buf18, buf19, buf22, reinterpret_tensor(buf24, (16, 64), (64, 1), 0), reinterpret_tensor(buf12, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf5, (1, 32, 1, 1), (32, 1, 1, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((32, 3, 3, 3), (27, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((16, 3, 32, 32), (3072, 1024, 32, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_5 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((64, 32, 3, 3), (288, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_12 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((64, 16, 3, 3), (144, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_19 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((10, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((10, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
