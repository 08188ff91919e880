; ModuleID = 'layouts.c'
source_filename = "layouts.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.pad = type { i8, i32, i8, double, i16 }
%struct.dbl = type { i8, double, i8, i64 }
%struct.ld = type { i8, fp128, i8, [15 x i8] }
%struct.ldarr = type { [3 x fp128], i8, [15 x i8] }
%struct.nest = type { i8, [2 x %struct.inner], i32, %struct.anon }
%struct.inner = type { i16, [3 x i8] }
%struct.anon = type { i8, double }
%struct.arr = type { [3 x i32], [7 x i8], [2 x [3 x i16]] }
%struct.ptrs = type { i8, i8*, i8, void ()*, i32, i8 }
%union.mix = type { double }
%union.ldu = type { fp128 }
%struct.hasu = type { i8, %union.mix, i8 }
%struct.packed = type <{ i8, i32, double, i16 }>
%struct.Xpack2 = type <{ i8, i8, i32, double, i8, i8 }>
%struct.haspacked = type { i8, %struct.packed, i8 }
%struct.Xbits = type { i8, [3 x i8], i8, [3 x i8] }
%struct.Xbits2 = type { [5 x i8], i8, i16 }
%struct.Xbits3 = type { i8, i8, i16, [3 x i8] }
%struct.flex = type { i32, i8, [0 x i16] }
%struct.misc = type { i8, i32, float, i8 }
%struct.Xalignas = type { i8, [15 x i8], i32, i8, [11 x i8] }
%struct.Xalignas32 = type { i8, double, [16 x i8] }
%struct.Xvec = type { i8, <3 x float>, <2 x i16>, <4 x i32> }
%struct.Xi128 = type { i8, [15 x i8], i128, i8, [15 x i8] }
%struct.big = type { [4 x [5 x double]], i8, [3 x %struct.pad] }

