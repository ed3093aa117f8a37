# AOT ID: ['0_backward']
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


# kernel path: /tmp/torchinductor_root/bv/cbv676hglb3csv2q4g64flat44fr7jqv4mlnamm37st4abcc6keb.py
# Topologically Sorted Source Nodes: [full_1], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_1 => full_default_6
# Graph fragment:
#   %full_default_6 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([128, 256], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put
triton_poi__0 = async_compile.triton('triton_poi__0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi__0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 262144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi__0(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/sd/csdg2hfhwzb362mlk5xel4xm7hkceuplbicli6yhostpk5nr5s63.py
# Topologically Sorted Source Nodes: [view_29, view_30, mul_34, sum_3, sum_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_34 => mul_34
#   sum_3 => sum_3
#   sum_4 => sum_4
#   view_29 => view_29
#   view_30 => add_22
# Graph fragment:
#   %tangents_2 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=tangents_2]
#   %mm_2 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %mul_26 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_26]
#   %view_29 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [8, 128, 256]), kwargs = {})
#   %add_22 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_2, %view_29), kwargs = {})
#   %mul_34 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_22, %mul_26), kwargs = {})
#   %sum_3 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_34, [0, 1]), kwargs = {})
#   %sum_4 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_22, [0, 1]), kwargs = {})
#   return %buf4,%buf6
triton_red__1 = async_compile.triton('triton_red__1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red__1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3178496, 'r0_': 0}}
)
@triton.jit
def triton_red__1(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp9 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr2 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp4 = tmp2 * tmp3
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask & xmask, tmp7, _tmp6)
        tmp8 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp10 = _tmp9 + tmp8
        _tmp9 = tl.where(r0_mask & xmask, tmp10, _tmp9)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tmp9 = tl.sum(_tmp9, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp6, xmask)
    tl.store(out_ptr1 + (x3), tmp9, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/mh/cmhd4z2qmrnz7tcct4furw5eua34h5uapnzyoncfwwapentglfco.py
# Topologically Sorted Source Nodes: [view_29, view_30, mul_34, sum_3], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_34 => mul_34
#   sum_3 => sum_3
#   view_29 => view_29
#   view_30 => add_22
# Graph fragment:
#   %buf4 : Tensor "f32[256, 8][1, 256]cuda:0" = PlaceHolder[target=buf4]
#   %view_29 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [8, 128, 256]), kwargs = {})
#   %add_22 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_2, %view_29), kwargs = {})
#   %mul_34 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_22, %mul_26), kwargs = {})
#   %sum_3 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_34, [0, 1]), kwargs = {})
#   return %sum_3
triton_per__2 = async_compile.triton('triton_per__2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 8},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per__2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 10240, 'r0_': 0}}
)
@triton.jit
def triton_per__2(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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
    tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/d3/cd3ot5keb76jfhfzpvybyilwpaaq5dcxsw74ihdzn7aeuwanb7kr.py
# Topologically Sorted Source Nodes: [view_29, view_30, mul_29, mul_30, sum_1, mul_31, sum_2, mul_32, sub_8, sub_9, mul_33, convert_element_type, mul_35, clone], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward, aten.native_dropout_backward]
# Source node to ATen node mapping:
#   clone => mul_36
#   convert_element_type => convert_element_type
#   mul_29 => mul_29
#   mul_30 => mul_30
#   mul_31 => mul_31
#   mul_32 => mul_32
#   mul_33 => mul_33
#   mul_35 => mul_35
#   sub_8 => sub_8
#   sub_9 => sub_9
#   sum_1 => sum_1
#   sum_2 => sum_2
#   view_29 => view_29
#   view_30 => add_22
# Graph fragment:
#   %tangents_2 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=tangents_2]
#   %mm_2 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %primals_28 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_28]
#   %mul_26 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_26]
#   %div : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=div]
#   %sum_1 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=sum_1]
#   %sum_2 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=sum_2]
#   %mul_33 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_33]
#   %gt_4 : Tensor "b8[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=gt_4]
#   %view_29 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [8, 128, 256]), kwargs = {})
#   %add_22 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_2, %view_29), kwargs = {})
#   %mul_29 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_22, %primals_28), kwargs = {})
#   %mul_30 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_29, 256), kwargs = {})
#   %sum_1 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_29, [2], True), kwargs = {})
#   %mul_31 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_29, %mul_26), kwargs = {})
#   %sum_2 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_31, [2], True), kwargs = {})
#   %mul_32 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_26, %sum_2), kwargs = {})
#   %sub_8 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_30, %sum_1), kwargs = {})
#   %sub_9 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_8, %mul_32), kwargs = {})
#   %mul_33 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div, %sub_9), kwargs = {})
#   %convert_element_type : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_4, torch.float32), kwargs = {})
#   %mul_35 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type, 1.1111111111111112), kwargs = {})
#   %mul_36 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_33, %mul_35), kwargs = {})
#   return %sum_1,%sum_2,%mul_33,%mul_36
triton_per__3 = async_compile.triton('triton_per__3', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i1', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per__3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 7603200}}
)
@triton.jit
def triton_per__3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp15 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr4 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.int1)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp10 = tmp4 * tmp9
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp13 = tl.where(xmask, tmp11, 0)
    tmp14 = tl.sum(tmp13, 1)[:, None].to(tl.float32)
    tmp16 = tl.full([1, 1], 256.0, tl.float32)
    tmp17 = tmp4 * tmp16
    tmp18 = tmp17 - tmp8
    tmp19 = tmp9 * tmp14
    tmp20 = tmp18 - tmp19
    tmp21 = tmp15 * tmp20
    tmp23 = tmp22.to(tl.float32)
    tmp24 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tmp21 * tmp25
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp21, xmask)
    tl.store(out_ptr2 + (r0_1 + 256*x0), tmp26, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/5o/c5opunt4ucn654qwigzx4kr5bfesrblywisxnsmbrkit63ksvkjk.py
# Topologically Sorted Source Nodes: [convert_element_type, mul_35, clone, view_31, sum_5], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
# Source node to ATen node mapping:
#   clone => mul_36
#   convert_element_type => convert_element_type
#   mul_35 => mul_35
#   sum_5 => sum_5
#   view_31 => view_31
# Graph fragment:
#   %mul_36 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_36]
#   %convert_element_type : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_4, torch.float32), kwargs = {})
#   %mul_35 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type, 1.1111111111111112), kwargs = {})
#   %mul_36 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_33, %mul_35), kwargs = {})
#   %view_31 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_36, [1024, 256]), kwargs = {})
#   %sum_5 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_31, [0], True), kwargs = {})
#   return %buf11
triton_red__4 = async_compile.triton('triton_red__4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red__4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1064960, 'r0_': 0}}
)
@triton.jit
def triton_red__4(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/3v/c3vx7csap5e47uzovjbdkctm4kgshpnhwj5nbqrnmooexlt7l6k2.py
# Topologically Sorted Source Nodes: [view_33, x_13, mul_4, mul_37, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, mul_38, mul_39, sub_10, mul_40, mul_41, mul_42, pow_3, mul_43, mul_44, add_23, mul_45, add_24, view_34, sum_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
# Source node to ATen node mapping:
#   add_10 => add_18
#   add_23 => add_23
#   add_24 => add_24
#   add_9 => add_17
#   mul_37 => mul_37
#   mul_38 => mul_38
#   mul_39 => mul_39
#   mul_4 => mul_20
#   mul_40 => mul_40
#   mul_41 => mul_41
#   mul_42 => mul_42
#   mul_43 => mul_43
#   mul_44 => mul_44
#   mul_45 => mul_45
#   mul_5 => mul_21
#   mul_6 => mul_22
#   pow_2 => pow_2
#   pow_3 => pow_3
#   sub_10 => sub_10
#   sum_6 => sum_6
#   tanh_1 => tanh_1
#   view_33 => view_33
#   view_34 => view_34
#   x_13 => view_22
# Graph fragment:
#   %mm_3 : Tensor "f32[1024, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %addmm_6 : Tensor "f32[1024, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_6]
#   %add_24 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0" = PlaceHolder[target=add_24]
#   %view_33 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [8, 128, 1024]), kwargs = {})
#   %view_22 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_6, [8, 128, 1024]), kwargs = {})
#   %mul_20 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_22, 0.5), kwargs = {})
#   %mul_37 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_33, %mul_20), kwargs = {})
#   %pow_2 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_22, 3.0), kwargs = {})
#   %mul_21 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_2, 0.044715), kwargs = {})
#   %add_17 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_22, %mul_21), kwargs = {})
#   %mul_22 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_17, 0.7978845608028654), kwargs = {})
#   %tanh_1 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_22,), kwargs = {})
#   %add_18 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh_1, 1.0), kwargs = {})
#   %mul_38 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_33, %add_18), kwargs = {})
#   %mul_39 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh_1, %tanh_1), kwargs = {})
#   %sub_10 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_39), kwargs = {})
#   %mul_40 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_37, %sub_10), kwargs = {})
#   %mul_41 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_40, 0.7978845608028654), kwargs = {})
#   %mul_42 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_41, 0.044715), kwargs = {})
#   %pow_3 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_22, 2.0), kwargs = {})
#   %mul_43 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_3, 3.0), kwargs = {})
#   %mul_44 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_42, %mul_43), kwargs = {})
#   %add_23 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_41, %mul_44), kwargs = {})
#   %mul_45 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_38, 0.5), kwargs = {})
#   %add_24 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_23, %mul_45), kwargs = {})
#   %view_34 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%add_24, [1024, 1024]), kwargs = {})
#   %sum_6 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_34, [0], True), kwargs = {})
#   return %add_24,%buf16
triton_red__5 = async_compile.triton('triton_red__5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8192, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red__5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16842752, 'r0_': 0}}
)
@triton.jit
def triton_red__5(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8192
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    _tmp28 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_out_ptr0 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr0 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.full([1, 1], 0.5, tl.float32)
        tmp3 = tmp1 * tmp2
        tmp4 = tmp0 * tmp3
        tmp5 = tmp1 * tmp1
        tmp6 = tmp5 * tmp1
        tmp7 = tl.full([1, 1], 0.044715, tl.float32)
        tmp8 = tmp6 * tmp7
        tmp9 = tmp1 + tmp8
        tmp10 = tl.full([1, 1], 0.7978845608028654, tl.float32)
        tmp11 = tmp9 * tmp10
        tmp12 = libdevice.tanh(tmp11)
        tmp13 = tmp12 * tmp12
        tmp14 = tl.full([1, 1], 1.0, tl.float32)
        tmp15 = tmp14 - tmp13
        tmp16 = tmp4 * tmp15
        tmp17 = tmp16 * tmp10
        tmp18 = tmp17 * tmp7
        tmp19 = tl.full([1, 1], 3.0, tl.float32)
        tmp20 = tmp5 * tmp19
        tmp21 = tmp18 * tmp20
        tmp22 = tmp17 + tmp21
        tmp23 = tmp12 + tmp14
        tmp24 = tmp0 * tmp23
        tmp25 = tmp24 * tmp2
        tmp26 = tmp22 + tmp25
        tmp27 = tl.broadcast_to(tmp26, [XBLOCK, R0_BLOCK])
        tmp29 = _tmp28 + tmp27
        _tmp28 = tl.where(r0_mask, tmp29, _tmp28)
        tl.store(in_out_ptr0 + (x0 + 1024*r0_2 + 131072*x1), tmp26, r0_mask)
    tmp28 = tl.sum(_tmp28, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp28, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/7y/c7y3ihfdbksbi462asvippm7dmft54aot33azerbgewp457mhulh.py
# Topologically Sorted Source Nodes: [view_33, x_13, mul_4, mul_37, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, mul_38, mul_39, sub_10, mul_40, mul_41, mul_42, pow_3, mul_43, mul_44, add_23, mul_45, add_24, view_34, sum_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
# Source node to ATen node mapping:
#   add_10 => add_18
#   add_23 => add_23
#   add_24 => add_24
#   add_9 => add_17
#   mul_37 => mul_37
#   mul_38 => mul_38
#   mul_39 => mul_39
#   mul_4 => mul_20
#   mul_40 => mul_40
#   mul_41 => mul_41
#   mul_42 => mul_42
#   mul_43 => mul_43
#   mul_44 => mul_44
#   mul_45 => mul_45
#   mul_5 => mul_21
#   mul_6 => mul_22
#   pow_2 => pow_2
#   pow_3 => pow_3
#   sub_10 => sub_10
#   sum_6 => sum_6
#   tanh_1 => tanh_1
#   view_33 => view_33
#   view_34 => view_34
#   x_13 => view_22
# Graph fragment:
#   %buf16 : Tensor "f32[1, 1024, 8][8192, 1, 1024]cuda:0" = PlaceHolder[target=buf16]
#   %view_33 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [8, 128, 1024]), kwargs = {})
#   %view_22 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_6, [8, 128, 1024]), kwargs = {})
#   %mul_20 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_22, 0.5), kwargs = {})
#   %mul_37 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_33, %mul_20), kwargs = {})
#   %pow_2 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_22, 3.0), kwargs = {})
#   %mul_21 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_2, 0.044715), kwargs = {})
#   %add_17 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_22, %mul_21), kwargs = {})
#   %mul_22 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_17, 0.7978845608028654), kwargs = {})
#   %tanh_1 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_22,), kwargs = {})
#   %add_18 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh_1, 1.0), kwargs = {})
#   %mul_38 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_33, %add_18), kwargs = {})
#   %mul_39 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh_1, %tanh_1), kwargs = {})
#   %sub_10 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_39), kwargs = {})
#   %mul_40 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_37, %sub_10), kwargs = {})
#   %mul_41 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_40, 0.7978845608028654), kwargs = {})
#   %mul_42 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_41, 0.044715), kwargs = {})
#   %pow_3 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_22, 2.0), kwargs = {})
#   %mul_43 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_3, 3.0), kwargs = {})
#   %mul_44 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_42, %mul_43), kwargs = {})
#   %add_23 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_41, %mul_44), kwargs = {})
#   %mul_45 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_38, 0.5), kwargs = {})
#   %add_24 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_23, %mul_45), kwargs = {})
#   %view_34 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%add_24, [1024, 1024]), kwargs = {})
#   %sum_6 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_34, [0], True), kwargs = {})
#   return %sum_6
triton_per__6 = async_compile.triton('triton_per__6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 8},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per__6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 40960, 'r0_': 0}}
)
@triton.jit
def triton_per__6(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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
    tmp0 = tl.load(in_ptr0 + (x0 + 1024*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/z5/cz5psq7dz5v7du2hy73tdxm6l4k3o5vyovidsf6w6wntfelmm676.py
# Topologically Sorted Source Nodes: [view_36, mul_52, sum_9, sum_10], Original ATen: [aten.view, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_52 => mul_52
#   sum_10 => sum_10
#   sum_9 => sum_9
#   view_36 => view_36
# Graph fragment:
#   %mm_5 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %mul_18 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_18]
#   %view_36 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [8, 128, 256]), kwargs = {})
#   %mul_52 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_36, %mul_18), kwargs = {})
#   %sum_9 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_52, [0, 1]), kwargs = {})
#   %sum_10 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_36, [0, 1]), kwargs = {})
#   return %buf20,%buf22
triton_red__7 = async_compile.triton('triton_red__7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red__7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2129920, 'r0_': 0}}
)
@triton.jit
def triton_red__7(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    _tmp4 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask & xmask, tmp5, _tmp4)
        tmp6 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp4, xmask)
    tl.store(out_ptr1 + (x3), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/iu/ciuujbi5soe5bxrsms5icd53tdzv6f4vtdknvx5o7kmmwf6z3psx.py
# Topologically Sorted Source Nodes: [view_36, mul_47, mul_48, sum_7, mul_49, sum_8, mul_50, sub_12, sub_13, mul_51, add_25, convert_element_type_1, mul_53, clone_1], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
# Source node to ATen node mapping:
#   add_25 => add_25
#   clone_1 => mul_54
#   convert_element_type_1 => convert_element_type_1
#   mul_47 => mul_47
#   mul_48 => mul_48
#   mul_49 => mul_49
#   mul_50 => mul_50
#   mul_51 => mul_51
#   mul_53 => mul_53
#   sub_12 => sub_12
#   sub_13 => sub_13
#   sum_7 => sum_7
#   sum_8 => sum_8
#   view_36 => view_36
# Graph fragment:
#   %mm_5 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %primals_22 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_22]
#   %mul_18 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_18]
#   %mul_33 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_33]
#   %div_1 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=div_1]
#   %sum_7 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=sum_7]
#   %sum_8 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=sum_8]
#   %add_25 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_25]
#   %gt_3 : Tensor "b8[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=gt_3]
#   %view_36 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [8, 128, 256]), kwargs = {})
#   %mul_47 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_36, %primals_22), kwargs = {})
#   %mul_48 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_47, 256), kwargs = {})
#   %sum_7 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_47, [2], True), kwargs = {})
#   %mul_49 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_47, %mul_18), kwargs = {})
#   %sum_8 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_49, [2], True), kwargs = {})
#   %mul_50 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_18, %sum_8), kwargs = {})
#   %sub_12 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_48, %sum_7), kwargs = {})
#   %sub_13 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_12, %mul_50), kwargs = {})
#   %mul_51 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %sub_13), kwargs = {})
#   %add_25 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_33, %mul_51), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_3, torch.float32), kwargs = {})
#   %mul_53 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_1, 1.1111111111111112), kwargs = {})
#   %mul_54 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_25, %mul_53), kwargs = {})
#   return %sum_7,%sum_8,%add_25,%mul_54
triton_per__8 = async_compile.triton('triton_per__8', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i1', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per__8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 7603200}}
)
@triton.jit
def triton_per__8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp13 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr4 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.int1)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tmp2 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp15 = tl.full([1, 1], 256.0, tl.float32)
    tmp16 = tmp2 * tmp15
    tmp17 = tmp16 - tmp6
    tmp18 = tmp7 * tmp12
    tmp19 = tmp17 - tmp18
    tmp20 = tmp14 * tmp19
    tmp21 = tmp13 + tmp20
    tmp23 = tmp22.to(tl.float32)
    tmp24 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tmp21 * tmp25
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp21, xmask)
    tl.store(out_ptr2 + (r0_1 + 256*x0), tmp26, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/2z/c2zrejenspknvwrnmdsj7ddvzzg26lehxm4zg4t3gu5lxwt24aiy.py
# Topologically Sorted Source Nodes: [permute_20, view_41, permute_21, view_42, permute_22, view_43, cat_1, view_44, sum_12], Original ATen: [aten.transpose, aten.view, aten.cat, aten.sum]
# Source node to ATen node mapping:
#   cat_1 => cat_1
#   permute_20 => permute_20
#   permute_21 => permute_21
#   permute_22 => permute_22
#   sum_12 => sum_12
#   view_41 => view_41
#   view_42 => view_42
#   view_43 => view_43
#   view_44 => view_44
# Graph fragment:
#   %getitem_24 : Tensor "f32[8, 4, 128, 64][32768, 64, 256, 1]cuda:0" = PlaceHolder[target=getitem_24]
#   %getitem_25 : Tensor "f32[8, 4, 128, 64][32768, 64, 256, 1]cuda:0" = PlaceHolder[target=getitem_25]
#   %getitem_26 : Tensor "f32[8, 4, 128, 64][32768, 64, 256, 1]cuda:0" = PlaceHolder[target=getitem_26]
#   %cat_1 : Tensor "f32[8, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=cat_1]
#   %permute_20 : Tensor "f32[8, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_24, [0, 2, 1, 3]), kwargs = {})
#   %view_41 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_20, [8, 128, 256]), kwargs = {})
#   %permute_21 : Tensor "f32[8, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_26, [0, 2, 1, 3]), kwargs = {})
#   %view_42 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_21, [8, 128, 256]), kwargs = {})
#   %permute_22 : Tensor "f32[8, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_25, [0, 2, 1, 3]), kwargs = {})
#   %view_43 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_22, [8, 128, 256]), kwargs = {})
#   %cat_1 : Tensor "f32[8, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_41, %view_43, %view_42], 2), kwargs = {})
#   %view_44 : Tensor "f32[1024, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%cat_1, [1024, 768]), kwargs = {})
#   %sum_12 : Tensor "f32[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_44, [0], True), kwargs = {})
#   return %cat_1,%buf37
triton_red__9 = async_compile.triton('triton_red__9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8192, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red__9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9486336, 'r0_': 0}}
)
@triton.jit
def triton_red__9(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 6144
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 768)
    x1 = xindex // 768
    _tmp18 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = x0
        tmp1 = tl.full([1, 1], 0, tl.int64)
        tmp2 = tmp0 >= tmp1
        tmp3 = tl.full([1, 1], 256, tl.int64)
        tmp4 = tmp0 < tmp3
        tmp5 = tl.load(in_ptr0 + (256*r0_2 + 32768*x1 + (x0)), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0)
        tmp6 = tmp0 >= tmp3
        tmp7 = tl.full([1, 1], 512, tl.int64)
        tmp8 = tmp0 < tmp7
        tmp9 = tmp6 & tmp8
        tmp10 = tl.load(in_ptr1 + (256*r0_2 + 32768*x1 + ((-256) + x0)), r0_mask & tmp9 & xmask, eviction_policy='evict_last', other=0.0)
        tmp11 = tmp0 >= tmp7
        tmp12 = tl.full([1, 1], 768, tl.int64)
        tmp13 = tmp0 < tmp12
        tmp14 = tl.load(in_ptr2 + (256*r0_2 + 32768*x1 + ((-512) + x0)), r0_mask & tmp11 & xmask, eviction_policy='evict_last', other=0.0)
        tmp15 = tl.where(tmp9, tmp10, tmp14)
        tmp16 = tl.where(tmp4, tmp5, tmp15)
        tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
        tmp19 = _tmp18 + tmp17
        _tmp18 = tl.where(r0_mask & xmask, tmp19, _tmp18)
        tl.store(out_ptr0 + (x0 + 768*r0_2 + 98304*x1), tmp16, r0_mask & xmask)
    tmp18 = tl.sum(_tmp18, 1)[:, None]
    tl.store(out_ptr1 + (x3), tmp18, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/y6/cy6fqllgx2nwffkzarsxvzx4ej3s42wqxeyscq64wxertu3qfqaw.py
# Topologically Sorted Source Nodes: [permute_20, view_41, permute_21, view_42, permute_22, view_43, cat_1, view_44, sum_12], Original ATen: [aten.transpose, aten.view, aten.cat, aten.sum]
# Source node to ATen node mapping:
#   cat_1 => cat_1
#   permute_20 => permute_20
#   permute_21 => permute_21
#   permute_22 => permute_22
#   sum_12 => sum_12
#   view_41 => view_41
#   view_42 => view_42
#   view_43 => view_43
#   view_44 => view_44
# Graph fragment:
#   %buf37 : Tensor "f32[1, 768, 8][6144, 1, 768]cuda:0" = PlaceHolder[target=buf37]
#   %permute_20 : Tensor "f32[8, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_24, [0, 2, 1, 3]), kwargs = {})
#   %view_41 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_20, [8, 128, 256]), kwargs = {})
#   %permute_21 : Tensor "f32[8, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_26, [0, 2, 1, 3]), kwargs = {})
#   %view_42 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_21, [8, 128, 256]), kwargs = {})
#   %permute_22 : Tensor "f32[8, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_25, [0, 2, 1, 3]), kwargs = {})
#   %view_43 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_22, [8, 128, 256]), kwargs = {})
#   %cat_1 : Tensor "f32[8, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_41, %view_43, %view_42], 2), kwargs = {})
#   %view_44 : Tensor "f32[1024, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%cat_1, [1024, 768]), kwargs = {})
#   %sum_12 : Tensor "f32[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_44, [0], True), kwargs = {})
#   return %sum_12
triton_per__10 = async_compile.triton('triton_per__10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 8},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per__10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 30720, 'r0_': 0}}
)
@triton.jit
def triton_per__10(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 768
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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
    tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/n4/cn4chfkya7ja7zt5pkh4moxfqrzv6myzs6oanctazenrsgjuvsqd.py
# Topologically Sorted Source Nodes: [full_2], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_2 => full_default_8
# Graph fragment:
#   %full_default_8 : Tensor "f32[8192, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([8192, 256], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put_1
triton_poi__11 = async_compile.triton('triton_poi__11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi__11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16777216}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi__11(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2097152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/wq/cwqflfkmpxidwzldyi6znib5fwq6moediwi4disgz4lmwl6j5udt.py
# Topologically Sorted Source Nodes: [view_62, mul_83, mul_84, sum_25, hidden_states, hidden_states_1, hidden_states_2, mul_85, sum_26, mul_86, sub_22, sub_23, div_4, mul_87, add_30, convert_element_type_4, mul_89, clone_4, attn_output, eq_2, unsqueeze_11, where_3, full_2, index_put_1], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout, aten.native_layer_norm, aten.native_dropout_backward, aten.scalar_tensor, aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   add_30 => add_30
#   attn_output => full_default_2
#   clone_4 => mul_90
#   convert_element_type_4 => convert_element_type_4
#   div_4 => div_4
#   eq_2 => eq_2
#   full_2 => full_default_8
#   hidden_states => add_1
#   hidden_states_1 => mul, mul_1
#   hidden_states_2 => mul_2, sub_2
#   index_put_1 => index_put_1
#   mul_83 => mul_83
#   mul_84 => mul_84
#   mul_85 => mul_85
#   mul_86 => mul_86
#   mul_87 => mul_87
#   mul_89 => mul_89
#   sub_22 => sub_22
#   sub_23 => sub_23
#   sum_25 => sum_25
#   sum_26 => sum_26
#   unsqueeze_11 => unsqueeze_11
#   view_62 => view_62
#   where_3 => where_3
# Graph fragment:
#   %gt : Tensor "b8[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=gt]
#   %embedding : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %embedding_1 : Tensor "f32[1, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=embedding_1]
#   %getitem_1 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %mm_17 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_17]
#   %primals_4 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_4]
#   %mul_2 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_2]
#   %add_29 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_29]
#   %sum_25 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=sum_25]
#   %sum_26 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=sum_26]
#   %primals_1 : Tensor "i64[8, 128][128, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %mul_90 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_90]
#   %index_put_1 : Tensor "f32[8192, 256][256, 1]cuda:0" = PlaceHolder[target=index_put_1]
#   %view_62 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_17, [8, 128, 256]), kwargs = {})
#   %mul_83 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_62, %primals_4), kwargs = {})
#   %mul_84 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_83, 256), kwargs = {})
#   %sum_25 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_83, [2], True), kwargs = {})
#   %add_1 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %mul : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt, %add_1), kwargs = {})
#   %mul_1 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, 1.1111111111111112), kwargs = {})
#   %sub_2 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_1, %getitem_1), kwargs = {})
#   %mul_2 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt), kwargs = {})
#   %mul_85 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_83, %mul_2), kwargs = {})
#   %sum_26 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_85, [2], True), kwargs = {})
#   %mul_86 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %sum_26), kwargs = {})
#   %sub_22 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_84, %sum_25), kwargs = {})
#   %sub_23 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_22, %mul_86), kwargs = {})
#   %div_4 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt, 256), kwargs = {})
#   %mul_87 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_4, %sub_23), kwargs = {})
#   %add_30 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_29, %mul_87), kwargs = {})
#   %convert_element_type_4 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt, torch.float32), kwargs = {})
#   %mul_89 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_4, 1.1111111111111112), kwargs = {})
#   %mul_90 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_30, %mul_89), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %eq_2 : Tensor "b8[8, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%primals_1, -1), kwargs = {})
#   %unsqueeze_11 : Tensor "b8[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_2, -1), kwargs = {})
#   %where_3 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_11, %full_default_2, %mul_90), kwargs = {})
#   %full_default_8 : Tensor "f32[8192, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([8192, 256], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_1 : Tensor "f32[8192, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_8, [%primals_1], %where_3, True), kwargs = {})
#   return %mul_2,%sum_25,%sum_26,%mul_90,%buf89
triton_per__12 = async_compile.triton('triton_per__12', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_ptr0': '*i1', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*i64', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per__12', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1', 'out_ptr2'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 9, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 7734272}}
)
@triton.jit
def triton_per__12(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (r0_2 + 256*x3), xmask, other=0.0).to(tl.int1)
    tmp2 = tl.load(in_out_ptr0 + (r0_2 + 256*x3), xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (r0_2 + 256*x0), xmask, eviction_policy='evict_last', other=0.0)
    tmp8 = tl.load(in_ptr2 + (x3), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x3), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (r0_2 + 256*x3), xmask, other=0.0)
    tmp13 = tl.load(in_ptr5 + (r0_2), None, eviction_policy='evict_last')
    tmp24 = tl.load(in_out_ptr1 + (r0_2 + 256*x3), xmask, other=0.0)
    tmp36 = tl.load(in_ptr6 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = tmp1 * tmp4
    tmp6 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp7 = tmp5 * tmp6
    tmp9 = tmp7 - tmp8
    tmp11 = tmp9 * tmp10
    tmp14 = tmp12 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp19 = tmp14 * tmp11
    tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
    tmp22 = tl.where(xmask, tmp20, 0)
    tmp23 = tl.sum(tmp22, 1)[:, None].to(tl.float32)
    tmp25 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp26 = tmp10 * tmp25
    tmp27 = tl.full([1, 1], 256.0, tl.float32)
    tmp28 = tmp14 * tmp27
    tmp29 = tmp28 - tmp18
    tmp30 = tmp11 * tmp23
    tmp31 = tmp29 - tmp30
    tmp32 = tmp26 * tmp31
    tmp33 = tmp24 + tmp32
    tmp34 = tmp1 * tmp6
    tmp35 = tmp33 * tmp34
    tmp37 = tl.full([1, 1], 8192, tl.int32)
    tmp38 = tmp36 + tmp37
    tmp39 = tmp36 < 0
    tmp40 = tl.where(tmp39, tmp38, tmp36)
    tl.device_assert(((0 <= tmp40) & (tmp40 < 8192)) | ~(xmask), "index out of bounds: 0 <= tmp40 < 8192")
    tmp42 = tl.full([1, 1], -1, tl.int64)
    tmp43 = tmp36 == tmp42
    tmp44 = tl.full([1, 1], 0.0, tl.float32)
    tmp45 = tl.where(tmp43, tmp44, tmp35)
    tl.store(in_out_ptr0 + (r0_2 + 256*x3), tmp11, xmask)
    tl.store(in_out_ptr1 + (r0_2 + 256*x3), tmp35, xmask)
    tl.atomic_add(out_ptr2 + (tl.broadcast_to(r0_2 + 256*tmp40, [XBLOCK, R0_BLOCK])), tmp45, xmask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/5v/c5vwrgiaqhdnosacmwhfbnyxg3xkkjef2iy5hblmfbtidrwkboa4.py
# Topologically Sorted Source Nodes: [sum_29, eq_1, unsqueeze_10, attn_output, where_2, full_1, index_put], Original ATen: [aten.sum, aten.embedding_dense_backward, aten.scalar_tensor]
# Source node to ATen node mapping:
#   attn_output => full_default_2
#   eq_1 => eq_1
#   full_1 => full_default_6
#   index_put => index_put
#   sum_29 => sum_29
#   unsqueeze_10 => unsqueeze_10
#   where_2 => where_2
# Graph fragment:
#   %mul_90 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_90]
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=unsqueeze]
#   %sum_29 : Tensor "f32[1, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=sum_29]
#   %index_put : Tensor "f32[128, 256][256, 1]cuda:0" = PlaceHolder[target=index_put]
#   %sum_29 : Tensor "f32[1, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_90, [0], True), kwargs = {})
#   %eq_1 : Tensor "b8[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%unsqueeze, -1), kwargs = {})
#   %unsqueeze_10 : Tensor "b8[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_1, -1), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_2 : Tensor "f32[1, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_10, %full_default_2, %sum_29), kwargs = {})
#   %full_default_6 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([128, 256], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_6, [%unsqueeze], %where_2, True), kwargs = {})
#   return %sum_29,%buf87
triton_per__13 = async_compile.triton('triton_per__13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32768, 'r0_': 8},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per__13', 'mutated_arg_names': ['out_ptr1'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1048576, 'r0_': 0}}
)
@triton.jit
def triton_per__13(in_ptr0, in_ptr1, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 32768
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    x3 = xindex // 256
    x2 = (xindex % 256)
    tmp0 = tl.load(in_ptr0 + (x0 + 32768*r0_1), None)
    tmp4 = tl.load(in_ptr1 + (x3), None, eviction_policy='evict_last')
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.sum(tmp1, 1)[:, None].to(tl.float32)
    tmp5 = tl.full([1, 1], 128, tl.int32)
    tmp6 = tmp4 + tmp5
    tmp7 = tmp4 < 0
    tmp8 = tl.where(tmp7, tmp6, tmp4)
    tl.device_assert((0 <= tmp8) & (tmp8 < 128), "index out of bounds: 0 <= tmp8 < 128")
    tmp10 = tl.full([1, 1], -1, tl.int64)
    tmp11 = tmp4 == tmp10
    tmp12 = tl.full([1, 1], 0.0, tl.float32)
    tmp13 = tl.where(tmp11, tmp12, tmp3)
    tl.atomic_add(out_ptr1 + (x2 + 256*tmp8), tmp13, None, sem='relaxed')
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
        primals_1, primals_2, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, embedding, unsqueeze, embedding_1, gt, getitem_1, rsqrt, permute, permute_1, permute_2, where, getitem_5, getitem_6, getitem_7, getitem_8, gt_1, mul_6, addmm_2, gt_2, mul_14, permute_4, permute_5, permute_6, getitem_16, getitem_17, getitem_18, getitem_19, gt_3, mul_18, addmm_6, gt_4, mul_26, view_26, div, permute_14, permute_16, div_1, permute_24, div_2, permute_26, permute_28, div_3, permute_36, tangents_1, tangents_2 = args
        args.clear()
        assert_size_stride(primals_1, (8, 128), (128, 1))
        assert_size_stride(primals_2, (8192, 256), (256, 1))
        assert_size_stride(primals_4, (256, ), (1, ))
        assert_size_stride(primals_7, (256, 768), (768, 1))
        assert_size_stride(primals_9, (256, 256), (256, 1))
        assert_size_stride(primals_10, (256, ), (1, ))
        assert_size_stride(primals_13, (256, 1024), (1024, 1))
        assert_size_stride(primals_15, (1024, 256), (256, 1))
        assert_size_stride(primals_16, (256, ), (1, ))
        assert_size_stride(primals_19, (256, 768), (768, 1))
        assert_size_stride(primals_21, (256, 256), (256, 1))
        assert_size_stride(primals_22, (256, ), (1, ))
        assert_size_stride(primals_25, (256, 1024), (1024, 1))
        assert_size_stride(primals_27, (1024, 256), (256, 1))
        assert_size_stride(primals_28, (256, ), (1, ))
        assert_size_stride(embedding, (8, 128, 256), (32768, 256, 1))
        assert_size_stride(unsqueeze, (1, 128), (128, 1))
        assert_size_stride(embedding_1, (1, 128, 256), (32768, 256, 1))
        assert_size_stride(gt, (8, 128, 256), (32768, 256, 1))
        assert_size_stride(getitem_1, (8, 128, 1), (128, 1, 1))
        assert_size_stride(rsqrt, (8, 128, 1), (128, 1, 1))
        assert_size_stride(permute, (8, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_1, (8, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_2, (8, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(where, (8, 1, 128, 128), (16384, 16384, 128, 1))
        assert_size_stride(getitem_5, (8, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_6, (8, 4, 128), (512, 128, 1))
        assert_size_stride(getitem_7, (), ())
        assert_size_stride(getitem_8, (), ())
        assert_size_stride(gt_1, (8, 128, 256), (32768, 256, 1))
        assert_size_stride(mul_6, (8, 128, 256), (32768, 256, 1))
        assert_size_stride(addmm_2, (1024, 1024), (1024, 1))
        assert_size_stride(gt_2, (8, 128, 256), (32768, 256, 1))
        assert_size_stride(mul_14, (8, 128, 256), (32768, 256, 1))
        assert_size_stride(permute_4, (8, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_5, (8, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_6, (8, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_16, (8, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_17, (8, 4, 128), (512, 128, 1))
        assert_size_stride(getitem_18, (), ())
        assert_size_stride(getitem_19, (), ())
        assert_size_stride(gt_3, (8, 128, 256), (32768, 256, 1))
        assert_size_stride(mul_18, (8, 128, 256), (32768, 256, 1))
        assert_size_stride(addmm_6, (1024, 1024), (1024, 1))
        assert_size_stride(gt_4, (8, 128, 256), (32768, 256, 1))
        assert_size_stride(mul_26, (8, 128, 256), (32768, 256, 1))
        assert_size_stride(view_26, (1024, 256), (256, 1))
        assert_size_stride(div, (8, 128, 1), (128, 1, 1))
        assert_size_stride(permute_14, (1024, 1024), (1, 1024))
        assert_size_stride(permute_16, (256, 1024), (1, 256))
        assert_size_stride(div_1, (8, 128, 1), (128, 1, 1))
        assert_size_stride(permute_24, (256, 1024), (1, 256))
        assert_size_stride(div_2, (8, 128, 1), (128, 1, 1))
        assert_size_stride(permute_26, (1024, 1024), (1, 1024))
        assert_size_stride(permute_28, (256, 1024), (1, 256))
        assert_size_stride(div_3, (8, 128, 1), (128, 1, 1))
        assert_size_stride(permute_36, (256, 1024), (1, 256))
        assert_size_stride(tangents_1, (8, 128, 8192), (1048576, 8192, 1))
        assert_size_stride(tangents_2, (8, 128, 256), (32768, 256, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf86 = empty_strided_cuda((128, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_1], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi__0:2
            stream0 = get_raw_stream(0)
            triton_poi__0.run(buf86, 32768, stream=stream0)
            buf0 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_28, logits, permute_11, mm_2], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:3
            extern_kernels.mm(reinterpret_tensor(tangents_1, (1024, 8192), (8192, 1), 0), primals_2, out=buf0)
            del primals_2
            buf4 = empty_strided_cuda((256, 8), (1, 256), torch.float32)
            buf6 = empty_strided_cuda((256, 8), (1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [view_29, view_30, mul_34, sum_3, sum_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red__1:4
            stream0 = get_raw_stream(0)
            triton_red__1.run(tangents_2, buf0, mul_26, buf4, buf6, 2048, 128, stream=stream0)
            buf5 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_29, view_30, mul_34, sum_3], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per__2:5
            stream0 = get_raw_stream(0)
            triton_per__2.run(buf4, buf5, 256, 8, stream=stream0)
            del buf4
            buf7 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_29, view_30, sum_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per__2:6
            stream0 = get_raw_stream(0)
            triton_per__2.run(buf6, buf7, 256, 8, stream=stream0)
            buf3 = reinterpret_tensor(buf0, (8, 128, 256), (32768, 256, 1), 0); del buf0  # reuse
            buf8 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_29, view_30, mul_29, mul_30, sum_1, mul_31, sum_2, mul_32, sub_8, sub_9, mul_33, convert_element_type, mul_35, clone], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per__3:7
            stream0 = get_raw_stream(0)
            triton_per__3.run(buf3, tangents_2, primals_28, mul_26, div, gt_4, buf8, 1024, 256, stream=stream0)
            del div
            del gt_4
            del mul_26
            del primals_28
            del tangents_2
            buf10 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type, mul_35, clone, view_31, mm_4], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:8
            extern_kernels.mm(permute_14, reinterpret_tensor(buf8, (1024, 256), (256, 1), 0), out=buf10)
            del permute_14
            buf11 = reinterpret_tensor(buf6, (1, 256, 8), (2048, 1, 256), 0); del buf6  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type, mul_35, clone, view_31, sum_5], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red__4:9
            stream0 = get_raw_stream(0)
            triton_red__4.run(buf8, buf11, 2048, 128, stream=stream0)
            buf12 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type, mul_35, clone, view_31, sum_5], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per__2:10
            stream0 = get_raw_stream(0)
            triton_per__2.run(buf11, buf12, 256, 8, stream=stream0)
            del buf11
            buf9 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type, mul_35, clone, view_31, permute_13, mm_3], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:11
            extern_kernels.mm(reinterpret_tensor(buf8, (1024, 256), (256, 1), 0), reinterpret_tensor(primals_27, (256, 1024), (1, 256), 0), out=buf9)
            del buf8
            del primals_27
            buf13 = reinterpret_tensor(buf9, (8, 128, 1024), (131072, 1024, 1), 0); del buf9  # reuse
            buf16 = empty_strided_cuda((1, 1024, 8), (8192, 1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [view_33, x_13, mul_4, mul_37, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, mul_38, mul_39, sub_10, mul_40, mul_41, mul_42, pow_3, mul_43, mul_44, add_23, mul_45, add_24, view_34, sum_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_red__5:12
            stream0 = get_raw_stream(0)
            triton_red__5.run(buf13, addmm_6, buf16, 8192, 128, stream=stream0)
            del addmm_6
            buf17 = empty_strided_cuda((1, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_33, x_13, mul_4, mul_37, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, mul_38, mul_39, sub_10, mul_40, mul_41, mul_42, pow_3, mul_43, mul_44, add_23, mul_45, add_24, view_34, sum_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_per__6:13
            stream0 = get_raw_stream(0)
            triton_per__6.run(buf16, buf17, 1024, 8, stream=stream0)
            buf15 = empty_strided_cuda((256, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_33, x_13, mul_4, mul_37, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, mul_38, mul_39, sub_10, mul_40, mul_41, mul_42, pow_3, mul_43, mul_44, add_23, mul_45, add_24, view_34, mm_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:14
            extern_kernels.mm(permute_16, reinterpret_tensor(buf13, (1024, 1024), (1024, 1), 0), out=buf15)
            del permute_16
            buf14 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_33, x_13, mul_4, mul_37, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, mul_38, mul_39, sub_10, mul_40, mul_41, mul_42, pow_3, mul_43, mul_44, add_23, mul_45, add_24, view_34, permute_15, mm_5], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:15
            extern_kernels.mm(reinterpret_tensor(buf13, (1024, 1024), (1024, 1), 0), reinterpret_tensor(primals_25, (1024, 256), (1, 1024), 0), out=buf14)
            del primals_25
            buf20 = empty_strided_cuda((256, 8), (1, 256), torch.float32)
            buf22 = empty_strided_cuda((256, 8), (1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [view_36, mul_52, sum_9, sum_10], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red__7:16
            stream0 = get_raw_stream(0)
            triton_red__7.run(buf14, mul_18, buf20, buf22, 2048, 128, stream=stream0)
            buf24 = buf3; del buf3  # reuse
            buf25 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_36, mul_47, mul_48, sum_7, mul_49, sum_8, mul_50, sub_12, sub_13, mul_51, add_25, convert_element_type_1, mul_53, clone_1], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per__8:17
            stream0 = get_raw_stream(0)
            triton_per__8.run(buf24, buf14, primals_22, mul_18, div_1, gt_3, buf25, 1024, 256, stream=stream0)
            del div_1
            del gt_3
            del mul_18
            del primals_22
            buf21 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_36, mul_52, sum_9], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per__2:18
            stream0 = get_raw_stream(0)
            triton_per__2.run(buf20, buf21, 256, 8, stream=stream0)
            buf23 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_36, sum_10], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per__2:19
            stream0 = get_raw_stream(0)
            triton_per__2.run(buf22, buf23, 256, 8, stream=stream0)
            buf28 = reinterpret_tensor(buf22, (1, 256, 8), (2048, 1, 256), 0); del buf22  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1, mul_53, clone_1, view_37, sum_11], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red__4:20
            stream0 = get_raw_stream(0)
            triton_red__4.run(buf25, buf28, 2048, 128, stream=stream0)
            buf29 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1, mul_53, clone_1, view_37, sum_11], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per__2:21
            stream0 = get_raw_stream(0)
            triton_per__2.run(buf28, buf29, 256, 8, stream=stream0)
            buf27 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1, mul_53, clone_1, view_37, transpose_7, reshape_1, view_17, permute_18, mm_8], Original ATen: [aten.native_dropout_backward, aten.view, aten.transpose, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:22
            extern_kernels.mm(reinterpret_tensor(getitem_16, (256, 1024), (1, 256), 0), reinterpret_tensor(buf25, (1024, 256), (256, 1), 0), out=buf27)
            buf26 = buf14; del buf14  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1, mul_53, clone_1, view_37, permute_17, mm_7], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:23
            extern_kernels.mm(reinterpret_tensor(buf25, (1024, 256), (256, 1), 0), reinterpret_tensor(primals_21, (256, 256), (1, 256), 0), out=buf26)
            del buf25
            del primals_21
            # Topologically Sorted Source Nodes: [view_39, view_40, permute_19, attn_output, _scaled_dot_product_efficient_attention_backward], Original ATen: [aten.view, aten.transpose, aten.expand, aten._scaled_dot_product_efficient_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:24
            buf30 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf26, (8, 4, 128, 64), (32768, 64, 256, 1), 0), permute_6, permute_4, permute_5, reinterpret_tensor(where, (8, 4, 128, 128), (16384, 0, 128, 1), 0), getitem_16, getitem_17, getitem_18, getitem_19, 0.1, [True, True, True, False], scale=0.125)
            del getitem_16
            del getitem_17
            del getitem_18
            del getitem_19
            del permute_4
            del permute_5
            del permute_6
            buf31 = buf30[0]
            assert_size_stride(buf31, (8, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf31, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf32 = buf30[1]
            assert_size_stride(buf32, (8, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf32, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf33 = buf30[2]
            assert_size_stride(buf33, (8, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf33, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf30
            buf34 = empty_strided_cuda((8, 128, 768), (98304, 768, 1), torch.float32)
            buf37 = empty_strided_cuda((1, 768, 8), (6144, 1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [permute_20, view_41, permute_21, view_42, permute_22, view_43, cat_1, view_44, sum_12], Original ATen: [aten.transpose, aten.view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_red__9:25
            stream0 = get_raw_stream(0)
            triton_red__9.run(buf31, buf32, buf33, buf34, buf37, 6144, 128, stream=stream0)
            buf36 = empty_strided_cuda((256, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_20, view_41, permute_21, view_42, permute_22, view_43, cat_1, view_44, mm_10], Original ATen: [aten.transpose, aten.view, aten.cat, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:26
            extern_kernels.mm(permute_24, reinterpret_tensor(buf34, (1024, 768), (768, 1), 0), out=buf36)
            del permute_24
            buf35 = reinterpret_tensor(buf33, (1024, 256), (256, 1), 0); del buf33  # reuse
            # Topologically Sorted Source Nodes: [permute_20, view_41, permute_21, view_42, permute_22, view_43, cat_1, view_44, permute_23, mm_9], Original ATen: [aten.transpose, aten.view, aten.cat, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:27
            extern_kernels.mm(reinterpret_tensor(buf34, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_19, (768, 256), (1, 768), 0), out=buf35)
            del primals_19
            buf38 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_20, view_41, permute_21, view_42, permute_22, view_43, cat_1, view_44, sum_12], Original ATen: [aten.transpose, aten.view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_per__10:28
            stream0 = get_raw_stream(0)
            triton_per__10.run(buf37, buf38, 768, 8, stream=stream0)
            buf41 = reinterpret_tensor(buf28, (256, 8), (1, 256), 0); del buf28  # reuse
            buf43 = buf20; del buf20  # reuse
            # Topologically Sorted Source Nodes: [view_46, mul_61, sum_15, sum_16], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red__7:29
            stream0 = get_raw_stream(0)
            triton_red__7.run(buf35, mul_14, buf41, buf43, 2048, 128, stream=stream0)
            buf45 = buf24; del buf24  # reuse
            buf46 = reinterpret_tensor(buf32, (8, 128, 256), (32768, 256, 1), 0); del buf32  # reuse
            # Topologically Sorted Source Nodes: [view_46, mul_56, mul_57, sum_13, mul_58, sum_14, mul_59, sub_15, sub_16, mul_60, add_26, convert_element_type_2, mul_62, clone_2], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per__8:30
            stream0 = get_raw_stream(0)
            triton_per__8.run(buf45, buf35, primals_16, mul_14, div_2, gt_2, buf46, 1024, 256, stream=stream0)
            del div_2
            del gt_2
            del mul_14
            del primals_16
            buf48 = buf35; del buf35  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_2, mul_62, clone_2, view_47, mm_12], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:31
            extern_kernels.mm(permute_26, reinterpret_tensor(buf46, (1024, 256), (256, 1), 0), out=buf48)
            del permute_26
            buf42 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_46, mul_61, sum_15], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per__2:32
            stream0 = get_raw_stream(0)
            triton_per__2.run(buf41, buf42, 256, 8, stream=stream0)
            buf44 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_46, sum_16], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per__2:33
            stream0 = get_raw_stream(0)
            triton_per__2.run(buf43, buf44, 256, 8, stream=stream0)
            buf49 = reinterpret_tensor(buf43, (1, 256, 8), (2048, 1, 256), 0); del buf43  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_2, mul_62, clone_2, view_47, sum_17], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red__4:34
            stream0 = get_raw_stream(0)
            triton_red__4.run(buf46, buf49, 2048, 128, stream=stream0)
            buf50 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_2, mul_62, clone_2, view_47, sum_17], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per__2:35
            stream0 = get_raw_stream(0)
            triton_per__2.run(buf49, buf50, 256, 8, stream=stream0)
            buf47 = reinterpret_tensor(buf13, (1024, 1024), (1024, 1), 0); del buf13  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_2, mul_62, clone_2, view_47, permute_25, mm_11], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:36
            extern_kernels.mm(reinterpret_tensor(buf46, (1024, 256), (256, 1), 0), reinterpret_tensor(primals_15, (256, 1024), (1, 256), 0), out=buf47)
            del primals_15
            buf51 = reinterpret_tensor(buf47, (8, 128, 1024), (131072, 1024, 1), 0); del buf47  # reuse
            buf54 = buf16; del buf16  # reuse
            # Topologically Sorted Source Nodes: [view_49, x_5, mul, mul_64, pow_1, mul_1, add_5, mul_2, tanh, add_6, mul_65, mul_66, sub_17, mul_67, mul_68, mul_69, pow_4, mul_70, mul_71, add_27, mul_72, add_28, view_50, sum_18], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_red__5:37
            stream0 = get_raw_stream(0)
            triton_red__5.run(buf51, addmm_2, buf54, 8192, 128, stream=stream0)
            del addmm_2
            buf55 = empty_strided_cuda((1, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_49, x_5, mul, mul_64, pow_1, mul_1, add_5, mul_2, tanh, add_6, mul_65, mul_66, sub_17, mul_67, mul_68, mul_69, pow_4, mul_70, mul_71, add_27, mul_72, add_28, view_50, sum_18], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
            # [Provenance debug handles] triton_per__6:38
            stream0 = get_raw_stream(0)
            triton_per__6.run(buf54, buf55, 1024, 8, stream=stream0)
            del buf54
            buf53 = reinterpret_tensor(buf46, (256, 1024), (1024, 1), 0); del buf46  # reuse
            # Topologically Sorted Source Nodes: [view_49, x_5, mul, mul_64, pow_1, mul_1, add_5, mul_2, tanh, add_6, mul_65, mul_66, sub_17, mul_67, mul_68, mul_69, pow_4, mul_70, mul_71, add_27, mul_72, add_28, view_50, mm_14], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:39
            extern_kernels.mm(permute_28, reinterpret_tensor(buf51, (1024, 1024), (1024, 1), 0), out=buf53)
            del permute_28
            buf52 = reinterpret_tensor(buf31, (1024, 256), (256, 1), 0); del buf31  # reuse
            # Topologically Sorted Source Nodes: [view_49, x_5, mul, mul_64, pow_1, mul_1, add_5, mul_2, tanh, add_6, mul_65, mul_66, sub_17, mul_67, mul_68, mul_69, pow_4, mul_70, mul_71, add_27, mul_72, add_28, view_50, permute_27, mm_13], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:40
            extern_kernels.mm(reinterpret_tensor(buf51, (1024, 1024), (1024, 1), 0), reinterpret_tensor(primals_13, (1024, 256), (1, 1024), 0), out=buf52)
            del buf51
            del primals_13
            buf58 = reinterpret_tensor(buf49, (256, 8), (1, 256), 0); del buf49  # reuse
            buf60 = buf41; del buf41  # reuse
            # Topologically Sorted Source Nodes: [view_52, mul_79, sum_21, sum_22], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red__7:41
            stream0 = get_raw_stream(0)
            triton_red__7.run(buf52, mul_6, buf58, buf60, 2048, 128, stream=stream0)
            buf62 = buf45; del buf45  # reuse
            buf63 = reinterpret_tensor(buf26, (8, 128, 256), (32768, 256, 1), 0); del buf26  # reuse
            # Topologically Sorted Source Nodes: [view_52, mul_74, mul_75, sum_19, mul_76, sum_20, mul_77, sub_19, sub_20, mul_78, add_29, convert_element_type_3, mul_80, clone_3], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per__8:42
            stream0 = get_raw_stream(0)
            triton_per__8.run(buf62, buf52, primals_10, mul_6, div_3, gt_1, buf63, 1024, 256, stream=stream0)
            del div_3
            del gt_1
            del mul_6
            del primals_10
            buf59 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_52, mul_79, sum_21], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per__2:43
            stream0 = get_raw_stream(0)
            triton_per__2.run(buf58, buf59, 256, 8, stream=stream0)
            buf61 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_52, sum_22], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per__2:44
            stream0 = get_raw_stream(0)
            triton_per__2.run(buf60, buf61, 256, 8, stream=stream0)
            buf66 = reinterpret_tensor(buf60, (1, 256, 8), (2048, 1, 256), 0); del buf60  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_3, mul_80, clone_3, view_53, sum_23], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red__4:45
            stream0 = get_raw_stream(0)
            triton_red__4.run(buf63, buf66, 2048, 128, stream=stream0)
            buf67 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_3, mul_80, clone_3, view_53, sum_23], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per__2:46
            stream0 = get_raw_stream(0)
            triton_per__2.run(buf66, buf67, 256, 8, stream=stream0)
            buf65 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_3, mul_80, clone_3, view_53, transpose_3, reshape, view_6, permute_30, mm_16], Original ATen: [aten.native_dropout_backward, aten.view, aten.transpose, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:47
            extern_kernels.mm(reinterpret_tensor(getitem_5, (256, 1024), (1, 256), 0), reinterpret_tensor(buf63, (1024, 256), (256, 1), 0), out=buf65)
            buf64 = buf52; del buf52  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_3, mul_80, clone_3, view_53, permute_29, mm_15], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:48
            extern_kernels.mm(reinterpret_tensor(buf63, (1024, 256), (256, 1), 0), reinterpret_tensor(primals_9, (256, 256), (1, 256), 0), out=buf64)
            del buf63
            del primals_9
            # Topologically Sorted Source Nodes: [attn_output, view_55, view_56, permute_31, _scaled_dot_product_efficient_attention_backward_1], Original ATen: [aten.expand, aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:49
            buf68 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf64, (8, 4, 128, 64), (32768, 64, 256, 1), 0), permute_2, permute, permute_1, reinterpret_tensor(where, (8, 4, 128, 128), (16384, 0, 128, 1), 0), getitem_5, getitem_6, getitem_7, getitem_8, 0.1, [True, True, True, False], scale=0.125)
            del buf64
            del getitem_5
            del getitem_6
            del getitem_7
            del getitem_8
            del permute
            del permute_1
            del permute_2
            del where
            buf69 = buf68[0]
            assert_size_stride(buf69, (8, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf69, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf70 = buf68[1]
            assert_size_stride(buf70, (8, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf70, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf71 = buf68[2]
            assert_size_stride(buf71, (8, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf71, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf68
            buf72 = buf34; del buf34  # reuse
            buf75 = buf37; del buf37  # reuse
            # Topologically Sorted Source Nodes: [permute_32, view_57, permute_33, view_58, permute_34, view_59, cat_2, view_60, sum_24], Original ATen: [aten.transpose, aten.view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_red__9:50
            stream0 = get_raw_stream(0)
            triton_red__9.run(buf69, buf70, buf71, buf72, buf75, 6144, 128, stream=stream0)
            del buf69
            del buf70
            buf74 = empty_strided_cuda((256, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_32, view_57, permute_33, view_58, permute_34, view_59, cat_2, view_60, mm_18], Original ATen: [aten.transpose, aten.view, aten.cat, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:51
            extern_kernels.mm(permute_36, reinterpret_tensor(buf72, (1024, 768), (768, 1), 0), out=buf74)
            del permute_36
            buf73 = reinterpret_tensor(buf71, (1024, 256), (256, 1), 0); del buf71  # reuse
            # Topologically Sorted Source Nodes: [permute_32, view_57, permute_33, view_58, permute_34, view_59, cat_2, view_60, permute_35, mm_17], Original ATen: [aten.transpose, aten.view, aten.cat, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:52
            extern_kernels.mm(reinterpret_tensor(buf72, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_7, (768, 256), (1, 768), 0), out=buf73)
            del buf72
            del primals_7
            buf76 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_32, view_57, permute_33, view_58, permute_34, view_59, cat_2, view_60, sum_24], Original ATen: [aten.transpose, aten.view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_per__10:53
            stream0 = get_raw_stream(0)
            triton_per__10.run(buf75, buf76, 768, 8, stream=stream0)
            del buf75
            buf88 = empty_strided_cuda((8192, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_2], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi__11:54
            stream0 = get_raw_stream(0)
            triton_poi__11.run(buf88, 2097152, stream=stream0)
            buf78 = embedding; del embedding  # reuse
            buf84 = buf62; del buf62  # reuse
            # Topologically Sorted Source Nodes: [view_62, mul_83, mul_84, sum_25, hidden_states, hidden_states_1, hidden_states_2, mul_85, sum_26, mul_86, sub_22, sub_23, div_4, mul_87, add_30, convert_element_type_4, mul_89, clone_4, attn_output, eq_2, unsqueeze_11, where_3, full_2, index_put_1], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout, aten.native_layer_norm, aten.native_dropout_backward, aten.scalar_tensor, aten.embedding_dense_backward]
            # [Provenance debug handles] triton_per__12:55
            stream0 = get_raw_stream(0)
            triton_per__12.run(buf78, buf84, gt, embedding_1, getitem_1, rsqrt, buf73, primals_4, primals_1, buf88, 1024, 256, stream=stream0)
            del embedding_1
            del getitem_1
            del gt
            del primals_1
            del primals_4
            del rsqrt
            buf80 = reinterpret_tensor(buf66, (256, 8), (1, 256), 0); del buf66  # reuse
            buf82 = buf58; del buf58  # reuse
            # Topologically Sorted Source Nodes: [view_62, mul_88, sum_27, sum_28], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red__7:56
            stream0 = get_raw_stream(0)
            triton_red__7.run(buf73, buf78, buf80, buf82, 2048, 128, stream=stream0)
            del buf73
            del buf78
            # Topologically Sorted Source Nodes: [sum_29, eq_1, unsqueeze_10, attn_output, where_2, full_1, index_put], Original ATen: [aten.sum, aten.embedding_dense_backward, aten.scalar_tensor]
            # [Provenance debug handles] triton_per__13:57
            stream0 = get_raw_stream(0)
            triton_per__13.run(buf84, unsqueeze, buf86, 32768, 8, stream=stream0)
            del buf84
            del unsqueeze
            buf90 = empty_strided_cuda((8192, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_28, permute_9, ], Original ATen: [aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:58
            extern_kernels.addmm(buf88, reinterpret_tensor(tangents_1, (8192, 1024), (1, 8192), 0), view_26, alpha=1, beta=1, out=buf90)
            del buf88
            del tangents_1
            del view_26
            buf81 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_62, mul_88, sum_27], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per__2:59
            stream0 = get_raw_stream(0)
            triton_per__2.run(buf80, buf81, 256, 8, stream=stream0)
            del buf80
            buf83 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_62, sum_28], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per__2:60
            stream0 = get_raw_stream(0)
            triton_per__2.run(buf82, buf83, 256, 8, stream=stream0)
            del buf82
        return (None, buf90, buf86, buf81, buf83, reinterpret_tensor(buf76, (768, ), (1, ), 0), buf74, reinterpret_tensor(buf67, (256, ), (1, ), 0), buf65, buf59, buf61, reinterpret_tensor(buf55, (1024, ), (1, ), 0), buf53, reinterpret_tensor(buf50, (256, ), (1, ), 0), buf48, buf42, buf44, reinterpret_tensor(buf38, (768, ), (1, ), 0), buf36, reinterpret_tensor(buf29, (256, ), (1, ), 0), buf27, buf21, buf23, reinterpret_tensor(buf17, (1024, ), (1, ), 0), buf15, reinterpret_tensor(buf12, (256, ), (1, ), 0), buf10, buf5, buf7, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    primals_2 = rand_strided((8192, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((256, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((256, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    embedding = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    embedding_1 = rand_strided((1, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    gt = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.bool)
    getitem_1 = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute = rand_strided((8, 4, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    permute_1 = rand_strided((8, 4, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    permute_2 = rand_strided((8, 4, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    where = rand_strided((8, 1, 128, 128), (16384, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    getitem_5 = rand_strided((8, 4, 128, 64), (32768, 64, 256, 1), device='cuda:0', dtype=torch.float32)
    getitem_6 = rand_strided((8, 4, 128), (512, 128, 1), device='cuda:0', dtype=torch.float32)
    getitem_7 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_8 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    gt_1 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.bool)
    mul_6 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    addmm_2 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    gt_2 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.bool)
    mul_14 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    permute_4 = rand_strided((8, 4, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    permute_5 = rand_strided((8, 4, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    permute_6 = rand_strided((8, 4, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_16 = rand_strided((8, 4, 128, 64), (32768, 64, 256, 1), device='cuda:0', dtype=torch.float32)
    getitem_17 = rand_strided((8, 4, 128), (512, 128, 1), device='cuda:0', dtype=torch.float32)
    getitem_18 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_19 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    gt_3 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.bool)
    mul_18 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    addmm_6 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    gt_4 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.bool)
    mul_26 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    view_26 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    div = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_14 = rand_strided((1024, 1024), (1, 1024), device='cuda:0', dtype=torch.float32)
    permute_16 = rand_strided((256, 1024), (1, 256), device='cuda:0', dtype=torch.float32)
    div_1 = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_24 = rand_strided((256, 1024), (1, 256), device='cuda:0', dtype=torch.float32)
    div_2 = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_26 = rand_strided((1024, 1024), (1, 1024), device='cuda:0', dtype=torch.float32)
    permute_28 = rand_strided((256, 1024), (1, 256), device='cuda:0', dtype=torch.float32)
    div_3 = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_36 = rand_strided((256, 1024), (1, 256), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((8, 128, 8192), (1048576, 8192, 1), device='cuda:0', dtype=torch.float32)
    tangents_2 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, embedding, unsqueeze, embedding_1, gt, getitem_1, rsqrt, permute, permute_1, permute_2, where, getitem_5, getitem_6, getitem_7, getitem_8, gt_1, mul_6, addmm_2, gt_2, mul_14, permute_4, permute_5, permute_6, getitem_16, getitem_17, getitem_18, getitem_19, gt_3, mul_18, addmm_6, gt_4, mul_26, view_26, div, permute_14, permute_16, div_1, permute_24, div_2, permute_26, permute_28, div_3, permute_36, tangents_1, tangents_2]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
