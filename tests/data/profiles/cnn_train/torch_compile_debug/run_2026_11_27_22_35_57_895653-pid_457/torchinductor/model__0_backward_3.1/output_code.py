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


# kernel path: /tmp/torchinductor_root/jf/cjfsttwadpie44nifcdx3iaisnk7rn6bq6tti2vet35oi2fhqv4y.py
# Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_1 => sum_1
# Graph fragment:
#   %tangents_1 : Tensor "f32[16, 10][10, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_1 : Tensor "f32[1, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%tangents_1, [0], True), kwargs = {})
#   return %sum_1
triton_per_fused_sum_0 = async_compile.triton('triton_per_fused_sum_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 720, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_sum_0(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 10
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
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
    tmp0 = tl.load(in_ptr0 + (x0 + 10*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/m5/cm5rwuro752bud64occryft2xbbpdiz3vfxowqtm34cj5v2i2kye.py
# Topologically Sorted Source Nodes: [view_2, expand, div, batch_norm_2, relu_2, le, scalar_tensor, where, unsqueeze_12, unsqueeze_13, unsqueeze_14, sum_2, sub_3, mul_21, sum_3, mul_22, unsqueeze_15, unsqueeze_16, unsqueeze_17, mul_23, mul_24, mul_25, unsqueeze_18, unsqueeze_19, unsqueeze_20, mul_26, unsqueeze_21, unsqueeze_22, unsqueeze_23, mul_27, sub_5, sub_6, mul_28, mul_29, sum_4], Original ATen: [aten.view, aten.expand, aten.div, aten._native_batch_norm_legit_functional, aten.relu, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   batch_norm_2 => add_14, mul_14, mul_20, squeeze_6, squeeze_7, sub_2, unsqueeze_10, unsqueeze_11, unsqueeze_8, unsqueeze_9
#   div => div
#   expand => expand
#   le => le
#   mul_21 => mul_21
#   mul_22 => mul_22
#   mul_23 => mul_23
#   mul_24 => mul_24
#   mul_25 => mul_25
#   mul_26 => mul_26
#   mul_27 => mul_27
#   mul_28 => mul_28
#   mul_29 => mul_29
#   relu_2 => relu_2
#   scalar_tensor => full_default
#   sub_3 => sub_3
#   sub_5 => sub_5
#   sub_6 => sub_6
#   sum_2 => sum_2
#   sum_3 => sum_3
#   sum_4 => sum_4
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_15 => unsqueeze_15
#   unsqueeze_16 => unsqueeze_16
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_18 => unsqueeze_18
#   unsqueeze_19 => unsqueeze_19
#   unsqueeze_20 => unsqueeze_20
#   unsqueeze_21 => unsqueeze_21
#   unsqueeze_22 => unsqueeze_22
#   unsqueeze_23 => unsqueeze_23
#   view_2 => view_2
#   where => where
# Graph fragment:
#   %convolution_2 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=convolution_2]
#   %getitem_5 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_5]
#   %rsqrt_2 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %primals_21 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_21]
#   %primals_22 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_22]
#   %mm : Tensor "f32[16, 64][64, 1]cuda:0" = PlaceHolder[target=mm]
#   %where : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=where]
#   %sum_3 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_3]
#   %sum_2 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_2]
#   %mul_28 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=mul_28]
#   %view_2 : Tensor "f32[16, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [16, 64, 1, 1]), kwargs = {})
#   %expand : Tensor "f32[16, 64, 16, 16][64, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%view_2, [16, 64, 16, 16]), kwargs = {})
#   %div : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 256), kwargs = {})
#   %sub_2 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_2, %getitem_5), kwargs = {})
#   %mul_14 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_2), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_21, -1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, -1), kwargs = {})
#   %mul_20 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_14, %unsqueeze_9), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_22, -1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, -1), kwargs = {})
#   %add_14 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_20, %unsqueeze_11), kwargs = {})
#   %relu_2 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add_14,), kwargs = {})
#   %le : Tensor "b8[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_2, 0), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default, %div), kwargs = {})
#   %squeeze_6 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_5, [0, 2, 3]), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_6, 0), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, 2), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_13, 3), kwargs = {})
#   %sum_2 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where, [0, 2, 3]), kwargs = {})
#   %sub_3 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_2, %unsqueeze_14), kwargs = {})
#   %mul_21 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where, %sub_3), kwargs = {})
#   %sum_3 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_21, [0, 2, 3]), kwargs = {})
#   %mul_22 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_2, 0.000244140625), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_22, 0), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_15, 2), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_16, 3), kwargs = {})
#   %mul_23 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_3, 0.000244140625), kwargs = {})
#   %squeeze_7 : Tensor "f32[64][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_2, [0, 2, 3]), kwargs = {})
#   %mul_24 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_7, %squeeze_7), kwargs = {})
#   %mul_25 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_23, %mul_24), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_25, 0), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_18, 2), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_19, 3), kwargs = {})
#   %mul_26 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_7, %primals_21), kwargs = {})
#   %unsqueeze_21 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_26, 0), kwargs = {})
#   %unsqueeze_22 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_21, 2), kwargs = {})
#   %unsqueeze_23 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_22, 3), kwargs = {})
#   %mul_27 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %unsqueeze_20), kwargs = {})
#   %sub_5 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where, %mul_27), kwargs = {})
#   %sub_6 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_5, %unsqueeze_17), kwargs = {})
#   %mul_28 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %unsqueeze_23), kwargs = {})
#   %mul_29 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_3, %squeeze_7), kwargs = {})
#   %sum_4 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_28, [0, 2, 3]), kwargs = {})
#   return %where,%sum_2,%sum_3,%mul_29,%mul_28,%sum_4
triton_red_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_relu_threshold_backward_view_1 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_relu_threshold_backward_view_1', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_relu_threshold_backward_view_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 5, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'add_persistent_rblock': True, 'tiling_scores': {'x': 6656, 'r0_': 3145728}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_relu_threshold_backward_view_1(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp18 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp22 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 256)
        r0_2 = r0_index // 256
        tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0 + 16384*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp13 = tl.load(in_ptr5 + (x0 + 64*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 - tmp1
        tmp4 = tmp2 * tmp3
        tmp6 = tmp4 * tmp5
        tmp8 = tmp6 + tmp7
        tmp9 = tl.full([1, 1], 0, tl.int32)
        tmp10 = triton_helpers.maximum(tmp9, tmp8)
        tmp11 = tl.full([1, 1], 0.0, tl.float32)
        tmp12 = tmp10 <= tmp11
        tmp14 = tl.full([1, 1], 0.00390625, tl.float32)
        tmp15 = tmp13 * tmp14
        tmp16 = tl.where(tmp12, tmp11, tmp15)
        tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
        tmp19 = _tmp18 + tmp17
        _tmp18 = tl.where(r0_mask & xmask, tmp19, _tmp18)
        tmp20 = tmp16 * tmp2
        tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
        tmp23 = _tmp22 + tmp21
        _tmp22 = tl.where(r0_mask & xmask, tmp23, _tmp22)
        tl.store(in_out_ptr0 + (r0_1 + 256*x0 + 16384*r0_2), tmp16, r0_mask & xmask)
    tmp18 = tl.sum(_tmp18, 1)[:, None]
    tmp22 = tl.sum(_tmp22, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp18, xmask)
    tmp24 = tmp22 * tmp3
    tl.store(out_ptr2 + (x0), tmp24, xmask)
    _tmp39 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 256)
        r0_2 = r0_index // 256
        tmp25 = tl.load(in_out_ptr0 + (r0_1 + 256*x0 + 16384*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp26 = tl.load(in_ptr0 + (r0_1 + 256*x0 + 16384*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp27 = tmp26 - tmp1
        tmp28 = tl.full([1, 1], 0.000244140625, tl.float32)
        tmp29 = tmp22 * tmp28
        tmp30 = tmp3 * tmp3
        tmp31 = tmp29 * tmp30
        tmp32 = tmp27 * tmp31
        tmp33 = tmp25 - tmp32
        tmp34 = tmp18 * tmp28
        tmp35 = tmp33 - tmp34
        tmp36 = tmp3 * tmp5
        tmp37 = tmp35 * tmp36
        tmp38 = tl.broadcast_to(tmp37, [XBLOCK, R0_BLOCK])
        tmp40 = _tmp39 + tmp38
        _tmp39 = tl.where(r0_mask & xmask, tmp40, _tmp39)
        tl.store(in_out_ptr0 + (r0_1 + 256*x0 + 16384*r0_2), tmp37, r0_mask & xmask)
    tmp39 = tl.sum(_tmp39, 1)[:, None]
    tl.store(out_ptr3 + (x0), tmp39, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ia/cia3xwfwogdufjrferolfj2tlnolh6gjmr3hzoqbns3o3wlropkz.py
# Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, add_16, le_1, where_1, sum_5, sub_7, mul_30, sum_6, mul_31, unsqueeze_27, unsqueeze_28, unsqueeze_29, mul_32, mul_33, mul_34, unsqueeze_30, unsqueeze_31, unsqueeze_32, mul_35, unsqueeze_33, unsqueeze_34, unsqueeze_35, mul_36, sub_9, sub_10, mul_37, mul_38, sum_7], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_16 => add_16
#   div => div
#   expand => expand
#   le_1 => le_1
#   mul_30 => mul_30
#   mul_31 => mul_31
#   mul_32 => mul_32
#   mul_33 => mul_33
#   mul_34 => mul_34
#   mul_35 => mul_35
#   mul_36 => mul_36
#   mul_37 => mul_37
#   mul_38 => mul_38
#   scalar_tensor => full_default
#   sub_10 => sub_10
#   sub_7 => sub_7
#   sub_9 => sub_9
#   sum_5 => sum_5
#   sum_6 => sum_6
#   sum_7 => sum_7
#   unsqueeze_27 => unsqueeze_27
#   unsqueeze_28 => unsqueeze_28
#   unsqueeze_29 => unsqueeze_29
#   unsqueeze_30 => unsqueeze_30
#   unsqueeze_31 => unsqueeze_31
#   unsqueeze_32 => unsqueeze_32
#   unsqueeze_33 => unsqueeze_33
#   unsqueeze_34 => unsqueeze_34
#   unsqueeze_35 => unsqueeze_35
#   view_2 => view_2
#   where_1 => where_1
# Graph fragment:
#   %relu_1 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=relu_1]
#   %mm : Tensor "f32[16, 64][64, 1]cuda:0" = PlaceHolder[target=mm]
#   %getitem_6 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=getitem_6]
#   %convolution_1 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %unsqueeze_26 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_26]
#   %sum_6 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_6]
#   %squeeze_4 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=squeeze_4]
#   %sum_5 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_5]
#   %primals_14 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_14]
#   %mul_37 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0" = PlaceHolder[target=mul_37]
#   %view_2 : Tensor "f32[16, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [16, 64, 1, 1]), kwargs = {})
#   %expand : Tensor "f32[16, 64, 16, 16][64, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%view_2, [16, 64, 16, 16]), kwargs = {})
#   %div : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 256), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_16 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div, %getitem_6), kwargs = {})
#   %le_1 : Tensor "b8[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_1, 0), kwargs = {})
#   %where_1 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_1, %full_default, %add_16), kwargs = {})
#   %sum_5 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_1, [0, 2, 3]), kwargs = {})
#   %sub_7 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %unsqueeze_26), kwargs = {})
#   %mul_30 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_1, %sub_7), kwargs = {})
#   %sum_6 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_30, [0, 2, 3]), kwargs = {})
#   %mul_31 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_5, 0.000244140625), kwargs = {})
#   %unsqueeze_27 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_31, 0), kwargs = {})
#   %unsqueeze_28 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_27, 2), kwargs = {})
#   %unsqueeze_29 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_28, 3), kwargs = {})
#   %mul_32 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_6, 0.000244140625), kwargs = {})
#   %mul_33 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_4, %squeeze_4), kwargs = {})
#   %mul_34 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_32, %mul_33), kwargs = {})
#   %unsqueeze_30 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_34, 0), kwargs = {})
#   %unsqueeze_31 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_30, 2), kwargs = {})
#   %unsqueeze_32 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_31, 3), kwargs = {})
#   %mul_35 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_4, %primals_14), kwargs = {})
#   %unsqueeze_33 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_35, 0), kwargs = {})
#   %unsqueeze_34 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_33, 2), kwargs = {})
#   %unsqueeze_35 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_34, 3), kwargs = {})
#   %mul_36 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_7, %unsqueeze_32), kwargs = {})
#   %sub_9 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_1, %mul_36), kwargs = {})
#   %sub_10 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_9, %unsqueeze_29), kwargs = {})
#   %mul_37 : Tensor "f32[16, 64, 16, 16][16384, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_10, %unsqueeze_35), kwargs = {})
#   %mul_38 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_6, %squeeze_4), kwargs = {})
#   %sum_7 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_37, [0, 2, 3]), kwargs = {})
#   return %sum_5,%sum_6,%mul_38,%mul_37,%sum_7
triton_red_fused_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_2 = async_compile.triton('triton_red_fused_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_2', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 11, 'num_store': 4, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6400, 'r0_': 5242880}}
)
@triton.jit
def triton_red_fused_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    tmp13 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    _tmp17 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 256)
        r0_2 = r0_index // 256
        tmp0 = tl.load(in_out_ptr0 + (r0_1 + 256*x0 + 16384*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp3 = tl.load(in_ptr0 + (x0 + 64*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp6 = tl.load(in_ptr1 + (r0_1 + 256*x0 + 16384*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp12 = tl.load(in_ptr2 + (r0_1 + 256*x0 + 16384*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp4 = tl.full([1, 1], 0.00390625, tl.float32)
        tmp5 = tmp3 * tmp4
        tmp7 = tmp5 + tmp6
        tmp8 = tl.where(tmp2, tmp1, tmp7)
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask & xmask, tmp11, _tmp10)
        tmp14 = tmp12 - tmp13
        tmp15 = tmp8 * tmp14
        tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
        tmp18 = _tmp17 + tmp16
        _tmp17 = tl.where(r0_mask & xmask, tmp18, _tmp17)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tmp17 = tl.sum(_tmp17, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp10, xmask)
    tmp19 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp20 = tmp17 * tmp19
    tl.store(out_ptr2 + (x0), tmp20, xmask)
    tmp40 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    _tmp44 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 256)
        r0_2 = r0_index // 256
        tmp21 = tl.load(in_out_ptr0 + (r0_1 + 256*x0 + 16384*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp24 = tl.load(in_ptr0 + (x0 + 64*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp27 = tl.load(in_ptr1 + (r0_1 + 256*x0 + 16384*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp30 = tl.load(in_ptr2 + (r0_1 + 256*x0 + 16384*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp22 = tl.full([1, 1], 0.0, tl.float32)
        tmp23 = tmp21 <= tmp22
        tmp25 = tl.full([1, 1], 0.00390625, tl.float32)
        tmp26 = tmp24 * tmp25
        tmp28 = tmp26 + tmp27
        tmp29 = tl.where(tmp23, tmp22, tmp28)
        tmp31 = tmp30 - tmp13
        tmp32 = tl.full([1, 1], 0.000244140625, tl.float32)
        tmp33 = tmp17 * tmp32
        tmp34 = tmp19 * tmp19
        tmp35 = tmp33 * tmp34
        tmp36 = tmp31 * tmp35
        tmp37 = tmp29 - tmp36
        tmp38 = tmp10 * tmp32
        tmp39 = tmp37 - tmp38
        tmp41 = tmp19 * tmp40
        tmp42 = tmp39 * tmp41
        tmp43 = tl.broadcast_to(tmp42, [XBLOCK, R0_BLOCK])
        tmp45 = _tmp44 + tmp43
        _tmp44 = tl.where(r0_mask & xmask, tmp45, _tmp44)
        tl.store(in_out_ptr0 + (r0_1 + 256*x0 + 16384*r0_2), tmp42, r0_mask & xmask)
    tmp44 = tl.sum(_tmp44, 1)[:, None]
    tl.store(out_ptr3 + (x0), tmp44, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/xx/cxxilutxq3xwlqhzensy3a2j4uwmlty2i2vmh5tmqcmytzfeg53t.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_2, where_2, sum_8, sub_11, mul_39, sum_9], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   le_2 => le_2
#   mul_39 => mul_39
#   scalar_tensor => full_default
#   sub_11 => sub_11
#   sum_8 => sum_8
#   sum_9 => sum_9
#   where_2 => where_2
# Graph fragment:
#   %relu : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0" = PlaceHolder[target=relu]
#   %getitem_9 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0" = PlaceHolder[target=getitem_9]
#   %convolution : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0" = PlaceHolder[target=convolution]
#   %unsqueeze_38 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_38]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_2 : Tensor "b8[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_2 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_2, %full_default, %getitem_9), kwargs = {})
#   %sum_8 : Tensor "f32[32][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_2, [0, 2, 3]), kwargs = {})
#   %sub_11 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_38), kwargs = {})
#   %mul_39 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_2, %sub_11), kwargs = {})
#   %sum_9 : Tensor "f32[32][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_39, [0, 2, 3]), kwargs = {})
#   return %buf20,%buf22
triton_red_fused_native_batch_norm_backward_threshold_backward_3 = async_compile.triton('triton_red_fused_native_batch_norm_backward_threshold_backward_3', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_batch_norm_backward_threshold_backward_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1152, 'r0_': 6291456}}
)
@triton.jit
def triton_red_fused_native_batch_norm_backward_threshold_backward_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp9 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (1024*x0 + 32768*(r0_2 // 1024) + 262144*x1 + ((r0_2 % 1024))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr1 + (1024*x0 + 32768*(r0_2 // 1024) + 262144*x1 + ((r0_2 % 1024))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp8 = tl.load(in_ptr2 + (1024*x0 + 32768*(r0_2 // 1024) + 262144*x1 + ((r0_2 % 1024))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp4 = tl.where(tmp2, tmp1, tmp3)
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask & xmask, tmp7, _tmp6)
        tmp10 = tmp8 - tmp9
        tmp11 = tmp4 * tmp10
        tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask & xmask, tmp14, _tmp13)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp6, xmask)
    tl.store(out_ptr1 + (x3), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/rx/crxcqp6zh6ubucfxjacrehq2627zfia44ittshensy7j22656ar5.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_2, where_2, sum_8], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   le_2 => le_2
#   scalar_tensor => full_default
#   sum_8 => sum_8
#   where_2 => where_2
# Graph fragment:
#   %buf20 : Tensor "f32[32, 2][1, 32]cuda:0" = PlaceHolder[target=buf20]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_2 : Tensor "b8[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_2 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_2, %full_default, %getitem_9), kwargs = {})
#   %sum_8 : Tensor "f32[32][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_2, [0, 2, 3]), kwargs = {})
#   return %sum_8
triton_per_fused_native_batch_norm_backward_threshold_backward_4 = async_compile.triton('triton_per_fused_native_batch_norm_backward_threshold_backward_4', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_batch_norm_backward_threshold_backward_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_native_batch_norm_backward_threshold_backward_4(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/j7/cj7yixwil55ddp43mqzz2xkwmh5uitun2hme5atsuka4ke2iws5j.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_2, where_2, sub_11, mul_39, sum_9, mul_47], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   le_2 => le_2
#   mul_39 => mul_39
#   mul_47 => mul_47
#   scalar_tensor => full_default
#   sub_11 => sub_11
#   sum_9 => sum_9
#   where_2 => where_2
# Graph fragment:
#   %buf22 : Tensor "f32[32, 2][1, 32]cuda:0" = PlaceHolder[target=buf22]
#   %sum_9 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=sum_9]
#   %squeeze_1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=squeeze_1]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_2 : Tensor "b8[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_2 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_2, %full_default, %getitem_9), kwargs = {})
#   %sub_11 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_38), kwargs = {})
#   %mul_39 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_2, %sub_11), kwargs = {})
#   %sum_9 : Tensor "f32[32][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_39, [0, 2, 3]), kwargs = {})
#   %mul_47 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_9, %squeeze_1), kwargs = {})
#   return %sum_9,%mul_47
triton_per_fused_native_batch_norm_backward_threshold_backward_5 = async_compile.triton('triton_per_fused_native_batch_norm_backward_threshold_backward_5', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_batch_norm_backward_threshold_backward_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 896, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_native_batch_norm_backward_threshold_backward_5(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp5 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = tmp4 * tmp5
    tl.store(out_ptr1 + (x0), tmp6, xmask)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/rf/crfmuy5avdjgsornesf242g54z46zmx3zp7z7ydhz2fdjjdvul5f.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_2, where_2, sub_11, mul_40, unsqueeze_39, unsqueeze_40, unsqueeze_41, mul_41, mul_42, mul_43, unsqueeze_42, unsqueeze_43, unsqueeze_44, mul_44, unsqueeze_45, unsqueeze_46, unsqueeze_47, mul_45, sub_13, sub_14, mul_46], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   le_2 => le_2
#   mul_40 => mul_40
#   mul_41 => mul_41
#   mul_42 => mul_42
#   mul_43 => mul_43
#   mul_44 => mul_44
#   mul_45 => mul_45
#   mul_46 => mul_46
#   scalar_tensor => full_default
#   sub_11 => sub_11
#   sub_13 => sub_13
#   sub_14 => sub_14
#   unsqueeze_39 => unsqueeze_39
#   unsqueeze_40 => unsqueeze_40
#   unsqueeze_41 => unsqueeze_41
#   unsqueeze_42 => unsqueeze_42
#   unsqueeze_43 => unsqueeze_43
#   unsqueeze_44 => unsqueeze_44
#   unsqueeze_45 => unsqueeze_45
#   unsqueeze_46 => unsqueeze_46
#   unsqueeze_47 => unsqueeze_47
#   where_2 => where_2
# Graph fragment:
#   %relu : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0" = PlaceHolder[target=relu]
#   %getitem_9 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0" = PlaceHolder[target=getitem_9]
#   %convolution : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0" = PlaceHolder[target=convolution]
#   %unsqueeze_38 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_38]
#   %sum_9 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=sum_9]
#   %squeeze_1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=squeeze_1]
#   %sum_8 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=sum_8]
#   %primals_7 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_7]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_2 : Tensor "b8[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_2 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_2, %full_default, %getitem_9), kwargs = {})
#   %sub_11 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_38), kwargs = {})
#   %mul_40 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_8, 6.103515625e-05), kwargs = {})
#   %unsqueeze_39 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_40, 0), kwargs = {})
#   %unsqueeze_40 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_39, 2), kwargs = {})
#   %unsqueeze_41 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_40, 3), kwargs = {})
#   %mul_41 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_9, 6.103515625e-05), kwargs = {})
#   %mul_42 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %squeeze_1), kwargs = {})
#   %mul_43 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_41, %mul_42), kwargs = {})
#   %unsqueeze_42 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_43, 0), kwargs = {})
#   %unsqueeze_43 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_42, 2), kwargs = {})
#   %unsqueeze_44 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_43, 3), kwargs = {})
#   %mul_44 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %primals_7), kwargs = {})
#   %unsqueeze_45 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_44, 0), kwargs = {})
#   %unsqueeze_46 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_45, 2), kwargs = {})
#   %unsqueeze_47 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_46, 3), kwargs = {})
#   %mul_45 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_11, %unsqueeze_44), kwargs = {})
#   %sub_13 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_2, %mul_45), kwargs = {})
#   %sub_14 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_13, %unsqueeze_41), kwargs = {})
#   %mul_46 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_14, %unsqueeze_47), kwargs = {})
#   return %mul_46
triton_poi_fused_native_batch_norm_backward_threshold_backward_6 = async_compile.triton('triton_poi_fused_native_batch_norm_backward_threshold_backward_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_batch_norm_backward_threshold_backward_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 10485760}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_batch_norm_backward_threshold_backward_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x3 = xindex
    x1 = ((xindex // 1024) % 32)
    tmp0 = tl.load(in_out_ptr0 + (x3), None)
    tmp3 = tl.load(in_ptr0 + (x3), None)
    tmp5 = tl.load(in_ptr1 + (x3), None)
    tmp6 = tl.load(in_ptr2 + (x1), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr3 + (x1), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr4 + (x1), None, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x1), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr6 + (x1), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tmp7 = tmp5 - tmp6
    tmp9 = tl.full([1], 6.103515625e-05, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp12 = tmp11 * tmp11
    tmp13 = tmp10 * tmp12
    tmp14 = tmp7 * tmp13
    tmp15 = tmp4 - tmp14
    tmp17 = tmp16 * tmp9
    tmp18 = tmp15 - tmp17
    tmp20 = tmp11 * tmp19
    tmp21 = tmp18 * tmp20
    tl.store(in_out_ptr0 + (x3), tmp21, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ov/covkuesmpbyz6uu7xuud3q67hcadpzxh7b7k4ux2h2iyxo7tvx6s.py
# Topologically Sorted Source Nodes: [sum_10], Original ATen: [aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_10 => sum_10
# Graph fragment:
#   %mul_46 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0" = PlaceHolder[target=mul_46]
#   %sum_10 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_46, [0, 2, 3]), kwargs = {})
#   return %buf26
triton_red_fused_convolution_backward_7 = async_compile.triton('triton_red_fused_convolution_backward_7', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_backward_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 2097152}}
)
@triton.jit
def triton_red_fused_convolution_backward_7(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (1024*x0 + 32768*(r0_2 // 1024) + 262144*x1 + ((r0_2 % 1024))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
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
        primals_1, primals_3, primals_7, primals_9, primals_14, primals_16, primals_21, primals_22, primals_23, convolution, squeeze_1, relu, convolution_1, squeeze_4, relu_1, convolution_2, getitem_5, rsqrt_2, view, unsqueeze_26, unsqueeze_38, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (32, 3, 3, 3), (27, 9, 3, 1))
        assert_size_stride(primals_3, (16, 3, 32, 32), (3072, 1024, 32, 1))
        assert_size_stride(primals_7, (32, ), (1, ))
        assert_size_stride(primals_9, (64, 32, 3, 3), (288, 9, 3, 1))
        assert_size_stride(primals_14, (64, ), (1, ))
        assert_size_stride(primals_16, (64, 16, 3, 3), (144, 9, 3, 1))
        assert_size_stride(primals_21, (64, ), (1, ))
        assert_size_stride(primals_22, (64, ), (1, ))
        assert_size_stride(primals_23, (10, 64), (64, 1))
        assert_size_stride(convolution, (16, 32, 32, 32), (32768, 1024, 32, 1))
        assert_size_stride(squeeze_1, (32, ), (1, ))
        assert_size_stride(relu, (16, 32, 32, 32), (32768, 1024, 32, 1))
        assert_size_stride(convolution_1, (16, 64, 16, 16), (16384, 256, 16, 1))
        assert_size_stride(squeeze_4, (64, ), (1, ))
        assert_size_stride(relu_1, (16, 64, 16, 16), (16384, 256, 16, 1))
        assert_size_stride(convolution_2, (16, 64, 16, 16), (16384, 256, 16, 1))
        assert_size_stride(getitem_5, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(rsqrt_2, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(view, (16, 64), (64, 1))
        assert_size_stride(unsqueeze_26, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_38, (1, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(tangents_1, (16, 10), (10, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((16, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, permute_1, mm], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:1
            extern_kernels.mm(tangents_1, primals_23, out=buf0)
            del primals_23
            buf1 = empty_strided_cuda((10, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_2, permute_4], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:2
            extern_kernels.mm(reinterpret_tensor(tangents_1, (10, 16), (1, 10), 0), view, out=buf1)
            del view
            buf2 = empty_strided_cuda((1, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_0:3
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_0.run(tangents_1, buf2, 10, 16, stream=stream0)
            del tangents_1
            buf3 = empty_strided_cuda((16, 64, 16, 16), (16384, 256, 16, 1), torch.float32)
            buf4 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf7 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf6 = buf3; del buf3  # reuse
            buf8 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_2, expand, div, batch_norm_2, relu_2, le, scalar_tensor, where, unsqueeze_12, unsqueeze_13, unsqueeze_14, sum_2, sub_3, mul_21, sum_3, mul_22, unsqueeze_15, unsqueeze_16, unsqueeze_17, mul_23, mul_24, mul_25, unsqueeze_18, unsqueeze_19, unsqueeze_20, mul_26, unsqueeze_21, unsqueeze_22, unsqueeze_23, mul_27, sub_5, sub_6, mul_28, mul_29, sum_4], Original ATen: [aten.view, aten.expand, aten.div, aten._native_batch_norm_legit_functional, aten.relu, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_relu_threshold_backward_view_1:4
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_relu_threshold_backward_view_1.run(buf6, convolution_2, getitem_5, rsqrt_2, primals_21, primals_22, buf0, buf4, buf7, buf8, 64, 4096, stream=stream0)
            del convolution_2
            del getitem_5
            del primals_21
            del primals_22
            del rsqrt_2
            # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:5
            buf9 = torch.ops.aten.convolution_backward.default(buf6, relu_1, primals_16, [64], [1, 1], [1, 1], [1, 1], False, [0, 0], 4, [True, True, False])
            del buf6
            del primals_16
            buf10 = buf9[0]
            assert_size_stride(buf10, (16, 64, 16, 16), (16384, 256, 16, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf10, 16, 'torch.ops.aten.convolution_backward.default')
            buf11 = buf9[1]
            assert_size_stride(buf11, (64, 16, 3, 3), (144, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf11, 16, 'torch.ops.aten.convolution_backward.default')
            del buf9
            buf12 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf15 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf14 = relu_1; del relu_1  # reuse
            buf16 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, add_16, le_1, where_1, sum_5, sub_7, mul_30, sum_6, mul_31, unsqueeze_27, unsqueeze_28, unsqueeze_29, mul_32, mul_33, mul_34, unsqueeze_30, unsqueeze_31, unsqueeze_32, mul_35, unsqueeze_33, unsqueeze_34, unsqueeze_35, mul_36, sub_9, sub_10, mul_37, mul_38, sum_7], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_red_fused_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_2:6
            stream0 = get_raw_stream(0)
            triton_red_fused_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_2.run(buf14, buf0, buf10, convolution_1, unsqueeze_26, squeeze_4, primals_14, buf12, buf15, buf16, 64, 4096, stream=stream0)
            del buf0
            del buf10
            del convolution_1
            del primals_14
            del squeeze_4
            del unsqueeze_26
            # Topologically Sorted Source Nodes: [convolution_backward_1], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:7
            buf17 = torch.ops.aten.convolution_backward.default(buf14, relu, primals_9, [64], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf14
            del primals_9
            buf18 = buf17[0]
            assert_size_stride(buf18, (16, 32, 32, 32), (32768, 1024, 32, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf18, 16, 'torch.ops.aten.convolution_backward.default')
            buf19 = buf17[1]
            assert_size_stride(buf19, (64, 32, 3, 3), (288, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf19, 16, 'torch.ops.aten.convolution_backward.default')
            del buf17
            buf20 = empty_strided_cuda((32, 2), (1, 32), torch.float32)
            buf22 = empty_strided_cuda((32, 2), (1, 32), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, le_2, where_2, sum_8, sub_11, mul_39, sum_9], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_batch_norm_backward_threshold_backward_3:8
            stream0 = get_raw_stream(0)
            triton_red_fused_native_batch_norm_backward_threshold_backward_3.run(relu, buf18, convolution, unsqueeze_38, buf20, buf22, 64, 8192, stream=stream0)
            buf21 = empty_strided_cuda((32, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, le_2, where_2, sum_8], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_batch_norm_backward_threshold_backward_4:9
            stream0 = get_raw_stream(0)
            triton_per_fused_native_batch_norm_backward_threshold_backward_4.run(buf20, buf21, 32, 2, stream=stream0)
            del buf20
            buf23 = empty_strided_cuda((32, ), (1, ), torch.float32)
            buf25 = empty_strided_cuda((32, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, le_2, where_2, sub_11, mul_39, sum_9, mul_47], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_batch_norm_backward_threshold_backward_5:10
            stream0 = get_raw_stream(0)
            triton_per_fused_native_batch_norm_backward_threshold_backward_5.run(buf22, squeeze_1, buf23, buf25, 32, 2, stream=stream0)
            buf24 = relu; del relu  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_2, where_2, sub_11, mul_40, unsqueeze_39, unsqueeze_40, unsqueeze_41, mul_41, mul_42, mul_43, unsqueeze_42, unsqueeze_43, unsqueeze_44, mul_44, unsqueeze_45, unsqueeze_46, unsqueeze_47, mul_45, sub_13, sub_14, mul_46], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_batch_norm_backward_threshold_backward_6:11
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_batch_norm_backward_threshold_backward_6.run(buf24, buf18, convolution, unsqueeze_38, buf23, squeeze_1, buf21, primals_7, 524288, stream=stream0)
            del buf18
            del convolution
            del primals_7
            del squeeze_1
            del unsqueeze_38
            buf26 = buf22; del buf22  # reuse
            # Topologically Sorted Source Nodes: [sum_10], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] triton_red_fused_convolution_backward_7:12
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_7.run(buf24, buf26, 64, 8192, stream=stream0)
            buf27 = buf23; del buf23  # reuse
            # Topologically Sorted Source Nodes: [sum_10], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused_native_batch_norm_backward_threshold_backward_4:13
            stream0 = get_raw_stream(0)
            triton_per_fused_native_batch_norm_backward_threshold_backward_4.run(buf26, buf27, 32, 2, stream=stream0)
            del buf26
            # Topologically Sorted Source Nodes: [convolution_backward_2], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:14
            buf28 = torch.ops.aten.convolution_backward.default(buf24, primals_3, primals_1, [32], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False])
            del buf24
            del primals_1
            del primals_3
            buf29 = buf28[1]
            assert_size_stride(buf29, (32, 3, 3, 3), (27, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf29, 16, 'torch.ops.aten.convolution_backward.default')
            del buf28
        return (buf29, buf27, None, None, None, None, buf25, buf21, buf19, buf16, None, None, None, buf15, buf12, buf11, buf8, None, None, None, buf7, buf4, buf1, reinterpret_tensor(buf2, (10, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((32, 3, 3, 3), (27, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((16, 3, 32, 32), (3072, 1024, 32, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((64, 32, 3, 3), (288, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((64, 16, 3, 3), (144, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((10, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    convolution = rand_strided((16, 32, 32, 32), (32768, 1024, 32, 1), device='cuda:0', dtype=torch.float32)
    squeeze_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu = rand_strided((16, 32, 32, 32), (32768, 1024, 32, 1), device='cuda:0', dtype=torch.float32)
    convolution_1 = rand_strided((16, 64, 16, 16), (16384, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    squeeze_4 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_1 = rand_strided((16, 64, 16, 16), (16384, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    convolution_2 = rand_strided((16, 64, 16, 16), (16384, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    getitem_5 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_2 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    view = rand_strided((16, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_26 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_38 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((16, 10), (10, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_3, primals_7, primals_9, primals_14, primals_16, primals_21, primals_22, primals_23, convolution, squeeze_1, relu, convolution_1, squeeze_4, relu_1, convolution_2, getitem_5, rsqrt_2, view, unsqueeze_26, unsqueeze_38, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