@fact_ptr = hidden global i32 4, align 4
@fact_long = hidden global i32 4, align 4
@fact_wchar = hidden global i32 4, align 4
@fact_char_signed = hidden global i32 1, align 4
@fact_va_list = hidden global i32 4, align 4
@size_char = hidden global i32 1, align 4
@align_char = hidden global i32 1, align 4
@size_short = hidden global i32 2, align 4
@align_short = hidden global i32 2, align 4
@size_int = hidden global i32 4, align 4
@align_int = hidden global i32 4, align 4
@size_long = hidden global i32 4, align 4
@align_long = hidden global i32 4, align 4
@size_llong = hidden global i32 8, align 4
@align_llong = hidden global i32 8, align 4
@size_float = hidden global i32 4, align 4
@align_float = hidden global i32 4, align 4
@size_double = hidden global i32 8, align 4
@align_double = hidden global i32 8, align 4
@size_ldouble = hidden global i32 16, align 4
@align_ldouble = hidden global i32 16, align 4
@size_ptr = hidden global i32 4, align 4
@align_ptr = hidden global i32 4, align 4
@size_bool = hidden global i32 1, align 4
@align_bool = hidden global i32 1, align 4
@size_wchar = hidden global i32 4, align 4
@align_wchar = hidden global i32 4, align 4
@size_Xint128 = hidden global i32 16, align 4
@align_Xint128 = hidden global i32 16, align 4
@size_pad = hidden global i32 32, align 4
@align_pad = hidden global i32 8, align 4
@off_pad_b = hidden global i32 4, align 4
@off_pad_d = hidden global i32 16, align 4
@off_pad_e = hidden global i32 24, align 4
@size_dbl = hidden global i32 32, align 4
@align_dbl = hidden global i32 8, align 4
@off_dbl_d = hidden global i32 8, align 4
@off_dbl_l = hidden global i32 24, align 4
@size_ld = hidden global i32 48, align 4
@align_ld = hidden global i32 16, align 4
@off_ld_x = hidden global i32 16, align 4
@off_ld_b = hidden global i32 32, align 4
@size_ldarr = hidden global i32 64, align 4
@align_ldarr = hidden global i32 16, align 4
@off_ldarr_x2 = hidden global i32 32, align 4
@off_ldarr_c = hidden global i32 48, align 4
@size_nest = hidden global i32 40, align 4
@align_nest = hidden global i32 8, align 4
@off_nest_in1t2 = hidden global i32 12, align 4
@off_nest_i = hidden global i32 16, align 4
@off_nest_anond = hidden global i32 32, align 4
@size_arr = hidden global i32 32, align 4
@align_arr = hidden global i32 4, align 4
@off_arr_b5 = hidden global i32 17, align 4
@off_arr_c12 = hidden global i32 30, align 4
@size_ptrs = hidden global i32 24, align 4
@align_ptrs = hidden global i32 4, align 4
@off_ptrs_p = hidden global i32 4, align 4
@off_ptrs_fn = hidden global i32 12, align 4
@off_ptrs_l = hidden global i32 16, align 4
@off_ptrs_c = hidden global i32 20, align 4
@size_mix = hidden global i32 8, align 4
@align_mix = hidden global i32 8, align 4
@size_ldu = hidden global i32 16, align 4
@align_ldu = hidden global i32 16, align 4
@size_hasu = hidden global i32 24, align 4
@align_hasu = hidden global i32 8, align 4
@off_hasu_u = hidden global i32 8, align 4
@off_hasu_b = hidden global i32 16, align 4
@size_packed = hidden global i32 15, align 4
@align_packed = hidden global i32 1, align 4
@off_packed_b = hidden global i32 1, align 4
@off_packed_c = hidden global i32 5, align 4
@off_packed_d = hidden global i32 13, align 4
@size_Xpack2 = hidden global i32 16, align 4
@align_Xpack2 = hidden global i32 2, align 4
@off_Xpack2_b = hidden global i32 2, align 4
@off_Xpack2_c = hidden global i32 6, align 4
@size_haspacked = hidden global i32 17, align 4
@align_haspacked = hidden global i32 1, align 4
@off_haspacked_pc = hidden global i32 6, align 4
@off_haspacked_b = hidden global i32 16, align 4
@size_Xbits = hidden global i32 8, align 4
@align_Xbits = hidden global i32 4, align 4
@size_Xbits2 = hidden global i32 8, align 4
@align_Xbits2 = hidden global i32 8, align 4
@size_Xbits3 = hidden global i32 8, align 4
@align_Xbits3 = hidden global i32 2, align 4
@size_flex = hidden global i32 8, align 4
@align_flex = hidden global i32 4, align 4
@size_misc = hidden global i32 16, align 4
@align_misc = hidden global i32 4, align 4
@off_misc_f = hidden global i32 8, align 4
@off_misc_b2 = hidden global i32 12, align 4
@size_Xalignas = hidden global i32 32, align 4
@align_Xalignas = hidden global i32 16, align 4
@off_Xalignas_b = hidden global i32 16, align 4
@off_Xalignas_c = hidden global i32 20, align 4
@size_Xalignas32 = hidden global i32 32, align 4
@align_Xalignas32 = hidden global i32 32, align 4
@off_Xalignas32_d = hidden global i32 8, align 4
@size_Xvec = hidden global i32 64, align 4
@align_Xvec = hidden global i32 16, align 4
@off_Xvec_v3 = hidden global i32 16, align 4
@off_Xvec_s2 = hidden global i32 32, align 4
@off_Xvec_v4 = hidden global i32 48, align 4
@size_Xi128 = hidden global i32 48, align 4
@align_Xi128 = hidden global i32 16, align 4
@off_Xi128_x = hidden global i32 16, align 4
@off_Xi128_b = hidden global i32 32, align 4
@size_big = hidden global i32 264, align 4
@align_big = hidden global i32 8, align 4
@off_big_m34 = hidden global i32 152, align 4
@off_big_p2e = hidden global i32 256, align 4
@g_va_list = hidden global i8* null, align 4
@g_long_double_kind = hidden global fp128 0xL00000000000000000000000000000000, align 16
@g_char = hidden global i8 0, align 1
@g_short = hidden global i16 0, align 2
@g_int = hidden global i32 0, align 4
@g_long = hidden global i32 0, align 4
@g_llong = hidden global i64 0, align 8
@g_float = hidden global float 0.000000e+00, align 4
@g_double = hidden global double 0.000000e+00, align 8
@g_ldouble = hidden global fp128 0xL00000000000000000000000000000000, align 16
@g_ptr = hidden global i8* null, align 4
@g_bool = hidden global i8 0, align 1
@g_wchar = hidden global i32 0, align 4
@g_Xint128 = hidden global i128 0, align 16
@g_pad = hidden global %struct.pad zeroinitializer, align 8
@g_dbl = hidden global %struct.dbl zeroinitializer, align 8
@g_ld = hidden global %struct.ld zeroinitializer, align 16
@g_ldarr = hidden global %struct.ldarr zeroinitializer, align 16
@g_nest = hidden global %struct.nest zeroinitializer, align 8
@g_arr = hidden global %struct.arr zeroinitializer, align 4
@g_ptrs = hidden global %struct.ptrs zeroinitializer, align 4
@g_mix = hidden global %union.mix zeroinitializer, align 8
@g_ldu = hidden global %union.ldu zeroinitializer, align 16
@g_hasu = hidden global %struct.hasu zeroinitializer, align 8
@g_packed = hidden global %struct.packed zeroinitializer, align 1
@g_Xpack2 = hidden global %struct.Xpack2 zeroinitializer, align 2
@g_haspacked = hidden global %struct.haspacked zeroinitializer, align 1
@g_Xbits = hidden global %struct.Xbits zeroinitializer, align 4
@g_Xbits2 = hidden global %struct.Xbits2 zeroinitializer, align 8
@g_Xbits3 = hidden global %struct.Xbits3 zeroinitializer, align 2
@g_flex = hidden global %struct.flex zeroinitializer, align 4
@g_misc = hidden global %struct.misc zeroinitializer, align 4
@g_Xalignas = hidden global %struct.Xalignas zeroinitializer, align 16
@g_Xalignas32 = hidden global %struct.Xalignas32 zeroinitializer, align 32
@g_Xvec = hidden global %struct.Xvec zeroinitializer, align 16
@g_Xi128 = hidden global %struct.Xi128 zeroinitializer, align 16
@g_big = hidden global %struct.big zeroinitializer, align 8

; Function Attrs: noinline nounwind
define hidden i8* @f_pad_b(%struct.pad* noundef %0) #0 {
  %2 = alloca %struct.pad*, align 4
  store %struct.pad* %0, %struct.pad** %2, align 4
  %3 = load %struct.pad*, %struct.pad** %2, align 4
  %4 = getelementptr inbounds %struct.pad, %struct.pad* %3, i32 0, i32 1
  %5 = bitcast i32* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_pad_d(%struct.pad* noundef %0) #0 {
  %2 = alloca %struct.pad*, align 4
  store %struct.pad* %0, %struct.pad** %2, align 4
  %3 = load %struct.pad*, %struct.pad** %2, align 4
  %4 = getelementptr inbounds %struct.pad, %struct.pad* %3, i32 0, i32 3
  %5 = bitcast double* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_pad_e(%struct.pad* noundef %0) #0 {
  %2 = alloca %struct.pad*, align 4
  store %struct.pad* %0, %struct.pad** %2, align 4
  %3 = load %struct.pad*, %struct.pad** %2, align 4
  %4 = getelementptr inbounds %struct.pad, %struct.pad* %3, i32 0, i32 4
  %5 = bitcast i16* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_dbl_d(%struct.dbl* noundef %0) #0 {
  %2 = alloca %struct.dbl*, align 4
  store %struct.dbl* %0, %struct.dbl** %2, align 4
  %3 = load %struct.dbl*, %struct.dbl** %2, align 4
  %4 = getelementptr inbounds %struct.dbl, %struct.dbl* %3, i32 0, i32 1
  %5 = bitcast double* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_dbl_l(%struct.dbl* noundef %0) #0 {
  %2 = alloca %struct.dbl*, align 4
  store %struct.dbl* %0, %struct.dbl** %2, align 4
  %3 = load %struct.dbl*, %struct.dbl** %2, align 4
  %4 = getelementptr inbounds %struct.dbl, %struct.dbl* %3, i32 0, i32 3
  %5 = bitcast i64* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_ld_x(%struct.ld* noundef %0) #0 {
  %2 = alloca %struct.ld*, align 4
  store %struct.ld* %0, %struct.ld** %2, align 4
  %3 = load %struct.ld*, %struct.ld** %2, align 4
  %4 = getelementptr inbounds %struct.ld, %struct.ld* %3, i32 0, i32 1
  %5 = bitcast fp128* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_ld_b(%struct.ld* noundef %0) #0 {
  %2 = alloca %struct.ld*, align 4
  store %struct.ld* %0, %struct.ld** %2, align 4
  %3 = load %struct.ld*, %struct.ld** %2, align 4
  %4 = getelementptr inbounds %struct.ld, %struct.ld* %3, i32 0, i32 2
  ret i8* %4
}

; Function Attrs: noinline nounwind
define hidden i8* @f_ldarr_x2(%struct.ldarr* noundef %0) #0 {
  %2 = alloca %struct.ldarr*, align 4
  store %struct.ldarr* %0, %struct.ldarr** %2, align 4
  %3 = load %struct.ldarr*, %struct.ldarr** %2, align 4
  %4 = getelementptr inbounds %struct.ldarr, %struct.ldarr* %3, i32 0, i32 0
  %5 = getelementptr inbounds [3 x fp128], [3 x fp128]* %4, i32 0, i32 2
  %6 = bitcast fp128* %5 to i8*
  ret i8* %6
}

; Function Attrs: noinline nounwind
define hidden i8* @f_ldarr_c(%struct.ldarr* noundef %0) #0 {
  %2 = alloca %struct.ldarr*, align 4
  store %struct.ldarr* %0, %struct.ldarr** %2, align 4
  %3 = load %struct.ldarr*, %struct.ldarr** %2, align 4
  %4 = getelementptr inbounds %struct.ldarr, %struct.ldarr* %3, i32 0, i32 1
  ret i8* %4
}

; Function Attrs: noinline nounwind
define hidden i8* @f_nest_in1t2(%struct.nest* noundef %0) #0 {
  %2 = alloca %struct.nest*, align 4
  store %struct.nest* %0, %struct.nest** %2, align 4
  %3 = load %struct.nest*, %struct.nest** %2, align 4
  %4 = getelementptr inbounds %struct.nest, %struct.nest* %3, i32 0, i32 1
  %5 = getelementptr inbounds [2 x %struct.inner], [2 x %struct.inner]* %4, i32 0, i32 1
  %6 = getelementptr inbounds %struct.inner, %struct.inner* %5, i32 0, i32 1
  %7 = getelementptr inbounds [3 x i8], [3 x i8]* %6, i32 0, i32 2
  ret i8* %7
}

; Function Attrs: noinline nounwind
define hidden i8* @f_nest_i(%struct.nest* noundef %0) #0 {
  %2 = alloca %struct.nest*, align 4
  store %struct.nest* %0, %struct.nest** %2, align 4
  %3 = load %struct.nest*, %struct.nest** %2, align 4
  %4 = getelementptr inbounds %struct.nest, %struct.nest* %3, i32 0, i32 2
  %5 = bitcast i32* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_nest_anond(%struct.nest* noundef %0) #0 {
  %2 = alloca %struct.nest*, align 4
  store %struct.nest* %0, %struct.nest** %2, align 4
  %3 = load %struct.nest*, %struct.nest** %2, align 4
  %4 = getelementptr inbounds %struct.nest, %struct.nest* %3, i32 0, i32 3
  %5 = getelementptr inbounds %struct.anon, %struct.anon* %4, i32 0, i32 1
  %6 = bitcast double* %5 to i8*
  ret i8* %6
}

; Function Attrs: noinline nounwind
define hidden i8* @f_arr_b5(%struct.arr* noundef %0) #0 {
  %2 = alloca %struct.arr*, align 4
  store %struct.arr* %0, %struct.arr** %2, align 4
  %3 = load %struct.arr*, %struct.arr** %2, align 4
  %4 = getelementptr inbounds %struct.arr, %struct.arr* %3, i32 0, i32 1
  %5 = getelementptr inbounds [7 x i8], [7 x i8]* %4, i32 0, i32 5
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_arr_c12(%struct.arr* noundef %0) #0 {
  %2 = alloca %struct.arr*, align 4
  store %struct.arr* %0, %struct.arr** %2, align 4
  %3 = load %struct.arr*, %struct.arr** %2, align 4
  %4 = getelementptr inbounds %struct.arr, %struct.arr* %3, i32 0, i32 2
  %5 = getelementptr inbounds [2 x [3 x i16]], [2 x [3 x i16]]* %4, i32 0, i32 1
  %6 = getelementptr inbounds [3 x i16], [3 x i16]* %5, i32 0, i32 2
  %7 = bitcast i16* %6 to i8*
  ret i8* %7
}

; Function Attrs: noinline nounwind
define hidden i8* @f_ptrs_p(%struct.ptrs* noundef %0) #0 {
  %2 = alloca %struct.ptrs*, align 4
  store %struct.ptrs* %0, %struct.ptrs** %2, align 4
  %3 = load %struct.ptrs*, %struct.ptrs** %2, align 4
  %4 = getelementptr inbounds %struct.ptrs, %struct.ptrs* %3, i32 0, i32 1
  %5 = bitcast i8** %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_ptrs_fn(%struct.ptrs* noundef %0) #0 {
  %2 = alloca %struct.ptrs*, align 4
  store %struct.ptrs* %0, %struct.ptrs** %2, align 4
  %3 = load %struct.ptrs*, %struct.ptrs** %2, align 4
  %4 = getelementptr inbounds %struct.ptrs, %struct.ptrs* %3, i32 0, i32 3
  %5 = bitcast void ()** %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_ptrs_l(%struct.ptrs* noundef %0) #0 {
  %2 = alloca %struct.ptrs*, align 4
  store %struct.ptrs* %0, %struct.ptrs** %2, align 4
  %3 = load %struct.ptrs*, %struct.ptrs** %2, align 4
  %4 = getelementptr inbounds %struct.ptrs, %struct.ptrs* %3, i32 0, i32 4
  %5 = bitcast i32* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_ptrs_c(%struct.ptrs* noundef %0) #0 {
  %2 = alloca %struct.ptrs*, align 4
  store %struct.ptrs* %0, %struct.ptrs** %2, align 4
  %3 = load %struct.ptrs*, %struct.ptrs** %2, align 4
  %4 = getelementptr inbounds %struct.ptrs, %struct.ptrs* %3, i32 0, i32 5
  ret i8* %4
}

; Function Attrs: noinline nounwind
define hidden i8* @f_hasu_u(%struct.hasu* noundef %0) #0 {
  %2 = alloca %struct.hasu*, align 4
  store %struct.hasu* %0, %struct.hasu** %2, align 4
  %3 = load %struct.hasu*, %struct.hasu** %2, align 4
  %4 = getelementptr inbounds %struct.hasu, %struct.hasu* %3, i32 0, i32 1
  %5 = bitcast %union.mix* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_hasu_b(%struct.hasu* noundef %0) #0 {
  %2 = alloca %struct.hasu*, align 4
  store %struct.hasu* %0, %struct.hasu** %2, align 4
  %3 = load %struct.hasu*, %struct.hasu** %2, align 4
  %4 = getelementptr inbounds %struct.hasu, %struct.hasu* %3, i32 0, i32 2
  ret i8* %4
}

; Function Attrs: noinline nounwind
define hidden i8* @f_packed_b(%struct.packed* noundef %0) #0 {
  %2 = alloca %struct.packed*, align 4
  store %struct.packed* %0, %struct.packed** %2, align 4
  %3 = load %struct.packed*, %struct.packed** %2, align 4
  %4 = getelementptr inbounds %struct.packed, %struct.packed* %3, i32 0, i32 1
  %5 = bitcast i32* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_packed_c(%struct.packed* noundef %0) #0 {
  %2 = alloca %struct.packed*, align 4
  store %struct.packed* %0, %struct.packed** %2, align 4
  %3 = load %struct.packed*, %struct.packed** %2, align 4
  %4 = getelementptr inbounds %struct.packed, %struct.packed* %3, i32 0, i32 2
  %5 = bitcast double* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_packed_d(%struct.packed* noundef %0) #0 {
  %2 = alloca %struct.packed*, align 4
  store %struct.packed* %0, %struct.packed** %2, align 4
  %3 = load %struct.packed*, %struct.packed** %2, align 4
  %4 = getelementptr inbounds %struct.packed, %struct.packed* %3, i32 0, i32 3
  %5 = bitcast i16* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_Xpack2_b(%struct.Xpack2* noundef %0) #0 {
  %2 = alloca %struct.Xpack2*, align 4
  store %struct.Xpack2* %0, %struct.Xpack2** %2, align 4
  %3 = load %struct.Xpack2*, %struct.Xpack2** %2, align 4
  %4 = getelementptr inbounds %struct.Xpack2, %struct.Xpack2* %3, i32 0, i32 2
  %5 = bitcast i32* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_Xpack2_c(%struct.Xpack2* noundef %0) #0 {
  %2 = alloca %struct.Xpack2*, align 4
  store %struct.Xpack2* %0, %struct.Xpack2** %2, align 4
  %3 = load %struct.Xpack2*, %struct.Xpack2** %2, align 4
  %4 = getelementptr inbounds %struct.Xpack2, %struct.Xpack2* %3, i32 0, i32 3
  %5 = bitcast double* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_haspacked_pc(%struct.haspacked* noundef %0) #0 {
  %2 = alloca %struct.haspacked*, align 4
  store %struct.haspacked* %0, %struct.haspacked** %2, align 4
  %3 = load %struct.haspacked*, %struct.haspacked** %2, align 4
  %4 = getelementptr inbounds %struct.haspacked, %struct.haspacked* %3, i32 0, i32 1
  %5 = getelementptr inbounds %struct.packed, %struct.packed* %4, i32 0, i32 2
  %6 = bitcast double* %5 to i8*
  ret i8* %6
}

; Function Attrs: noinline nounwind
define hidden i8* @f_haspacked_b(%struct.haspacked* noundef %0) #0 {
  %2 = alloca %struct.haspacked*, align 4
  store %struct.haspacked* %0, %struct.haspacked** %2, align 4
  %3 = load %struct.haspacked*, %struct.haspacked** %2, align 4
  %4 = getelementptr inbounds %struct.haspacked, %struct.haspacked* %3, i32 0, i32 2
  ret i8* %4
}

; Function Attrs: noinline nounwind
define hidden i8* @f_misc_f(%struct.misc* noundef %0) #0 {
  %2 = alloca %struct.misc*, align 4
  store %struct.misc* %0, %struct.misc** %2, align 4
  %3 = load %struct.misc*, %struct.misc** %2, align 4
  %4 = getelementptr inbounds %struct.misc, %struct.misc* %3, i32 0, i32 2
  %5 = bitcast float* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_misc_b2(%struct.misc* noundef %0) #0 {
  %2 = alloca %struct.misc*, align 4
  store %struct.misc* %0, %struct.misc** %2, align 4
  %3 = load %struct.misc*, %struct.misc** %2, align 4
  %4 = getelementptr inbounds %struct.misc, %struct.misc* %3, i32 0, i32 3
  ret i8* %4
}

; Function Attrs: noinline nounwind
define hidden i8* @f_Xalignas_b(%struct.Xalignas* noundef %0) #0 {
  %2 = alloca %struct.Xalignas*, align 4
  store %struct.Xalignas* %0, %struct.Xalignas** %2, align 4
  %3 = load %struct.Xalignas*, %struct.Xalignas** %2, align 4
  %4 = getelementptr inbounds %struct.Xalignas, %struct.Xalignas* %3, i32 0, i32 2
  %5 = bitcast i32* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_Xalignas_c(%struct.Xalignas* noundef %0) #0 {
  %2 = alloca %struct.Xalignas*, align 4
  store %struct.Xalignas* %0, %struct.Xalignas** %2, align 4
  %3 = load %struct.Xalignas*, %struct.Xalignas** %2, align 4
  %4 = getelementptr inbounds %struct.Xalignas, %struct.Xalignas* %3, i32 0, i32 3
  ret i8* %4
}

; Function Attrs: noinline nounwind
define hidden i8* @f_Xalignas32_d(%struct.Xalignas32* noundef %0) #0 {
  %2 = alloca %struct.Xalignas32*, align 4
  store %struct.Xalignas32* %0, %struct.Xalignas32** %2, align 4
  %3 = load %struct.Xalignas32*, %struct.Xalignas32** %2, align 4
  %4 = getelementptr inbounds %struct.Xalignas32, %struct.Xalignas32* %3, i32 0, i32 1
  %5 = bitcast double* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_Xvec_v3(%struct.Xvec* noundef %0) #0 {
  %2 = alloca %struct.Xvec*, align 4
  store %struct.Xvec* %0, %struct.Xvec** %2, align 4
  %3 = load %struct.Xvec*, %struct.Xvec** %2, align 4
  %4 = getelementptr inbounds %struct.Xvec, %struct.Xvec* %3, i32 0, i32 1
  %5 = bitcast <3 x float>* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_Xvec_s2(%struct.Xvec* noundef %0) #0 {
  %2 = alloca %struct.Xvec*, align 4
  store %struct.Xvec* %0, %struct.Xvec** %2, align 4
  %3 = load %struct.Xvec*, %struct.Xvec** %2, align 4
  %4 = getelementptr inbounds %struct.Xvec, %struct.Xvec* %3, i32 0, i32 2
  %5 = bitcast <2 x i16>* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_Xvec_v4(%struct.Xvec* noundef %0) #0 {
  %2 = alloca %struct.Xvec*, align 4
  store %struct.Xvec* %0, %struct.Xvec** %2, align 4
  %3 = load %struct.Xvec*, %struct.Xvec** %2, align 4
  %4 = getelementptr inbounds %struct.Xvec, %struct.Xvec* %3, i32 0, i32 3
  %5 = bitcast <4 x i32>* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_Xi128_x(%struct.Xi128* noundef %0) #0 {
  %2 = alloca %struct.Xi128*, align 4
  store %struct.Xi128* %0, %struct.Xi128** %2, align 4
  %3 = load %struct.Xi128*, %struct.Xi128** %2, align 4
  %4 = getelementptr inbounds %struct.Xi128, %struct.Xi128* %3, i32 0, i32 2
  %5 = bitcast i128* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define hidden i8* @f_Xi128_b(%struct.Xi128* noundef %0) #0 {
  %2 = alloca %struct.Xi128*, align 4
  store %struct.Xi128* %0, %struct.Xi128** %2, align 4
  %3 = load %struct.Xi128*, %struct.Xi128** %2, align 4
  %4 = getelementptr inbounds %struct.Xi128, %struct.Xi128* %3, i32 0, i32 3
  ret i8* %4
}

; Function Attrs: noinline nounwind
define hidden i8* @f_big_m34(%struct.big* noundef %0) #0 {
  %2 = alloca %struct.big*, align 4
  store %struct.big* %0, %struct.big** %2, align 4
  %3 = load %struct.big*, %struct.big** %2, align 4
  %4 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0
  %5 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %4, i32 0, i32 3
  %6 = getelementptr inbounds [5 x double], [5 x double]* %5, i32 0, i32 4
  %7 = bitcast double* %6 to i8*
  ret i8* %7
}

; Function Attrs: noinline nounwind
define hidden i8* @f_big_p2e(%struct.big* noundef %0) #0 {
  %2 = alloca %struct.big*, align 4
  store %struct.big* %0, %struct.big** %2, align 4
  %3 = load %struct.big*, %struct.big** %2, align 4
  %4 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 2
  %5 = getelementptr inbounds [3 x %struct.pad], [3 x %struct.pad]* %4, i32 0, i32 2
  %6 = getelementptr inbounds %struct.pad, %struct.pad* %5, i32 0, i32 4
  %7 = bitcast i16* %6 to i8*
  ret i8* %7
}

attributes #0 = { noinline nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
