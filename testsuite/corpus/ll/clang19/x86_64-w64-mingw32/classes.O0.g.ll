; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Registry = type { i32 }
%struct.Big = type { i64, i64, i64, i64, [13 x i8] }
%struct.Pair = type { i32, float }
%struct.Widget = type { %struct.Named.base, [4 x i8], %struct.Counted.base, [4 x i8] }
%struct.Named.base = type <{ ptr, i32 }>
%struct.Counted.base = type <{ ptr, i32 }>
%struct.Diamond = type { %struct.Left.base, [4 x i8], %struct.Right.base, i32, %struct.Base.base, [4 x i8] }
%struct.Left.base = type <{ ptr, i32 }>
%struct.Right.base = type <{ ptr, i32 }>
%struct.Base.base = type <{ ptr, i32 }>
%struct.Array = type { [8 x i32] }
%class.anon = type { i32 }
%class.anon.0 = type { ptr }
%class.anon.1 = type { i8 }
%class.anon.2 = type { i8 }
%struct.Counted = type <{ ptr, i32, [4 x i8] }>
%struct.Named = type <{ ptr, i32, [4 x i8] }>
%struct.Right = type <{ ptr, i32, [4 x i8], %struct.Base.base, [4 x i8] }>
%struct.Rect = type { %struct.Shape, double, double }
%struct.Shape = type { ptr }
%struct.Base = type <{ ptr, i32, [4 x i8] }>
%struct.Left = type <{ ptr, i32, [4 x i8], %struct.Base.base, [4 x i8] }>

$__clang_call_terminate = comdat any

$_ZN4RectC2Edd = comdat any

$_ZN6SquareC2Ed = comdat any

$_ZN6WidgetC2Ev = comdat any

$_ZN7DiamondC1Ev = comdat any

$_ZN5ArrayIiLi8EEixEi = comdat any

$_Z6max_ofIiET_S0_S0_ = comdat any

$_Z6max_ofIdET_S0_S0_ = comdat any

$_Z10count_argsIJicdPKcEEiDpT_ = comdat any

$_ZN8TypeNameIiE3getEv = comdat any

$_ZN8TypeNameIdE3getEv = comdat any

$_ZN7DiamondD1Ev = comdat any

$_ZN5ShapeC2Ev = comdat any

$_ZN4RectD2Ev = comdat any

$_ZN4RectD0Ev = comdat any

$_ZNK4Rect4areaEv = comdat any

$_ZNK4Rect4nameEv = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZN5ShapeD0Ev = comdat any

$_ZNK5Shape4nameEv = comdat any

$_ZN6SquareD2Ev = comdat any

$_ZN6SquareD0Ev = comdat any

$_ZNK6Square4nameEv = comdat any

$_ZN5NamedC2Ev = comdat any

$_ZN7CountedC2Ev = comdat any

$_ZNK6Widget5labelEv = comdat any

$_ZN6Widget4bumpEv = comdat any

$_ZThn16_N6Widget4bumpEv = comdat any

$_ZNK5Named5labelEv = comdat any

$_ZN7Counted4bumpEv = comdat any

$_ZN4BaseC2Ev = comdat any

$_ZN4LeftC2Ev = comdat any

$_ZN5RightC2Ev = comdat any

$_ZNK4Left3getEv = comdat any

$_ZN4LeftD1Ev = comdat any

$_ZN4LeftD0Ev = comdat any

$_ZTv0_n24_NK4Left3getEv = comdat any

$_ZTv0_n32_N4LeftD1Ev = comdat any

$_ZTv0_n32_N4LeftD0Ev = comdat any

$_ZN5RightD1Ev = comdat any

$_ZN5RightD0Ev = comdat any

$_ZNK4Base3getEv = comdat any

$_ZTv0_n32_N5RightD1Ev = comdat any

$_ZTv0_n32_N5RightD0Ev = comdat any

$_ZNK7Diamond3getEv = comdat any

$_ZN7DiamondD0Ev = comdat any

$_ZThn16_N7DiamondD1Ev = comdat any

$_ZThn16_N7DiamondD0Ev = comdat any

$_ZTv0_n24_NK7Diamond3getEv = comdat any

$_ZTv0_n32_N7DiamondD1Ev = comdat any

$_ZTv0_n32_N7DiamondD0Ev = comdat any

$_ZN4BaseD2Ev = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZN4LeftD2Ev = comdat any

$_ZN5RightD2Ev = comdat any

$_ZN8RegistryC2Ev = comdat any

$_ZN8RegistryD2Ev = comdat any

$_ZN7DiamondD2Ev = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTS5Right = comdat any

$_ZTI5Right = comdat any

$_ZTV4Rect = comdat any

$_ZTS4Rect = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTI4Rect = comdat any

$_ZTV5Shape = comdat any

$_ZTV6Square = comdat any

$_ZTS6Square = comdat any

$_ZTI6Square = comdat any

$_ZTV6Widget = comdat any

$_ZTS6Widget = comdat any

$_ZTS5Named = comdat any

$_ZTI5Named = comdat any

$_ZTS7Counted = comdat any

$_ZTI7Counted = comdat any

$_ZTI6Widget = comdat any

$_ZTV5Named = comdat any

$_ZTV7Counted = comdat any

$_ZTV7Diamond = comdat any

$_ZTT7Diamond = comdat any

$_ZTC7Diamond0_4Left = comdat any

$_ZTS4Left = comdat any

$_ZTI4Left = comdat any

$_ZTC7Diamond16_5Right = comdat any

$_ZTS7Diamond = comdat any

$_ZTI7Diamond = comdat any

$_ZTV4Base = comdat any

$_ZTV4Left = comdat any

$_ZTT4Left = comdat any

$_ZTV5Right = comdat any

$_ZTT5Right = comdat any

@.str = private unnamed_addr constant [9 x i8] c"%s %.2f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"total area %.2f\0A\00", align 1, !dbg !8
@.str.2 = private unnamed_addr constant [10 x i8] c"%s %d %d\0A\00", align 1, !dbg !13
@.str.3 = private unnamed_addr constant [18 x i8] c"diamond %d %d %d\0A\00", align 1, !dbg !18
@.str.4 = private unnamed_addr constant [17 x i8] c"dynamic_cast %d\0A\00", align 1, !dbg !23
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Base }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS5Right = linkonce_odr dso_local constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS5Right, i32 0, i32 1, ptr @_ZTI4Base, i64 -6141 }, comdat, align 8
@.str.5 = private unnamed_addr constant [17 x i8] c"fold %d %d (%d)\0A\00", align 1, !dbg !25
@.str.6 = private unnamed_addr constant [13 x i8] c"gen %d %.1f\0A\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [7 x i8] c"fp %d\0A\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [16 x i8] c"max %d %.1f %s\0A\00", align 1, !dbg !37
@.str.9 = private unnamed_addr constant [6 x i8] c"first\00", align 1, !dbg !42
@.str.10 = private unnamed_addr constant [7 x i8] c"second\00", align 1, !dbg !47
@.str.11 = private unnamed_addr constant [15 x i8] c"args %d %s %s\0A\00", align 1, !dbg !49
@.str.12 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !54
@.str.13 = private unnamed_addr constant [13 x i8] c"big %lld %s\0A\00", align 1, !dbg !59
@.str.14 = private unnamed_addr constant [14 x i8] c"pair %d %.1f\0A\00", align 1, !dbg !61
@.str.15 = private unnamed_addr constant [26 x i8] c"counter %d %d entries %d\0A\00", align 1, !dbg !66
@_ZTV4Rect = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI4Rect, ptr @_ZN4RectD2Ev, ptr @_ZN4RectD0Ev, ptr @_ZNK4Rect4areaEv, ptr @_ZNK4Rect4nameEv] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS4Rect = linkonce_odr dso_local constant [6 x i8] c"4Rect\00", comdat, align 1
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Shape }, comdat, align 8
@_ZTI4Rect = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS4Rect, ptr @_ZTI5Shape }, comdat, align 8
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI5Shape, ptr @_ZN5ShapeD2Ev, ptr @_ZN5ShapeD0Ev, ptr @__cxa_pure_virtual, ptr @_ZNK5Shape4nameEv] }, comdat, align 8
@.str.16 = private unnamed_addr constant [6 x i8] c"shape\00", align 1, !dbg !71
@.str.17 = private unnamed_addr constant [5 x i8] c"rect\00", align 1, !dbg !73
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI6Square, ptr @_ZN6SquareD2Ev, ptr @_ZN6SquareD0Ev, ptr @_ZNK4Rect4areaEv, ptr @_ZNK6Square4nameEv] }, comdat, align 8
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTI6Square = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS6Square, ptr @_ZTI4Rect }, comdat, align 8
@.str.18 = private unnamed_addr constant [7 x i8] c"square\00", align 1, !dbg !78
@_ZTV6Widget = linkonce_odr dso_local unnamed_addr constant { [4 x ptr], [3 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI6Widget, ptr @_ZNK6Widget5labelEv, ptr @_ZN6Widget4bumpEv], [3 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTI6Widget, ptr @_ZThn16_N6Widget4bumpEv] }, comdat, align 8
@_ZTS6Widget = linkonce_odr dso_local constant [8 x i8] c"6Widget\00", comdat, align 1
@_ZTS5Named = linkonce_odr dso_local constant [7 x i8] c"5Named\00", comdat, align 1
@_ZTI5Named = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Named }, comdat, align 8
@_ZTS7Counted = linkonce_odr dso_local constant [9 x i8] c"7Counted\00", comdat, align 1
@_ZTI7Counted = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS7Counted }, comdat, align 8
@_ZTI6Widget = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS6Widget, i32 0, i32 2, ptr @_ZTI5Named, i64 2, ptr @_ZTI7Counted, i64 4098 }, comdat, align 8
@_ZTV5Named = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI5Named, ptr @_ZNK5Named5labelEv] }, comdat, align 8
@.str.19 = private unnamed_addr constant [6 x i8] c"named\00", align 1, !dbg !80
@_ZTV7Counted = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI7Counted, ptr @_ZN7Counted4bumpEv] }, comdat, align 8
@.str.20 = private unnamed_addr constant [7 x i8] c"widget\00", align 1, !dbg !82
@_ZTV7Diamond = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [5 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i64 32 to ptr), ptr null, ptr @_ZTI7Diamond, ptr @_ZNK7Diamond3getEv, ptr @_ZN7DiamondD1Ev, ptr @_ZN7DiamondD0Ev], [5 x ptr] [ptr inttoptr (i64 16 to ptr), ptr inttoptr (i64 -16 to ptr), ptr @_ZTI7Diamond, ptr @_ZThn16_N7DiamondD1Ev, ptr @_ZThn16_N7DiamondD0Ev], [7 x ptr] [ptr inttoptr (i64 -32 to ptr), ptr inttoptr (i64 -32 to ptr), ptr inttoptr (i64 -32 to ptr), ptr @_ZTI7Diamond, ptr @_ZTv0_n24_NK7Diamond3getEv, ptr @_ZTv0_n32_N7DiamondD1Ev, ptr @_ZTv0_n32_N7DiamondD0Ev] }, comdat, align 8
@_ZTT7Diamond = linkonce_odr dso_local unnamed_addr constant [7 x ptr] [ptr getelementptr inbounds inrange(-24, 24) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-24, 24) ({ [6 x ptr], [7 x ptr] }, ptr @_ZTC7Diamond0_4Left, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-32, 24) ({ [6 x ptr], [7 x ptr] }, ptr @_ZTC7Diamond0_4Left, i32 0, i32 1, i32 4), ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC7Diamond16_5Right, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-32, 24) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC7Diamond16_5Right, i32 0, i32 1, i32 4), ptr getelementptr inbounds inrange(-32, 24) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 2, i32 4), ptr getelementptr inbounds inrange(-24, 16) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 1, i32 3)], comdat, align 8
@_ZTC7Diamond0_4Left = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i64 32 to ptr), ptr null, ptr @_ZTI4Left, ptr @_ZNK4Left3getEv, ptr @_ZN4LeftD1Ev, ptr @_ZN4LeftD0Ev], [7 x ptr] [ptr inttoptr (i64 -32 to ptr), ptr inttoptr (i64 -32 to ptr), ptr inttoptr (i64 -32 to ptr), ptr @_ZTI4Left, ptr @_ZTv0_n24_NK4Left3getEv, ptr @_ZTv0_n32_N4LeftD1Ev, ptr @_ZTv0_n32_N4LeftD0Ev] }, comdat, align 8
@_ZTS4Left = linkonce_odr dso_local constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS4Left, i32 0, i32 1, ptr @_ZTI4Base, i64 -6141 }, comdat, align 8
@_ZTC7Diamond16_5Right = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i64 16 to ptr), ptr null, ptr @_ZTI5Right, ptr @_ZN5RightD1Ev, ptr @_ZN5RightD0Ev], [7 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr null, ptr inttoptr (i64 -16 to ptr), ptr @_ZTI5Right, ptr @_ZNK4Base3getEv, ptr @_ZTv0_n32_N5RightD1Ev, ptr @_ZTv0_n32_N5RightD0Ev] }, comdat, align 8
@_ZTS7Diamond = linkonce_odr dso_local constant [9 x i8] c"7Diamond\00", comdat, align 1
@_ZTI7Diamond = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS7Diamond, i32 2, i32 2, ptr @_ZTI4Left, i64 2, ptr @_ZTI5Right, i64 4098 }, comdat, align 8
@_ZTV4Base = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZNK4Base3getEv, ptr @_ZN4BaseD2Ev, ptr @_ZN4BaseD0Ev] }, comdat, align 8
@_ZTV4Left = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i64 16 to ptr), ptr null, ptr @_ZTI4Left, ptr @_ZNK4Left3getEv, ptr @_ZN4LeftD1Ev, ptr @_ZN4LeftD0Ev], [7 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr inttoptr (i64 -16 to ptr), ptr inttoptr (i64 -16 to ptr), ptr @_ZTI4Left, ptr @_ZTv0_n24_NK4Left3getEv, ptr @_ZTv0_n32_N4LeftD1Ev, ptr @_ZTv0_n32_N4LeftD0Ev] }, comdat, align 8
@_ZTT4Left = linkonce_odr dso_local unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-24, 24) ({ [6 x ptr], [7 x ptr] }, ptr @_ZTV4Left, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-32, 24) ({ [6 x ptr], [7 x ptr] }, ptr @_ZTV4Left, i32 0, i32 1, i32 4)], comdat, align 8
@_ZTV5Right = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i64 16 to ptr), ptr null, ptr @_ZTI5Right, ptr @_ZN5RightD1Ev, ptr @_ZN5RightD0Ev], [7 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr null, ptr inttoptr (i64 -16 to ptr), ptr @_ZTI5Right, ptr @_ZNK4Base3getEv, ptr @_ZTv0_n32_N5RightD1Ev, ptr @_ZTv0_n32_N5RightD0Ev] }, comdat, align 8
@_ZTT5Right = linkonce_odr dso_local unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV5Right, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-32, 24) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV5Right, i32 0, i32 1, i32 4)], comdat, align 8
@.str.21 = private unnamed_addr constant [4 x i8] c"int\00", align 1, !dbg !84
@.str.22 = private unnamed_addr constant [7 x i8] c"double\00", align 1, !dbg !89
@_ZZL7countervE1n = internal global i32 0, align 4, !dbg !91
@_ZGVZL7countervE1n = internal global i64 0, align 8
@_ZZL8registryvE1r = internal global %struct.Registry zeroinitializer, align 4, !dbg !134
@_ZGVZL8registryvE1r = internal global i64 0, align 8
@.str.23 = private unnamed_addr constant [22 x i8] c"Registry constructed\0A\00", align 1, !dbg !140

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef ptr @_Z6max_ofIPKcET_S2_S2_(ptr noundef %0, ptr noundef %1) #0 !dbg !152 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !159, !DIExpression(), !160)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !161, !DIExpression(), !162)
  %5 = load ptr, ptr %3, align 8, !dbg !163
  ret ptr %5, !dbg !164
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_Z8make_bigi(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i32 noundef %1) #0 !dbg !165 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !177, !DIExpression(), !178)
    #dbg_declare(ptr %3, !179, !DIExpression(DW_OP_deref), !180)
  %6 = load i32, ptr %4, align 4, !dbg !181
  %7 = sext i32 %6 to i64, !dbg !181
  %8 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0, !dbg !182
  store i64 %7, ptr %8, align 8, !dbg !183
  %9 = load i32, ptr %4, align 4, !dbg !184
  %10 = mul nsw i32 %9, 2, !dbg !185
  %11 = sext i32 %10 to i64, !dbg !184
  %12 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1, !dbg !186
  store i64 %11, ptr %12, align 8, !dbg !187
  %13 = load i32, ptr %4, align 4, !dbg !188
  %14 = mul nsw i32 %13, 3, !dbg !189
  %15 = sext i32 %14 to i64, !dbg !188
  %16 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 2, !dbg !190
  store i64 %15, ptr %16, align 8, !dbg !191
  %17 = load i32, ptr %4, align 4, !dbg !192
  %18 = sub nsw i32 0, %17, !dbg !193
  %19 = sext i32 %18 to i64, !dbg !193
  %20 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 3, !dbg !194
  store i64 %19, ptr %20, align 8, !dbg !195
    #dbg_declare(ptr %5, !196, !DIExpression(), !198)
  store i32 0, ptr %5, align 4, !dbg !198
  br label %21, !dbg !199

21:                                               ; preds = %35, %2
  %22 = load i32, ptr %5, align 4, !dbg !200
  %23 = icmp slt i32 %22, 12, !dbg !202
  br i1 %23, label %24, label %38, !dbg !203

24:                                               ; preds = %21
  %25 = load i32, ptr %4, align 4, !dbg !204
  %26 = load i32, ptr %5, align 4, !dbg !205
  %27 = add nsw i32 %25, %26, !dbg !206
  %28 = srem i32 %27, 26, !dbg !207
  %29 = add nsw i32 97, %28, !dbg !208
  %30 = trunc i32 %29 to i8, !dbg !209
  %31 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4, !dbg !210
  %32 = load i32, ptr %5, align 4, !dbg !211
  %33 = sext i32 %32 to i64, !dbg !212
  %34 = getelementptr inbounds [13 x i8], ptr %31, i64 0, i64 %33, !dbg !212
  store i8 %30, ptr %34, align 1, !dbg !213
  br label %35, !dbg !212

35:                                               ; preds = %24
  %36 = load i32, ptr %5, align 4, !dbg !214
  %37 = add nsw i32 %36, 1, !dbg !214
  store i32 %37, ptr %5, align 4, !dbg !214
  br label %21, !dbg !215, !llvm.loop !216

38:                                               ; preds = %21
  %39 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4, !dbg !219
  %40 = getelementptr inbounds [13 x i8], ptr %39, i64 0, i64 12, !dbg !220
  store i8 0, ptr %40, align 4, !dbg !221
  ret void, !dbg !222
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i64 @_Z7sum_big3Big(ptr noundef %0) #0 !dbg !223 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !226, !DIExpression(DW_OP_deref), !227)
  %3 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0, !dbg !228
  %4 = load i64, ptr %3, align 8, !dbg !228
  %5 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1, !dbg !229
  %6 = load i64, ptr %5, align 8, !dbg !229
  %7 = add nsw i64 %4, %6, !dbg !230
  %8 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 2, !dbg !231
  %9 = load i64, ptr %8, align 8, !dbg !231
  %10 = add nsw i64 %7, %9, !dbg !232
  %11 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 3, !dbg !233
  %12 = load i64, ptr %11, align 8, !dbg !233
  %13 = add nsw i64 %10, %12, !dbg !234
  %14 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4, !dbg !235
  %15 = getelementptr inbounds [13 x i8], ptr %14, i64 0, i64 0, !dbg !236
  %16 = load i8, ptr %15, align 8, !dbg !236
  %17 = sext i8 %16 to i64, !dbg !236
  %18 = add nsw i64 %13, %17, !dbg !237
  ret i64 %18, !dbg !238
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i64 @_Z9swap_pair4Pair(i64 %0) #0 !dbg !239 {
  %2 = alloca %struct.Pair, align 4
  %3 = alloca %struct.Pair, align 4
  store i64 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !242, !DIExpression(), !243)
    #dbg_declare(ptr %2, !244, !DIExpression(), !245)
  %4 = getelementptr inbounds %struct.Pair, ptr %2, i32 0, i32 0, !dbg !246
  %5 = getelementptr inbounds %struct.Pair, ptr %3, i32 0, i32 1, !dbg !247
  %6 = load float, ptr %5, align 4, !dbg !247
  %7 = fptosi float %6 to i32, !dbg !248
  store i32 %7, ptr %4, align 4, !dbg !246
  %8 = getelementptr inbounds %struct.Pair, ptr %2, i32 0, i32 1, !dbg !246
  %9 = getelementptr inbounds %struct.Pair, ptr %3, i32 0, i32 0, !dbg !249
  %10 = load i32, ptr %9, align 4, !dbg !249
  %11 = sitofp i32 %10 to float, !dbg !250
  store float %11, ptr %8, align 4, !dbg !246
  %12 = load i64, ptr %2, align 4, !dbg !251
  ret i64 %12, !dbg !251
}

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znwy(i64 noundef %0) #1 !dbg !252 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !257, !DIExpression(), !258)
  %3 = load i64, ptr %2, align 8, !dbg !259
  %4 = icmp ne i64 %3, 0, !dbg !259
  br i1 %4, label %5, label %7, !dbg !259

5:                                                ; preds = %1
  %6 = load i64, ptr %2, align 8, !dbg !260
  br label %8, !dbg !259

7:                                                ; preds = %1
  br label %8, !dbg !259

8:                                                ; preds = %7, %5
  %9 = phi i64 [ %6, %5 ], [ 1, %7 ], !dbg !259
  %10 = call ptr @malloc(i64 noundef %9) #15, !dbg !261
  ret ptr %10, !dbg !262
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #2

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdlPv(ptr noundef %0) #3 personality ptr @__gxx_personality_seh0 !dbg !263 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !266, !DIExpression(), !267)
  %3 = load ptr, ptr %2, align 8, !dbg !268
  invoke void @free(ptr noundef %3)
          to label %4 unwind label %5, !dbg !269

4:                                                ; preds = %1
  ret void, !dbg !270

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null, !dbg !269
  %7 = extractvalue { ptr, i32 } %6, 0, !dbg !269
  call void @__clang_call_terminate(ptr %7) #16, !dbg !269
  unreachable, !dbg !269
}

declare dso_local void @free(ptr noundef) #4

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #13
  call void @_ZSt9terminatev() #16
  unreachable
}

declare dso_local ptr @__cxa_begin_catch(ptr)

declare dso_local void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZdlPvy(ptr noundef %0, i64 noundef %1) #0 personality ptr @__gxx_personality_seh0 !dbg !271 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !274, !DIExpression(), !275)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !276, !DIExpression(), !277)
  %5 = load ptr, ptr %3, align 8, !dbg !278
  invoke void @free(ptr noundef %5)
          to label %6 unwind label %7, !dbg !279

6:                                                ; preds = %2
  ret void, !dbg !280

7:                                                ; preds = %2
  %8 = landingpad { ptr, i32 }
          catch ptr null, !dbg !279
  %9 = extractvalue { ptr, i32 } %8, 0, !dbg !279
  call void @__clang_call_terminate(ptr %9) #16, !dbg !279
  unreachable, !dbg !279
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #6 personality ptr @__gxx_personality_seh0 !dbg !281 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x ptr], align 16
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca %struct.Widget, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca %struct.Diamond, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca %struct.Array, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca %class.anon, align 4
  %24 = alloca i32, align 4
  %25 = alloca %class.anon.0, align 8
  %26 = alloca %class.anon, align 4
  %27 = alloca %class.anon.0, align 8
  %28 = alloca %class.anon.1, align 1
  %29 = alloca ptr, align 8
  %30 = alloca %class.anon.2, align 1
  %31 = alloca %struct.Big, align 8
  %32 = alloca %struct.Big, align 8
  %33 = alloca %struct.Pair, align 4
  %34 = alloca %struct.Pair, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !282, !DIExpression(), !303)
  %37 = call noalias noundef nonnull ptr @_Znwy(i64 noundef 24) #17, !dbg !304, !heapallocsite !305
  invoke void @_ZN4RectC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %37, double noundef 2.000000e+00, double noundef 3.000000e+00)
          to label %38 unwind label %78, !dbg !322

38:                                               ; preds = %0
  store ptr %37, ptr %2, align 8, !dbg !323
  %39 = getelementptr inbounds ptr, ptr %2, i64 1, !dbg !323
  %40 = call noalias noundef nonnull ptr @_Znwy(i64 noundef 24) #17, !dbg !324, !heapallocsite !325
  invoke void @_ZN6SquareC2Ed(ptr noundef nonnull align 8 dereferenceable(24) %40, double noundef 4.000000e+00)
          to label %41 unwind label %82, !dbg !337

41:                                               ; preds = %38
  store ptr %40, ptr %39, align 8, !dbg !323
  %42 = getelementptr inbounds ptr, ptr %2, i64 2, !dbg !323
  %43 = call noalias noundef nonnull ptr @_Znwy(i64 noundef 24) #17, !dbg !338, !heapallocsite !305
  invoke void @_ZN4RectC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %43, double noundef 5.000000e-01, double noundef 8.000000e+00)
          to label %44 unwind label %86, !dbg !339

44:                                               ; preds = %41
  store ptr %43, ptr %42, align 8, !dbg !323
    #dbg_declare(ptr %5, !340, !DIExpression(), !341)
  store double 0.000000e+00, ptr %5, align 8, !dbg !341
    #dbg_declare(ptr %6, !342, !DIExpression(), !345)
  store ptr %2, ptr %6, align 8, !dbg !346
    #dbg_declare(ptr %7, !347, !DIExpression(), !345)
  %45 = load ptr, ptr %6, align 8, !dbg !349
  %46 = getelementptr inbounds [3 x ptr], ptr %45, i64 0, i64 0, !dbg !349
  store ptr %46, ptr %7, align 8, !dbg !349
    #dbg_declare(ptr %8, !350, !DIExpression(), !345)
  %47 = load ptr, ptr %6, align 8, !dbg !349
  %48 = getelementptr inbounds [3 x ptr], ptr %47, i64 0, i64 0, !dbg !349
  %49 = getelementptr inbounds ptr, ptr %48, i64 3, !dbg !349
  store ptr %49, ptr %8, align 8, !dbg !349
  br label %50, !dbg !349

50:                                               ; preds = %75, %44
  %51 = load ptr, ptr %7, align 8, !dbg !349
  %52 = load ptr, ptr %8, align 8, !dbg !349
  %53 = icmp ne ptr %51, %52, !dbg !349
  br i1 %53, label %54, label %90, !dbg !349

54:                                               ; preds = %50
    #dbg_declare(ptr %9, !351, !DIExpression(), !353)
  %55 = load ptr, ptr %7, align 8, !dbg !354
  %56 = load ptr, ptr %55, align 8, !dbg !354
  store ptr %56, ptr %9, align 8, !dbg !353
  %57 = load ptr, ptr %9, align 8, !dbg !355
  %58 = load ptr, ptr %57, align 8, !dbg !357
  %59 = getelementptr inbounds ptr, ptr %58, i64 3, !dbg !357
  %60 = load ptr, ptr %59, align 8, !dbg !357
  %61 = call noundef ptr %60(ptr noundef nonnull align 8 dereferenceable(8) %57), !dbg !357
  %62 = load ptr, ptr %9, align 8, !dbg !358
  %63 = load ptr, ptr %62, align 8, !dbg !359
  %64 = getelementptr inbounds ptr, ptr %63, i64 2, !dbg !359
  %65 = load ptr, ptr %64, align 8, !dbg !359
  %66 = call noundef double %65(ptr noundef nonnull align 8 dereferenceable(8) %62), !dbg !359
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %61, double noundef %66), !dbg !360
  %68 = load ptr, ptr %9, align 8, !dbg !361
  %69 = load ptr, ptr %68, align 8, !dbg !362
  %70 = getelementptr inbounds ptr, ptr %69, i64 2, !dbg !362
  %71 = load ptr, ptr %70, align 8, !dbg !362
  %72 = call noundef double %71(ptr noundef nonnull align 8 dereferenceable(8) %68), !dbg !362
  %73 = load double, ptr %5, align 8, !dbg !363
  %74 = fadd double %73, %72, !dbg !363
  store double %74, ptr %5, align 8, !dbg !363
  br label %75, !dbg !364

75:                                               ; preds = %54
  %76 = load ptr, ptr %7, align 8, !dbg !349
  %77 = getelementptr inbounds ptr, ptr %76, i32 1, !dbg !349
  store ptr %77, ptr %7, align 8, !dbg !349
  br label %50, !dbg !349, !llvm.loop !365

78:                                               ; preds = %0
  %79 = landingpad { ptr, i32 }
          cleanup, !dbg !367
  %80 = extractvalue { ptr, i32 } %79, 0, !dbg !367
  store ptr %80, ptr %3, align 8, !dbg !367
  %81 = extractvalue { ptr, i32 } %79, 1, !dbg !367
  store i32 %81, ptr %4, align 4, !dbg !367
  call void @_ZdlPv(ptr noundef %37) #18, !dbg !304
  br label %265, !dbg !304

82:                                               ; preds = %38
  %83 = landingpad { ptr, i32 }
          cleanup, !dbg !367
  %84 = extractvalue { ptr, i32 } %83, 0, !dbg !367
  store ptr %84, ptr %3, align 8, !dbg !367
  %85 = extractvalue { ptr, i32 } %83, 1, !dbg !367
  store i32 %85, ptr %4, align 4, !dbg !367
  call void @_ZdlPv(ptr noundef %40) #18, !dbg !324
  br label %265, !dbg !324

86:                                               ; preds = %41
  %87 = landingpad { ptr, i32 }
          cleanup, !dbg !367
  %88 = extractvalue { ptr, i32 } %87, 0, !dbg !367
  store ptr %88, ptr %3, align 8, !dbg !367
  %89 = extractvalue { ptr, i32 } %87, 1, !dbg !367
  store i32 %89, ptr %4, align 4, !dbg !367
  call void @_ZdlPv(ptr noundef %43) #18, !dbg !338
  br label %265, !dbg !338

90:                                               ; preds = %50
    #dbg_declare(ptr %10, !368, !DIExpression(), !370)
  store ptr %2, ptr %10, align 8, !dbg !371
    #dbg_declare(ptr %11, !372, !DIExpression(), !370)
  %91 = load ptr, ptr %10, align 8, !dbg !373
  %92 = getelementptr inbounds [3 x ptr], ptr %91, i64 0, i64 0, !dbg !373
  store ptr %92, ptr %11, align 8, !dbg !373
    #dbg_declare(ptr %12, !374, !DIExpression(), !370)
  %93 = load ptr, ptr %10, align 8, !dbg !373
  %94 = getelementptr inbounds [3 x ptr], ptr %93, i64 0, i64 0, !dbg !373
  %95 = getelementptr inbounds ptr, ptr %94, i64 3, !dbg !373
  store ptr %95, ptr %12, align 8, !dbg !373
  br label %96, !dbg !373

96:                                               ; preds = %110, %90
  %97 = load ptr, ptr %11, align 8, !dbg !373
  %98 = load ptr, ptr %12, align 8, !dbg !373
  %99 = icmp ne ptr %97, %98, !dbg !373
  br i1 %99, label %100, label %113, !dbg !373

100:                                              ; preds = %96
    #dbg_declare(ptr %13, !375, !DIExpression(), !377)
  %101 = load ptr, ptr %11, align 8, !dbg !378
  %102 = load ptr, ptr %101, align 8, !dbg !378
  store ptr %102, ptr %13, align 8, !dbg !377
  %103 = load ptr, ptr %13, align 8, !dbg !379
  %104 = icmp eq ptr %103, null, !dbg !380
  br i1 %104, label %109, label %105, !dbg !380

105:                                              ; preds = %100
  %106 = load ptr, ptr %103, align 8, !dbg !380
  %107 = getelementptr inbounds ptr, ptr %106, i64 1, !dbg !380
  %108 = load ptr, ptr %107, align 8, !dbg !380
  call void %108(ptr noundef nonnull align 8 dereferenceable(8) %103) #13, !dbg !380
  br label %109, !dbg !380

109:                                              ; preds = %105, %100
  br label %110, !dbg !381

110:                                              ; preds = %109
  %111 = load ptr, ptr %11, align 8, !dbg !373
  %112 = getelementptr inbounds ptr, ptr %111, i32 1, !dbg !373
  store ptr %112, ptr %11, align 8, !dbg !373
  br label %96, !dbg !373, !llvm.loop !382

113:                                              ; preds = %96
  %114 = load double, ptr %5, align 8, !dbg !384
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %114), !dbg !385
    #dbg_declare(ptr %14, !386, !DIExpression(), !417)
  call void @_ZN6WidgetC2Ev(ptr noundef nonnull align 8 dereferenceable(28) %14) #13, !dbg !417
    #dbg_declare(ptr %15, !418, !DIExpression(), !420)
  %116 = icmp eq ptr %14, null, !dbg !421
  br i1 %116, label %119, label %117, !dbg !421

117:                                              ; preds = %113
  %118 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !421
  br label %119, !dbg !421

119:                                              ; preds = %117, %113
  %120 = phi ptr [ %118, %117 ], [ null, %113 ], !dbg !421
  store ptr %120, ptr %15, align 8, !dbg !420
    #dbg_declare(ptr %16, !422, !DIExpression(), !424)
  store ptr %14, ptr %16, align 8, !dbg !424
  %121 = load ptr, ptr %15, align 8, !dbg !425
  %122 = load ptr, ptr %121, align 8, !dbg !426
  %123 = getelementptr inbounds ptr, ptr %122, i64 0, !dbg !426
  %124 = load ptr, ptr %123, align 8, !dbg !426
  call void %124(ptr noundef nonnull align 8 dereferenceable(12) %121), !dbg !426
  %125 = load ptr, ptr %15, align 8, !dbg !427
  %126 = load ptr, ptr %125, align 8, !dbg !428
  %127 = getelementptr inbounds ptr, ptr %126, i64 0, !dbg !428
  %128 = load ptr, ptr %127, align 8, !dbg !428
  call void %128(ptr noundef nonnull align 8 dereferenceable(12) %125), !dbg !428
  %129 = load ptr, ptr %16, align 8, !dbg !429
  %130 = load ptr, ptr %129, align 8, !dbg !430
  %131 = getelementptr inbounds ptr, ptr %130, i64 0, !dbg !430
  %132 = load ptr, ptr %131, align 8, !dbg !430
  %133 = call noundef ptr %132(ptr noundef nonnull align 8 dereferenceable(12) %129), !dbg !430
  %134 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !431
  %135 = getelementptr inbounds %struct.Counted, ptr %134, i32 0, i32 1, !dbg !432
  %136 = load i32, ptr %135, align 8, !dbg !432
  %137 = getelementptr inbounds %struct.Named, ptr %14, i32 0, i32 1, !dbg !433
  %138 = load i32, ptr %137, align 8, !dbg !433
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %133, i32 noundef %136, i32 noundef %138), !dbg !434
    #dbg_declare(ptr %17, !435, !DIExpression(), !456)
  call void @_ZN7DiamondC1Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #13, !dbg !456
    #dbg_declare(ptr %18, !457, !DIExpression(), !459)
  %140 = icmp eq ptr %17, null, !dbg !460
  br i1 %140, label %146, label %141, !dbg !460

141:                                              ; preds = %119
  %142 = load ptr, ptr %17, align 8, !dbg !460
  %143 = getelementptr i8, ptr %142, i64 -24, !dbg !460
  %144 = load i64, ptr %143, align 8, !dbg !460
  %145 = getelementptr inbounds i8, ptr %17, i64 %144, !dbg !460
  br label %146, !dbg !460

146:                                              ; preds = %141, %119
  %147 = phi ptr [ %145, %141 ], [ null, %119 ], !dbg !460
  store ptr %147, ptr %18, align 8, !dbg !459
    #dbg_declare(ptr %19, !461, !DIExpression(), !463)
  store ptr %17, ptr %19, align 8, !dbg !463
  %148 = load ptr, ptr %18, align 8, !dbg !464
  %149 = load ptr, ptr %148, align 8, !dbg !465
  %150 = getelementptr inbounds ptr, ptr %149, i64 0, !dbg !465
  %151 = load ptr, ptr %150, align 8, !dbg !465
  %152 = invoke noundef i32 %151(ptr noundef nonnull align 8 dereferenceable(12) %148)
          to label %153 unwind label %169, !dbg !465

153:                                              ; preds = %146
  %154 = load ptr, ptr %19, align 8, !dbg !466
  %155 = load ptr, ptr %154, align 8, !dbg !467
  %156 = getelementptr inbounds ptr, ptr %155, i64 0, !dbg !467
  %157 = load ptr, ptr %156, align 8, !dbg !467
  %158 = invoke noundef i32 %157(ptr noundef nonnull align 8 dereferenceable(12) %154)
          to label %159 unwind label %169, !dbg !467

159:                                              ; preds = %153
  %160 = getelementptr inbounds i8, ptr %17, i64 16, !dbg !468
  %161 = getelementptr inbounds %struct.Right, ptr %160, i32 0, i32 1, !dbg !469
  %162 = load i32, ptr %161, align 8, !dbg !469
  %163 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %152, i32 noundef %158, i32 noundef %162)
          to label %164 unwind label %169, !dbg !470

164:                                              ; preds = %159
  %165 = load ptr, ptr %18, align 8, !dbg !471
  %166 = icmp eq ptr %165, null, !dbg !472
  br i1 %166, label %173, label %167, !dbg !472

167:                                              ; preds = %164
  %168 = call ptr @__dynamic_cast(ptr %165, ptr @_ZTI4Base, ptr @_ZTI5Right, i64 -1) #13, !dbg !472
  br label %174, !dbg !472

169:                                              ; preds = %259, %255, %253, %251, %240, %235, %233, %231, %229, %227, %224, %222, %220, %218, %214, %212, %210, %208, %205, %200, %193, %183, %174, %159, %153, %146
  %170 = landingpad { ptr, i32 }
          cleanup, !dbg !367
  %171 = extractvalue { ptr, i32 } %170, 0, !dbg !367
  store ptr %171, ptr %3, align 8, !dbg !367
  %172 = extractvalue { ptr, i32 } %170, 1, !dbg !367
  store i32 %172, ptr %4, align 4, !dbg !367
  call void @_ZN7DiamondD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #13, !dbg !367
  br label %265, !dbg !367

173:                                              ; preds = %164
  br label %174, !dbg !472

174:                                              ; preds = %173, %167
  %175 = phi ptr [ %168, %167 ], [ null, %173 ], !dbg !472
  %176 = icmp ne ptr %175, null, !dbg !473
  %177 = zext i1 %176 to i32, !dbg !472
  %178 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %177)
          to label %179 unwind label %169, !dbg !474

179:                                              ; preds = %174
    #dbg_declare(ptr %20, !475, !DIExpression(), !497)
    #dbg_declare(ptr %21, !498, !DIExpression(), !500)
  store i32 0, ptr %21, align 4, !dbg !500
  br label %180, !dbg !501

180:                                              ; preds = %190, %179
  %181 = load i32, ptr %21, align 4, !dbg !502
  %182 = icmp slt i32 %181, 8, !dbg !504
  br i1 %182, label %183, label %193, !dbg !505

183:                                              ; preds = %180
  %184 = load i32, ptr %21, align 4, !dbg !506
  %185 = load i32, ptr %21, align 4, !dbg !507
  %186 = mul nsw i32 %184, %185, !dbg !508
  %187 = load i32, ptr %21, align 4, !dbg !509
  %188 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZN5ArrayIiLi8EEixEi(ptr noundef nonnull align 4 dereferenceable(32) %20, i32 noundef %187)
          to label %189 unwind label %169, !dbg !510

189:                                              ; preds = %183
  store i32 %186, ptr %188, align 4, !dbg !511
  br label %190, !dbg !510

190:                                              ; preds = %189
  %191 = load i32, ptr %21, align 4, !dbg !512
  %192 = add nsw i32 %191, 1, !dbg !512
  store i32 %192, ptr %21, align 4, !dbg !512
  br label %180, !dbg !513, !llvm.loop !514

193:                                              ; preds = %180
    #dbg_declare(ptr %22, !516, !DIExpression(), !517)
  store i32 7, ptr %22, align 4, !dbg !517
    #dbg_declare(ptr %23, !518, !DIExpression(), !522)
  %194 = getelementptr inbounds %class.anon, ptr %23, i32 0, i32 0, !dbg !523
  %195 = load i32, ptr %22, align 4, !dbg !524
  store i32 %195, ptr %194, align 4, !dbg !523
    #dbg_declare(ptr %24, !525, !DIExpression(), !526)
  store i32 0, ptr %24, align 4, !dbg !526
    #dbg_declare(ptr %25, !527, !DIExpression(), !531)
  %196 = getelementptr inbounds %class.anon.0, ptr %25, i32 0, i32 0, !dbg !532
  store ptr %24, ptr %196, align 8, !dbg !532
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %26, ptr align 4 %23, i64 4, i1 false), !dbg !533
  %197 = getelementptr inbounds %class.anon, ptr %26, i32 0, i32 0, !dbg !534
  %198 = load i32, ptr %197, align 4, !dbg !534
  %199 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %20, i32 noundef 0, i32 %198)
          to label %200 unwind label %169, !dbg !534

200:                                              ; preds = %193
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %27, ptr align 8 %25, i64 8, i1 false), !dbg !535
  %201 = getelementptr inbounds %class.anon.0, ptr %27, i32 0, i32 0, !dbg !536
  %202 = load ptr, ptr %201, align 8, !dbg !536
  %203 = ptrtoint ptr %202 to i64, !dbg !536
  %204 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %20, i32 noundef 1, i64 %203)
          to label %205 unwind label %169, !dbg !536

205:                                              ; preds = %200
  %206 = load i32, ptr %24, align 4, !dbg !537
  %207 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %199, i32 noundef %204, i32 noundef %206)
          to label %208 unwind label %169, !dbg !538

208:                                              ; preds = %205
    #dbg_declare(ptr %28, !539, !DIExpression(), !541)
  %209 = invoke noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %28, i32 noundef 21)
          to label %210 unwind label %169, !dbg !542

210:                                              ; preds = %208
  %211 = invoke noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %28, double noundef 1.250000e+00)
          to label %212 unwind label %169, !dbg !543

212:                                              ; preds = %210
  %213 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %209, double noundef %211)
          to label %214 unwind label %169, !dbg !544

214:                                              ; preds = %212
    #dbg_declare(ptr %29, !545, !DIExpression(), !549)
  %215 = call noundef ptr @"_ZZ4mainENK3$_3cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %30) #13, !dbg !550
  store ptr %215, ptr %29, align 8, !dbg !549
  %216 = load ptr, ptr %29, align 8, !dbg !551
  %217 = invoke noundef i32 %216(i32 noundef 14)
          to label %218 unwind label %169, !dbg !551

218:                                              ; preds = %214
  %219 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %217)
          to label %220 unwind label %169, !dbg !552

220:                                              ; preds = %218
  %221 = invoke noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef 3, i32 noundef 9)
          to label %222 unwind label %169, !dbg !553

222:                                              ; preds = %220
  %223 = invoke noundef double @_Z6max_ofIdET_S0_S0_(double noundef 2.500000e+00, double noundef -1.000000e+00)
          to label %224 unwind label %169, !dbg !554

224:                                              ; preds = %222
  %225 = call noundef ptr @_Z6max_ofIPKcET_S2_S2_(ptr noundef @.str.9, ptr noundef @.str.10), !dbg !555
  %226 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %221, double noundef %223, ptr noundef %225)
          to label %227 unwind label %169, !dbg !556

227:                                              ; preds = %224
  %228 = invoke noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef 1, i8 noundef 99, double noundef 2.000000e+00, ptr noundef @.str.12)
          to label %229 unwind label %169, !dbg !557

229:                                              ; preds = %227
  %230 = invoke noundef ptr @_ZN8TypeNameIiE3getEv()
          to label %231 unwind label %169, !dbg !558

231:                                              ; preds = %229
  %232 = invoke noundef ptr @_ZN8TypeNameIdE3getEv()
          to label %233 unwind label %169, !dbg !559

233:                                              ; preds = %231
  %234 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %228, ptr noundef %230, ptr noundef %232)
          to label %235 unwind label %169, !dbg !560

235:                                              ; preds = %233
    #dbg_declare(ptr %31, !561, !DIExpression(), !562)
  call void @_Z8make_bigi(ptr dead_on_unwind writable sret(%struct.Big) align 8 %31, i32 noundef 5), !dbg !563
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %32, ptr align 8 %31, i64 48, i1 false), !dbg !564
  %236 = call noundef i64 @_Z7sum_big3Big(ptr noundef %32), !dbg !565
  %237 = getelementptr inbounds %struct.Big, ptr %31, i32 0, i32 4, !dbg !566
  %238 = getelementptr inbounds [13 x i8], ptr %237, i64 0, i64 0, !dbg !567
  %239 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %236, ptr noundef %238)
          to label %240 unwind label %169, !dbg !568

240:                                              ; preds = %235
    #dbg_declare(ptr %33, !569, !DIExpression(), !570)
  %241 = getelementptr inbounds %struct.Pair, ptr %34, i32 0, i32 0, !dbg !571
  store i32 3, ptr %241, align 4, !dbg !571
  %242 = getelementptr inbounds %struct.Pair, ptr %34, i32 0, i32 1, !dbg !571
  store float 9.500000e+00, ptr %242, align 4, !dbg !571
  %243 = load i64, ptr %34, align 4, !dbg !572
  %244 = call i64 @_Z9swap_pair4Pair(i64 %243), !dbg !572
  store i64 %244, ptr %33, align 4, !dbg !572
  %245 = getelementptr inbounds %struct.Pair, ptr %33, i32 0, i32 0, !dbg !573
  %246 = load i32, ptr %245, align 4, !dbg !573
  %247 = getelementptr inbounds %struct.Pair, ptr %33, i32 0, i32 1, !dbg !574
  %248 = load float, ptr %247, align 4, !dbg !574
  %249 = fpext float %248 to double, !dbg !575
  %250 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %246, double noundef %249)
          to label %251 unwind label %169, !dbg !576

251:                                              ; preds = %240
    #dbg_declare(ptr %35, !577, !DIExpression(), !578)
  %252 = invoke noundef i32 @_ZL7counterv()
          to label %253 unwind label %169, !dbg !579

253:                                              ; preds = %251
  store i32 %252, ptr %35, align 4, !dbg !578
    #dbg_declare(ptr %36, !580, !DIExpression(), !581)
  %254 = invoke noundef i32 @_ZL7counterv()
          to label %255 unwind label %169, !dbg !582

255:                                              ; preds = %253
  store i32 %254, ptr %36, align 4, !dbg !581
  %256 = load i32, ptr %35, align 4, !dbg !583
  %257 = load i32, ptr %36, align 4, !dbg !584
  %258 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZL8registryv()
          to label %259 unwind label %169, !dbg !585

259:                                              ; preds = %255
  %260 = getelementptr inbounds %struct.Registry, ptr %258, i32 0, i32 0, !dbg !586
  %261 = load i32, ptr %260, align 4, !dbg !586
  %262 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %256, i32 noundef %257, i32 noundef %261)
          to label %263 unwind label %169, !dbg !587

263:                                              ; preds = %259
  store i32 0, ptr %1, align 4, !dbg !588
  call void @_ZN7DiamondD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #13, !dbg !367
  %264 = load i32, ptr %1, align 4, !dbg !367
  ret i32 %264, !dbg !367

265:                                              ; preds = %169, %86, %82, %78
  %266 = load ptr, ptr %3, align 8, !dbg !304
  %267 = load i32, ptr %4, align 4, !dbg !304
  %268 = insertvalue { ptr, i32 } poison, ptr %266, 0, !dbg !304
  %269 = insertvalue { ptr, i32 } %268, i32 %267, 1, !dbg !304
  resume { ptr, i32 } %269, !dbg !304
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) unnamed_addr #0 comdat align 2 !dbg !589 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !590, !DIExpression(), !592)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !593, !DIExpression(), !594)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !595, !DIExpression(), !596)
  %7 = load ptr, ptr %4, align 8
  call void @_ZN5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #13, !dbg !597
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV4Rect, i32 0, i32 0, i32 2), ptr %7, align 8, !dbg !598
  %8 = getelementptr inbounds %struct.Rect, ptr %7, i32 0, i32 1, !dbg !599
  %9 = load double, ptr %5, align 8, !dbg !600
  store double %9, ptr %8, align 8, !dbg !599
  %10 = getelementptr inbounds %struct.Rect, ptr %7, i32 0, i32 2, !dbg !601
  %11 = load double, ptr %6, align 8, !dbg !602
  store double %11, ptr %10, align 8, !dbg !601
  ret void, !dbg !603
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareC2Ed(ptr noundef nonnull align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #0 comdat align 2 !dbg !604 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !605, !DIExpression(), !607)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !608, !DIExpression(), !609)
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8, !dbg !610
  %7 = load double, ptr %4, align 8, !dbg !611
  call void @_ZN4RectC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %5, double noundef %6, double noundef %7), !dbg !612
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV6Square, i32 0, i32 0, i32 2), ptr %5, align 8, !dbg !613
  ret void, !dbg !614
}

declare dso_local i32 @printf(ptr noundef, ...) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6WidgetC2Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #0 comdat align 2 !dbg !615 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !617, !DIExpression(), !619)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5NamedC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #13, !dbg !620
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !620
  call void @_ZN7CountedC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #13, !dbg !620
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr], [3 x ptr] }, ptr @_ZTV6Widget, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !620
  %5 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !620
  store ptr getelementptr inbounds inrange(-16, 8) ({ [4 x ptr], [3 x ptr] }, ptr @_ZTV6Widget, i32 0, i32 1, i32 2), ptr %5, align 8, !dbg !620
  ret void, !dbg !620
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondC1Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #0 comdat align 2 !dbg !621 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !626, !DIExpression(), !628)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !629
  call void @_ZN4BaseC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #13, !dbg !629
  call void @_ZN4LeftC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT7Diamond, i64 0, i64 1)) #13, !dbg !629
  %5 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !629
  call void @_ZN5RightC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT7Diamond, i64 0, i64 3)) #13, !dbg !629
  store ptr getelementptr inbounds inrange(-24, 24) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 0, i32 3), ptr %3, align 8, !dbg !629
  %6 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !629
  store ptr getelementptr inbounds inrange(-32, 24) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 2, i32 4), ptr %6, align 8, !dbg !629
  %7 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !629
  store ptr getelementptr inbounds inrange(-24, 16) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 1, i32 3), ptr %7, align 8, !dbg !629
  %8 = getelementptr inbounds %struct.Diamond, ptr %3, i32 0, i32 3, !dbg !630
  store i32 4, ptr %8, align 4, !dbg !630
  ret void, !dbg !629
}

; Function Attrs: nounwind willreturn memory(read)
declare dso_local ptr @__dynamic_cast(ptr, ptr, ptr, i64) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZN5ArrayIiLi8EEixEi(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1) #0 comdat align 2 !dbg !631 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !632, !DIExpression(), !634)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !635, !DIExpression(), !636)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Array, ptr %5, i32 0, i32 0, !dbg !637
  %7 = load i32, ptr %4, align 4, !dbg !638
  %8 = sext i32 %7 to i64, !dbg !637
  %9 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %8, !dbg !637
  ret ptr %9, !dbg !639
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i32 %2) #8 align 2 !dbg !640 {
  %4 = alloca %class.anon, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon, ptr %4, i32 0, i32 0
  store i32 %2, ptr %8, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !646, !DIExpression(), !648)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !649, !DIExpression(), !650)
    #dbg_declare(ptr %4, !651, !DIExpression(), !652)
  %9 = load ptr, ptr %5, align 8
    #dbg_declare(ptr %7, !653, !DIExpression(), !655)
  store i32 0, ptr %7, align 4, !dbg !655
  br label %10, !dbg !656

10:                                               ; preds = %21, %3
  %11 = load i32, ptr %7, align 4, !dbg !657
  %12 = icmp slt i32 %11, 8, !dbg !659
  br i1 %12, label %13, label %24, !dbg !660

13:                                               ; preds = %10
  %14 = load i32, ptr %6, align 4, !dbg !661
  %15 = getelementptr inbounds %struct.Array, ptr %9, i32 0, i32 0, !dbg !662
  %16 = load i32, ptr %7, align 4, !dbg !663
  %17 = sext i32 %16 to i64, !dbg !662
  %18 = getelementptr inbounds [8 x i32], ptr %15, i64 0, i64 %17, !dbg !662
  %19 = load i32, ptr %18, align 4, !dbg !662
  %20 = call noundef i32 @"_ZZ4mainENK3$_1clEii"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %14, i32 noundef %19), !dbg !664
  store i32 %20, ptr %6, align 4, !dbg !665
  br label %21, !dbg !666

21:                                               ; preds = %13
  %22 = load i32, ptr %7, align 4, !dbg !667
  %23 = add nsw i32 %22, 1, !dbg !667
  store i32 %23, ptr %7, align 4, !dbg !667
  br label %10, !dbg !668, !llvm.loop !669

24:                                               ; preds = %10
  %25 = load i32, ptr %6, align 4, !dbg !671
  ret i32 %25, !dbg !672
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, i64 %2) #8 align 2 !dbg !673 {
  %4 = alloca %class.anon.0, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.0, ptr %4, i32 0, i32 0
  %9 = inttoptr i64 %2 to ptr
  store ptr %9, ptr %8, align 8
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !679, !DIExpression(), !680)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !681, !DIExpression(), !682)
    #dbg_declare(ptr %4, !683, !DIExpression(), !684)
  %10 = load ptr, ptr %5, align 8
    #dbg_declare(ptr %7, !685, !DIExpression(), !687)
  store i32 0, ptr %7, align 4, !dbg !687
  br label %11, !dbg !688

11:                                               ; preds = %22, %3
  %12 = load i32, ptr %7, align 4, !dbg !689
  %13 = icmp slt i32 %12, 8, !dbg !691
  br i1 %13, label %14, label %25, !dbg !692

14:                                               ; preds = %11
  %15 = load i32, ptr %6, align 4, !dbg !693
  %16 = getelementptr inbounds %struct.Array, ptr %10, i32 0, i32 0, !dbg !694
  %17 = load i32, ptr %7, align 4, !dbg !695
  %18 = sext i32 %17 to i64, !dbg !694
  %19 = getelementptr inbounds [8 x i32], ptr %16, i64 0, i64 %18, !dbg !694
  %20 = load i32, ptr %19, align 4, !dbg !694
  %21 = call noundef i32 @"_ZZ4mainEN3$_2clEii"(ptr noundef nonnull align 8 dereferenceable(8) %4, i32 noundef %15, i32 noundef %20), !dbg !696
  store i32 %21, ptr %6, align 4, !dbg !697
  br label %22, !dbg !698

22:                                               ; preds = %14
  %23 = load i32, ptr %7, align 4, !dbg !699
  %24 = add nsw i32 %23, 1, !dbg !699
  store i32 %24, ptr %7, align 4, !dbg !699
  br label %11, !dbg !700, !llvm.loop !701

25:                                               ; preds = %11
  %26 = load i32, ptr %6, align 4, !dbg !703
  ret i32 %26, !dbg !704
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !705 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !713, !DIExpression(), !715)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !716, !DIExpression(), !717)
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4, !dbg !718
  %7 = load i32, ptr %4, align 4, !dbg !719
  %8 = add nsw i32 %6, %7, !dbg !720
  ret i32 %8, !dbg !721
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 align 2 !dbg !722 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !728, !DIExpression(), !729)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !730, !DIExpression(), !731)
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8, !dbg !732
  %7 = load double, ptr %4, align 8, !dbg !733
  %8 = fadd double %6, %7, !dbg !734
  ret double %8, !dbg !735
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"_ZZ4mainENK3$_3cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 !dbg !736 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !743, !DIExpression(), !745)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"_ZZ4mainEN3$_38__invokeEi", !dbg !746
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef %0, i32 noundef %1) #0 comdat !dbg !747 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !751, !DIExpression(), !752)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !753, !DIExpression(), !754)
  %5 = load i32, ptr %3, align 4, !dbg !755
  %6 = load i32, ptr %4, align 4, !dbg !756
  %7 = icmp slt i32 %5, %6, !dbg !757
  br i1 %7, label %8, label %10, !dbg !755

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !758
  br label %12, !dbg !755

10:                                               ; preds = %2
  %11 = load i32, ptr %3, align 4, !dbg !759
  br label %12, !dbg !755

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !755
  ret i32 %13, !dbg !760
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z6max_ofIdET_S0_S0_(double noundef %0, double noundef %1) #0 comdat !dbg !761 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !766, !DIExpression(), !767)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !768, !DIExpression(), !769)
  %5 = load double, ptr %3, align 8, !dbg !770
  %6 = load double, ptr %4, align 8, !dbg !771
  %7 = fcmp olt double %5, %6, !dbg !772
  br i1 %7, label %8, label %10, !dbg !770

8:                                                ; preds = %2
  %9 = load double, ptr %4, align 8, !dbg !773
  br label %12, !dbg !770

10:                                               ; preds = %2
  %11 = load double, ptr %3, align 8, !dbg !774
  br label %12, !dbg !770

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ], !dbg !770
  ret double %13, !dbg !775
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef %0, i8 noundef %1, double noundef %2, ptr noundef %3) #0 comdat !dbg !776 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca double, align 8
  %8 = alloca ptr, align 8
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !786, !DIExpression(), !787)
  store i8 %1, ptr %6, align 1
    #dbg_declare(ptr %6, !788, !DIExpression(), !787)
  store double %2, ptr %7, align 8
    #dbg_declare(ptr %7, !789, !DIExpression(), !787)
  store ptr %3, ptr %8, align 8
    #dbg_declare(ptr %8, !790, !DIExpression(), !787)
  ret i32 4, !dbg !791
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZN8TypeNameIiE3getEv() #0 comdat align 2 !dbg !792 {
  ret ptr @.str.21, !dbg !798
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZN8TypeNameIdE3getEv() #0 comdat align 2 !dbg !799 {
  ret ptr @.str.22, !dbg !803
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7counterv() #8 personality ptr @__gxx_personality_seh0 !dbg !93 {
  %1 = alloca ptr, align 8
  %2 = alloca i32, align 4
  %3 = load atomic i8, ptr @_ZGVZL7countervE1n acquire, align 8, !dbg !804
  %4 = icmp eq i8 %3, 0, !dbg !804
  br i1 %4, label %5, label %13, !dbg !804, !prof !805

5:                                                ; preds = %0
  %6 = call i32 @__cxa_guard_acquire(ptr @_ZGVZL7countervE1n) #13, !dbg !804
  %7 = icmp ne i32 %6, 0, !dbg !804
  br i1 %7, label %8, label %13, !dbg !804

8:                                                ; preds = %5
  %9 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZL8registryv()
          to label %10 unwind label %16, !dbg !806

10:                                               ; preds = %8
  %11 = getelementptr inbounds %struct.Registry, ptr %9, i32 0, i32 0, !dbg !807
  %12 = load i32, ptr %11, align 4, !dbg !807
  store i32 %12, ptr @_ZZL7countervE1n, align 4, !dbg !804
  call void @__cxa_guard_release(ptr @_ZGVZL7countervE1n) #13, !dbg !804
  br label %13, !dbg !804

13:                                               ; preds = %10, %5, %0
  %14 = load i32, ptr @_ZZL7countervE1n, align 4, !dbg !808
  %15 = add nsw i32 %14, 1, !dbg !808
  store i32 %15, ptr @_ZZL7countervE1n, align 4, !dbg !808
  ret i32 %15, !dbg !809

16:                                               ; preds = %8
  %17 = landingpad { ptr, i32 }
          cleanup, !dbg !810
  %18 = extractvalue { ptr, i32 } %17, 0, !dbg !810
  store ptr %18, ptr %1, align 8, !dbg !810
  %19 = extractvalue { ptr, i32 } %17, 1, !dbg !810
  store i32 %19, ptr %2, align 4, !dbg !810
  call void @__cxa_guard_abort(ptr @_ZGVZL7countervE1n) #13, !dbg !804
  br label %20, !dbg !804

20:                                               ; preds = %16
  %21 = load ptr, ptr %1, align 8, !dbg !804
  %22 = load i32, ptr %2, align 4, !dbg !804
  %23 = insertvalue { ptr, i32 } poison, ptr %21, 0, !dbg !804
  %24 = insertvalue { ptr, i32 } %23, i32 %22, 1, !dbg !804
  resume { ptr, i32 } %24, !dbg !804
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef nonnull align 4 dereferenceable(4) ptr @_ZL8registryv() #8 personality ptr @__gxx_personality_seh0 !dbg !136 {
  %1 = alloca ptr, align 8
  %2 = alloca i32, align 4
  %3 = load atomic i8, ptr @_ZGVZL8registryvE1r acquire, align 8, !dbg !811
  %4 = icmp eq i8 %3, 0, !dbg !811
  br i1 %4, label %5, label %11, !dbg !811, !prof !805

5:                                                ; preds = %0
  %6 = call i32 @__cxa_guard_acquire(ptr @_ZGVZL8registryvE1r) #13, !dbg !811
  %7 = icmp ne i32 %6, 0, !dbg !811
  br i1 %7, label %8, label %11, !dbg !811

8:                                                ; preds = %5
  invoke void @_ZN8RegistryC2Ev(ptr noundef nonnull align 4 dereferenceable(4) @_ZZL8registryvE1r)
          to label %9 unwind label %12, !dbg !812

9:                                                ; preds = %8
  %10 = call i32 @atexit(ptr @__dtor__ZZL8registryvE1r) #13, !dbg !811
  call void @__cxa_guard_release(ptr @_ZGVZL8registryvE1r) #13, !dbg !811
  br label %11, !dbg !811

11:                                               ; preds = %9, %5, %0
  ret ptr @_ZZL8registryvE1r, !dbg !813

12:                                               ; preds = %8
  %13 = landingpad { ptr, i32 }
          cleanup, !dbg !814
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !814
  store ptr %14, ptr %1, align 8, !dbg !814
  %15 = extractvalue { ptr, i32 } %13, 1, !dbg !814
  store i32 %15, ptr %2, align 4, !dbg !814
  call void @__cxa_guard_abort(ptr @_ZGVZL8registryvE1r) #13, !dbg !811
  br label %16, !dbg !811

16:                                               ; preds = %12
  %17 = load ptr, ptr %1, align 8, !dbg !811
  %18 = load i32, ptr %2, align 4, !dbg !811
  %19 = insertvalue { ptr, i32 } poison, ptr %17, 0, !dbg !811
  %20 = insertvalue { ptr, i32 } %19, i32 %18, 1, !dbg !811
  resume { ptr, i32 } %20, !dbg !811
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #0 comdat align 2 !dbg !815 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !817, !DIExpression(), !818)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN7DiamondD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef @_ZTT7Diamond) #13, !dbg !819
  %4 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !819
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #13, !dbg !819
  ret void, !dbg !819
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !820 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !822, !DIExpression(), !823)
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV5Shape, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !824
  ret void, !dbg !824
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !825 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !829, !DIExpression(), !830)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #13, !dbg !831
  ret void, !dbg !833
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectD0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !834 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !835, !DIExpression(), !836)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4RectD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #13, !dbg !837
  call void @_ZdlPv(ptr noundef %3) #18, !dbg !837
  ret void, !dbg !837
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4Rect4areaEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !838 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !839, !DIExpression(), !841)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 1, !dbg !842
  %5 = load double, ptr %4, align 8, !dbg !842
  %6 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 2, !dbg !843
  %7 = load double, ptr %6, align 8, !dbg !843
  %8 = fmul double %5, %7, !dbg !844
  ret double %8, !dbg !845
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Rect4nameEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !846 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !847, !DIExpression(), !848)
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.17, !dbg !849
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !850 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !851, !DIExpression(), !852)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !853
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !854 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !855, !DIExpression(), !856)
  %3 = load ptr, ptr %2, align 8
  call void @llvm.trap() #16, !dbg !857
  unreachable, !dbg !857
}

declare dso_local void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5Shape4nameEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !858 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !859, !DIExpression(), !861)
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.16, !dbg !862
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #10

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !863 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !867, !DIExpression(), !868)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4RectD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #13, !dbg !869
  ret void, !dbg !871
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !872 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !873, !DIExpression(), !874)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6SquareD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #13, !dbg !875
  call void @_ZdlPv(ptr noundef %3) #18, !dbg !875
  ret void, !dbg !875
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK6Square4nameEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 !dbg !876 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !877, !DIExpression(), !879)
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.18, !dbg !880
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5NamedC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !881 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !886, !DIExpression(), !887)
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 8) ({ [3 x ptr] }, ptr @_ZTV5Named, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !888
  %4 = getelementptr inbounds %struct.Named, ptr %3, i32 0, i32 1, !dbg !889
  store i32 5, ptr %4, align 8, !dbg !889
  ret void, !dbg !888
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CountedC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !890 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !892, !DIExpression(), !893)
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 8) ({ [3 x ptr] }, ptr @_ZTV7Counted, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !894
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1, !dbg !895
  store i32 0, ptr %4, align 8, !dbg !895
  ret void, !dbg !894
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK6Widget5labelEv(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #0 comdat align 2 !dbg !896 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !897, !DIExpression(), !899)
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.20, !dbg !900
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6Widget4bumpEv(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #0 comdat align 2 !dbg !901 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !902, !DIExpression(), !903)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !904
  %5 = getelementptr inbounds %struct.Counted, ptr %4, i32 0, i32 1, !dbg !904
  %6 = load i32, ptr %5, align 8, !dbg !905
  %7 = add nsw i32 %6, 10, !dbg !905
  store i32 %7, ptr %5, align 8, !dbg !905
  ret void, !dbg !906
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N6Widget4bumpEv(ptr noundef %0) unnamed_addr #11 comdat align 2 !dbg !907 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !909
  %4 = getelementptr inbounds i8, ptr %3, i64 -16, !dbg !909
  tail call void @_ZN6Widget4bumpEv(ptr noundef nonnull align 8 dereferenceable(28) %4), !dbg !909
  ret void, !dbg !909
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5Named5labelEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !910 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !911, !DIExpression(), !913)
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.19, !dbg !914
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7Counted4bumpEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !915 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !916, !DIExpression(), !917)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1, !dbg !918
  %5 = load i32, ptr %4, align 8, !dbg !919
  %6 = add nsw i32 %5, 1, !dbg !919
  store i32 %6, ptr %4, align 8, !dbg !919
  ret void, !dbg !920
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !921 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !923, !DIExpression(), !924)
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !925
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1, !dbg !926
  store i32 1, ptr %4, align 8, !dbg !926
  ret void, !dbg !925
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #0 comdat align 2 !dbg !927 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !932, !DIExpression(), !933)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !934, !DIExpression(), !933)
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load ptr, ptr %6, align 8, !dbg !936
  store ptr %7, ptr %5, align 8, !dbg !936
  %8 = getelementptr inbounds ptr, ptr %6, i64 1, !dbg !936
  %9 = load ptr, ptr %8, align 8, !dbg !936
  %10 = load ptr, ptr %5, align 8, !dbg !936
  %11 = getelementptr i8, ptr %10, i64 -24, !dbg !936
  %12 = load i64, ptr %11, align 8, !dbg !936
  %13 = getelementptr inbounds i8, ptr %5, i64 %12, !dbg !936
  store ptr %9, ptr %13, align 8, !dbg !936
  %14 = getelementptr inbounds %struct.Left, ptr %5, i32 0, i32 1, !dbg !937
  store i32 2, ptr %14, align 8, !dbg !937
  ret void, !dbg !936
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #0 comdat align 2 !dbg !938 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !943, !DIExpression(), !944)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !945, !DIExpression(), !944)
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load ptr, ptr %6, align 8, !dbg !946
  store ptr %7, ptr %5, align 8, !dbg !946
  %8 = getelementptr inbounds ptr, ptr %6, i64 1, !dbg !946
  %9 = load ptr, ptr %8, align 8, !dbg !946
  %10 = load ptr, ptr %5, align 8, !dbg !946
  %11 = getelementptr i8, ptr %10, i64 -24, !dbg !946
  %12 = load i64, ptr %11, align 8, !dbg !946
  %13 = getelementptr inbounds i8, ptr %5, i64 %12, !dbg !946
  store ptr %9, ptr %13, align 8, !dbg !946
  %14 = getelementptr inbounds %struct.Right, ptr %5, i32 0, i32 1, !dbg !947
  store i32 3, ptr %14, align 8, !dbg !947
  ret void, !dbg !946
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Left3getEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !948 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !949, !DIExpression(), !951)
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8, !dbg !952
  %5 = getelementptr i8, ptr %4, i64 -24, !dbg !952
  %6 = load i64, ptr %5, align 8, !dbg !952
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !952
  %8 = getelementptr inbounds %struct.Base, ptr %7, i32 0, i32 1, !dbg !952
  %9 = load i32, ptr %8, align 8, !dbg !952
  %10 = getelementptr inbounds %struct.Left, ptr %3, i32 0, i32 1, !dbg !953
  %11 = load i32, ptr %10, align 8, !dbg !953
  %12 = add nsw i32 %9, %11, !dbg !954
  ret i32 %12, !dbg !955
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !956 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !958, !DIExpression(), !959)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4LeftD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef @_ZTT4Left) #13, !dbg !960
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !960
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #13, !dbg !960
  ret void, !dbg !960
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !961 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !962, !DIExpression(), !963)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4LeftD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #13, !dbg !964
  call void @_ZdlPv(ptr noundef %3) #18, !dbg !964
  ret void, !dbg !964
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZTv0_n24_NK4Left3getEv(ptr noundef %0) unnamed_addr #11 comdat align 2 !dbg !965 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !966
  %4 = load ptr, ptr %3, align 8, !dbg !966
  %5 = getelementptr inbounds i8, ptr %4, i64 -24, !dbg !966
  %6 = load i64, ptr %5, align 8, !dbg !966
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !966
  %8 = tail call noundef i32 @_ZNK4Left3getEv(ptr noundef nonnull align 8 dereferenceable(12) %7), !dbg !966
  ret i32 %8, !dbg !966
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N4LeftD1Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 !dbg !967 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !968
  %4 = load ptr, ptr %3, align 8, !dbg !968
  %5 = getelementptr inbounds i8, ptr %4, i64 -32, !dbg !968
  %6 = load i64, ptr %5, align 8, !dbg !968
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !968
  tail call void @_ZN4LeftD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #13, !dbg !968
  ret void, !dbg !968
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N4LeftD0Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 !dbg !969 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !970
  %4 = load ptr, ptr %3, align 8, !dbg !970
  %5 = getelementptr inbounds i8, ptr %4, i64 -32, !dbg !970
  %6 = load i64, ptr %5, align 8, !dbg !970
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !970
  tail call void @_ZN4LeftD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #13, !dbg !970
  ret void, !dbg !970
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !971 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !973, !DIExpression(), !974)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5RightD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef @_ZTT5Right) #13, !dbg !975
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !975
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #13, !dbg !975
  ret void, !dbg !975
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !976 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !977, !DIExpression(), !978)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5RightD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #13, !dbg !979
  call void @_ZdlPv(ptr noundef %3) #18, !dbg !979
  ret void, !dbg !979
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Base3getEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !980 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !981, !DIExpression(), !983)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1, !dbg !984
  %5 = load i32, ptr %4, align 8, !dbg !984
  ret i32 %5, !dbg !985
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N5RightD1Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 !dbg !986 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !987
  %4 = load ptr, ptr %3, align 8, !dbg !987
  %5 = getelementptr inbounds i8, ptr %4, i64 -32, !dbg !987
  %6 = load i64, ptr %5, align 8, !dbg !987
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !987
  tail call void @_ZN5RightD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #13, !dbg !987
  ret void, !dbg !987
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N5RightD0Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 !dbg !988 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !989
  %4 = load ptr, ptr %3, align 8, !dbg !989
  %5 = getelementptr inbounds i8, ptr %4, i64 -32, !dbg !989
  %6 = load i64, ptr %5, align 8, !dbg !989
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !989
  tail call void @_ZN5RightD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #13, !dbg !989
  ret void, !dbg !989
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7Diamond3getEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #0 comdat align 2 !dbg !990 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !991, !DIExpression(), !993)
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8, !dbg !994
  %5 = getelementptr i8, ptr %4, i64 -24, !dbg !994
  %6 = load i64, ptr %5, align 8, !dbg !994
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !994
  %8 = getelementptr inbounds %struct.Base, ptr %7, i32 0, i32 1, !dbg !994
  %9 = load i32, ptr %8, align 8, !dbg !994
  %10 = getelementptr inbounds %struct.Left, ptr %3, i32 0, i32 1, !dbg !995
  %11 = load i32, ptr %10, align 8, !dbg !995
  %12 = add nsw i32 %9, %11, !dbg !996
  %13 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !997
  %14 = getelementptr inbounds %struct.Right, ptr %13, i32 0, i32 1, !dbg !997
  %15 = load i32, ptr %14, align 8, !dbg !997
  %16 = add nsw i32 %12, %15, !dbg !998
  %17 = getelementptr inbounds %struct.Diamond, ptr %3, i32 0, i32 3, !dbg !999
  %18 = load i32, ptr %17, align 4, !dbg !999
  %19 = add nsw i32 %16, %18, !dbg !1000
  ret i32 %19, !dbg !1001
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #0 comdat align 2 !dbg !1002 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1003, !DIExpression(), !1004)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN7DiamondD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #13, !dbg !1005
  call void @_ZdlPv(ptr noundef %3) #18, !dbg !1005
  ret void, !dbg !1005
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 !dbg !1006 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !1007
  %4 = getelementptr inbounds i8, ptr %3, i64 -16, !dbg !1007
  tail call void @_ZN7DiamondD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #13, !dbg !1007
  ret void, !dbg !1007
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 !dbg !1008 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !1009
  %4 = getelementptr inbounds i8, ptr %3, i64 -16, !dbg !1009
  tail call void @_ZN7DiamondD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #13, !dbg !1009
  ret void, !dbg !1009
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZTv0_n24_NK7Diamond3getEv(ptr noundef %0) unnamed_addr #11 comdat align 2 !dbg !1010 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !1011
  %4 = load ptr, ptr %3, align 8, !dbg !1011
  %5 = getelementptr inbounds i8, ptr %4, i64 -24, !dbg !1011
  %6 = load i64, ptr %5, align 8, !dbg !1011
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !1011
  %8 = tail call noundef i32 @_ZNK7Diamond3getEv(ptr noundef nonnull align 8 dereferenceable(32) %7), !dbg !1011
  ret i32 %8, !dbg !1011
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 !dbg !1012 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !1013
  %4 = load ptr, ptr %3, align 8, !dbg !1013
  %5 = getelementptr inbounds i8, ptr %4, i64 -32, !dbg !1013
  %6 = load i64, ptr %5, align 8, !dbg !1013
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !1013
  tail call void @_ZN7DiamondD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #13, !dbg !1013
  ret void, !dbg !1013
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 !dbg !1014 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !1015
  %4 = load ptr, ptr %3, align 8, !dbg !1015
  %5 = getelementptr inbounds i8, ptr %4, i64 -32, !dbg !1015
  %6 = load i64, ptr %5, align 8, !dbg !1015
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !1015
  tail call void @_ZN7DiamondD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #13, !dbg !1015
  ret void, !dbg !1015
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !1016 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1017, !DIExpression(), !1018)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !1019
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !1020 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1021, !DIExpression(), !1022)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #13, !dbg !1023
  call void @_ZdlPv(ptr noundef %3) #18, !dbg !1023
  ret void, !dbg !1024
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #0 comdat align 2 !dbg !1025 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1026, !DIExpression(), !1027)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1028, !DIExpression(), !1027)
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  ret void, !dbg !1029
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #0 comdat align 2 !dbg !1030 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1031, !DIExpression(), !1032)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1033, !DIExpression(), !1032)
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  ret void, !dbg !1034
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"_ZZ4mainEN3$_38__invokeEi"(i32 noundef %0) #8 align 2 !dbg !1035 {
  %2 = alloca i32, align 4
  %3 = alloca %class.anon.2, align 1
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1037, !DIExpression(), !1038)
  %4 = load i32, ptr %2, align 4, !dbg !1039
  %5 = call noundef i32 @"_ZZ4mainENK3$_3clEi"(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %4), !dbg !1039
  ret i32 %5, !dbg !1039
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_3clEi"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !1040 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1044, !DIExpression(), !1045)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1046, !DIExpression(), !1047)
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4, !dbg !1048
  %7 = mul nsw i32 %6, 3, !dbg !1049
  ret i32 %7, !dbg !1050
}

; Function Attrs: nounwind
declare dso_local i32 @__cxa_guard_acquire(ptr) #13

; Function Attrs: nounwind
declare dso_local void @__cxa_guard_abort(ptr) #13

; Function Attrs: nounwind
declare dso_local void @__cxa_guard_release(ptr) #13

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN8RegistryC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 !dbg !1051 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1052, !DIExpression(), !1054)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Registry, ptr %3, i32 0, i32 0, !dbg !1055
  store i32 3, ptr %4, align 4, !dbg !1055
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.23), !dbg !1056
  ret void, !dbg !1058
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8RegistryD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 !dbg !1059 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1060, !DIExpression(), !1061)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !1062
}

; Function Attrs: noinline uwtable
define internal void @__dtor__ZZL8registryvE1r() #14 !dbg !1063 {
  call void @_ZN8RegistryD2Ev(ptr @_ZZL8registryvE1r), !dbg !1066
  ret void, !dbg !1067
}

; Function Attrs: nounwind
declare dso_local i32 @atexit(ptr) #13

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1) unnamed_addr #0 comdat align 2 !dbg !1068 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1069, !DIExpression(), !1070)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1071, !DIExpression(), !1070)
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !1072
  %8 = getelementptr inbounds ptr, ptr %6, i64 3, !dbg !1072
  call void @_ZN5RightD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %7, ptr noundef %8) #13, !dbg !1072
  %9 = getelementptr inbounds ptr, ptr %6, i64 1, !dbg !1072
  call void @_ZN4LeftD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef %9) #13, !dbg !1072
  ret void, !dbg !1074
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_1clEii"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 !dbg !1075 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !1081, !DIExpression(), !1083)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !1084, !DIExpression(), !1085)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !1086, !DIExpression(), !1087)
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4, !dbg !1088
  %9 = load i32, ptr %6, align 4, !dbg !1089
  %10 = add nsw i32 %8, %9, !dbg !1090
  %11 = getelementptr inbounds %class.anon, ptr %7, i32 0, i32 0, !dbg !1091
  %12 = load i32, ptr %11, align 4, !dbg !1091
  %13 = add nsw i32 %10, %12, !dbg !1092
  ret i32 %13, !dbg !1093
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainEN3$_2clEii"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1, i32 noundef %2) #0 align 2 !dbg !1094 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !1099, !DIExpression(), !1101)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !1102, !DIExpression(), !1103)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !1104, !DIExpression(), !1105)
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %class.anon.0, ptr %7, i32 0, i32 0, !dbg !1106
  %9 = load ptr, ptr %8, align 8, !dbg !1106
  %10 = load i32, ptr %9, align 4, !dbg !1107
  %11 = add nsw i32 %10, 1, !dbg !1107
  store i32 %11, ptr %9, align 4, !dbg !1107
  %12 = load i32, ptr %6, align 4, !dbg !1108
  %13 = icmp ne i32 %12, 0, !dbg !1108
  br i1 %13, label %14, label %19, !dbg !1108

14:                                               ; preds = %3
  %15 = load i32, ptr %5, align 4, !dbg !1109
  %16 = mul nsw i32 %15, 1, !dbg !1110
  %17 = load i32, ptr %6, align 4, !dbg !1111
  %18 = add nsw i32 %16, %17, !dbg !1112
  br label %21, !dbg !1108

19:                                               ; preds = %3
  %20 = load i32, ptr %5, align 4, !dbg !1113
  br label %21, !dbg !1108

21:                                               ; preds = %19, %14
  %22 = phi i32 [ %18, %14 ], [ %20, %19 ], !dbg !1108
  ret i32 %22, !dbg !1114
}

attributes #0 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nobuiltin noinline optnone allocsize(0) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #11 = { noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind }
attributes #14 = { noinline uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { allocsize(0) }
attributes #16 = { noreturn nounwind }
attributes #17 = { builtin allocsize(0) }
attributes #18 = { builtin nounwind }

!llvm.dbg.cu = !{!97}
!llvm.module.flags = !{!145, !146, !147, !148, !149, !150}
!llvm.ident = !{!151}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "classes.cpp", directory: "/ehi/corpus")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !{!7}
!7 = !DISubrange(count: 9)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 17)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 10)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 18)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 115, type: !10, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !10, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 13)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 127, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 7)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 16)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 6)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !34, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 130, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 15)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 130, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 2)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !29, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 135, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 14)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 26)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !44, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 5)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !34, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !44, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !34, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 4)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !34, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(name: "n", scope: !93, file: !2, line: 86, type: !96, isLocal: true, isDefinition: true)
!93 = distinct !DISubprogram(name: "counter", linkageName: "_ZL7counterv", scope: !2, file: !2, line: 85, type: !94, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97)
!94 = !DISubroutineType(types: !95)
!95 = !{!96}
!96 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!97 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !98, globals: !133, splitDebugInlining: false, nameTableKind: None)
!98 = !{!5, !96, !99, !100, !121, !125}
!99 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Right", file: !2, line: 37, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !102, vtableHolder: !101, identifier: "_ZTS5Right")
!102 = !{!103, !119, !120}
!103 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !101, baseType: !104, offset: 24, flags: DIFlagVirtual, extraData: i32 0)
!104 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !2, line: 35, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !105, vtableHolder: !104, identifier: "_ZTS4Base")
!105 = !{!106, !109, !110, !115}
!106 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !2, file: !2, baseType: !107, size: 64, flags: DIFlagArtificial)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !94, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !104, file: !2, line: 35, baseType: !96, size: 32, offset: 64)
!110 = !DISubprogram(name: "get", linkageName: "_ZNK4Base3getEv", scope: !104, file: !2, line: 35, type: !111, scopeLine: 35, containingType: !104, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!111 = !DISubroutineType(types: !112)
!112 = !{!96, !113}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !104)
!115 = !DISubprogram(name: "~Base", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, containingType: !104, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!116 = !DISubroutineType(types: !117)
!117 = !{null, !118}
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Right", scope: !2, file: !2, baseType: !107, size: 64, flags: DIFlagArtificial)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !101, file: !2, line: 37, baseType: !96, size: 32, offset: 64)
!121 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !2, line: 63, size: 64, flags: DIFlagTypePassByValue, elements: !122, identifier: "_ZTS4Pair")
!122 = !{!123, !124}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !121, file: !2, line: 63, baseType: !96, size: 32)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !121, file: !2, line: 63, baseType: !99, size: 32, offset: 32)
!125 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Registry", file: !2, line: 76, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !126, identifier: "_ZTS8Registry")
!126 = !{!127, !128, !132}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "entries", scope: !125, file: !2, line: 77, baseType: !96, size: 32)
!128 = !DISubprogram(name: "Registry", scope: !125, file: !2, line: 78, type: !129, scopeLine: 78, flags: DIFlagPrototyped, spFlags: 0)
!129 = !DISubroutineType(types: !130)
!130 = !{null, !131}
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!132 = !DISubprogram(name: "~Registry", scope: !125, file: !2, line: 79, type: !129, scopeLine: 79, flags: DIFlagPrototyped, spFlags: 0)
!133 = !{!0, !8, !13, !18, !23, !25, !27, !32, !37, !42, !47, !49, !54, !59, !61, !66, !71, !73, !78, !80, !82, !84, !89, !91, !134, !140}
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(name: "r", scope: !136, file: !2, line: 82, type: !125, isLocal: true, isDefinition: true)
!136 = distinct !DISubprogram(name: "registry", linkageName: "_ZL8registryv", scope: !2, file: !2, line: 81, type: !137, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97)
!137 = !DISubroutineType(types: !138)
!138 = !{!139}
!139 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !125, size: 64)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !142, isLocal: true, isDefinition: true)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 22)
!145 = !{i32 7, !"Dwarf Version", i32 4}
!146 = !{i32 2, !"Debug Info Version", i32 3}
!147 = !{i32 1, !"wchar_size", i32 2}
!148 = !{i32 8, !"PIC Level", i32 2}
!149 = !{i32 7, !"uwtable", i32 2}
!150 = !{i32 1, !"MaxTLSAlign", i32 65536}
!151 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!152 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "_Z6max_ofIPKcET_S2_S2_", scope: !2, file: !2, line: 53, type: !153, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !157, retainedNodes: !156)
!153 = !DISubroutineType(types: !154)
!154 = !{!155, !155, !155}
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!156 = !{}
!157 = !{!158}
!158 = !DITemplateTypeParameter(name: "T", type: !155)
!159 = !DILocalVariable(name: "a", arg: 1, scope: !152, file: !2, line: 53, type: !155)
!160 = !DILocation(line: 53, column: 58, scope: !152)
!161 = !DILocalVariable(arg: 2, scope: !152, file: !2, line: 53, type: !155)
!162 = !DILocation(line: 53, column: 73, scope: !152)
!163 = !DILocation(line: 53, column: 84, scope: !152)
!164 = !DILocation(line: 53, column: 77, scope: !152)
!165 = distinct !DISubprogram(name: "make_big", linkageName: "_Z8make_bigi", scope: !2, file: !2, line: 65, type: !166, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !156)
!166 = !DISubroutineType(types: !167)
!167 = !{!168, !96}
!168 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !2, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !169, identifier: "_ZTS3Big")
!169 = !{!170, !172, !173, !174, !175}
!170 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !168, file: !2, line: 62, baseType: !171, size: 64)
!171 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !168, file: !2, line: 62, baseType: !171, size: 64, offset: 64)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !168, file: !2, line: 62, baseType: !171, size: 64, offset: 128)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !168, file: !2, line: 62, baseType: !171, size: 64, offset: 192)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !168, file: !2, line: 62, baseType: !176, size: 104, offset: 256)
!176 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 104, elements: !30)
!177 = !DILocalVariable(name: "seed", arg: 1, scope: !165, file: !2, line: 65, type: !96)
!178 = !DILocation(line: 65, column: 44, scope: !165)
!179 = !DILocalVariable(name: "r", scope: !165, file: !2, line: 66, type: !168)
!180 = !DILocation(line: 66, column: 7, scope: !165)
!181 = !DILocation(line: 67, column: 9, scope: !165)
!182 = !DILocation(line: 67, column: 5, scope: !165)
!183 = !DILocation(line: 67, column: 7, scope: !165)
!184 = !DILocation(line: 67, column: 21, scope: !165)
!185 = !DILocation(line: 67, column: 26, scope: !165)
!186 = !DILocation(line: 67, column: 17, scope: !165)
!187 = !DILocation(line: 67, column: 19, scope: !165)
!188 = !DILocation(line: 67, column: 37, scope: !165)
!189 = !DILocation(line: 67, column: 42, scope: !165)
!190 = !DILocation(line: 67, column: 33, scope: !165)
!191 = !DILocation(line: 67, column: 35, scope: !165)
!192 = !DILocation(line: 67, column: 54, scope: !165)
!193 = !DILocation(line: 67, column: 53, scope: !165)
!194 = !DILocation(line: 67, column: 49, scope: !165)
!195 = !DILocation(line: 67, column: 51, scope: !165)
!196 = !DILocalVariable(name: "i", scope: !197, file: !2, line: 68, type: !96)
!197 = distinct !DILexicalBlock(scope: !165, file: !2, line: 68, column: 3)
!198 = !DILocation(line: 68, column: 12, scope: !197)
!199 = !DILocation(line: 68, column: 8, scope: !197)
!200 = !DILocation(line: 68, column: 19, scope: !201)
!201 = distinct !DILexicalBlock(scope: !197, file: !2, line: 68, column: 3)
!202 = !DILocation(line: 68, column: 21, scope: !201)
!203 = !DILocation(line: 68, column: 3, scope: !197)
!204 = !DILocation(line: 68, column: 57, scope: !201)
!205 = !DILocation(line: 68, column: 64, scope: !201)
!206 = !DILocation(line: 68, column: 62, scope: !201)
!207 = !DILocation(line: 68, column: 67, scope: !201)
!208 = !DILocation(line: 68, column: 54, scope: !201)
!209 = !DILocation(line: 68, column: 49, scope: !201)
!210 = !DILocation(line: 68, column: 34, scope: !201)
!211 = !DILocation(line: 68, column: 38, scope: !201)
!212 = !DILocation(line: 68, column: 32, scope: !201)
!213 = !DILocation(line: 68, column: 41, scope: !201)
!214 = !DILocation(line: 68, column: 27, scope: !201)
!215 = !DILocation(line: 68, column: 3, scope: !201)
!216 = distinct !{!216, !203, !217, !218}
!217 = !DILocation(line: 68, column: 71, scope: !197)
!218 = !{!"llvm.loop.mustprogress"}
!219 = !DILocation(line: 69, column: 5, scope: !165)
!220 = !DILocation(line: 69, column: 3, scope: !165)
!221 = !DILocation(line: 69, column: 13, scope: !165)
!222 = !DILocation(line: 70, column: 3, scope: !165)
!223 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !2, file: !2, line: 72, type: !224, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !156)
!224 = !DISubroutineType(types: !225)
!225 = !{!171, !168}
!226 = !DILocalVariable(name: "b", arg: 1, scope: !223, file: !2, line: 72, type: !168)
!227 = !DILocation(line: 72, column: 49, scope: !223)
!228 = !DILocation(line: 72, column: 63, scope: !223)
!229 = !DILocation(line: 72, column: 69, scope: !223)
!230 = !DILocation(line: 72, column: 65, scope: !223)
!231 = !DILocation(line: 72, column: 75, scope: !223)
!232 = !DILocation(line: 72, column: 71, scope: !223)
!233 = !DILocation(line: 72, column: 81, scope: !223)
!234 = !DILocation(line: 72, column: 77, scope: !223)
!235 = !DILocation(line: 72, column: 87, scope: !223)
!236 = !DILocation(line: 72, column: 85, scope: !223)
!237 = !DILocation(line: 72, column: 83, scope: !223)
!238 = !DILocation(line: 72, column: 54, scope: !223)
!239 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !2, file: !2, line: 73, type: !240, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !156)
!240 = !DISubroutineType(types: !241)
!241 = !{!121, !121}
!242 = !DILocalVariable(name: "p", arg: 1, scope: !239, file: !2, line: 73, type: !121)
!243 = !DILocation(line: 73, column: 47, scope: !239)
!244 = !DILocalVariable(name: "q", scope: !239, file: !2, line: 73, type: !121)
!245 = !DILocation(line: 73, column: 57, scope: !239)
!246 = !DILocation(line: 73, column: 61, scope: !239)
!247 = !DILocation(line: 73, column: 69, scope: !239)
!248 = !DILocation(line: 73, column: 67, scope: !239)
!249 = !DILocation(line: 73, column: 81, scope: !239)
!250 = !DILocation(line: 73, column: 79, scope: !239)
!251 = !DILocation(line: 73, column: 85, scope: !239)
!252 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwy", scope: !2, file: !2, line: 91, type: !253, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !156)
!253 = !DISubroutineType(types: !254)
!254 = !{!255, !256}
!255 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!256 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!257 = !DILocalVariable(name: "n", arg: 1, scope: !252, file: !2, line: 91, type: !256)
!258 = !DILocation(line: 91, column: 34, scope: !252)
!259 = !DILocation(line: 91, column: 53, scope: !252)
!260 = !DILocation(line: 91, column: 57, scope: !252)
!261 = !DILocation(line: 91, column: 46, scope: !252)
!262 = !DILocation(line: 91, column: 39, scope: !252)
!263 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !2, file: !2, line: 92, type: !264, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !156)
!264 = !DISubroutineType(types: !265)
!265 = !{null, !255}
!266 = !DILocalVariable(name: "p", arg: 1, scope: !263, file: !2, line: 92, type: !255)
!267 = !DILocation(line: 92, column: 28, scope: !263)
!268 = !DILocation(line: 92, column: 47, scope: !263)
!269 = !DILocation(line: 92, column: 42, scope: !263)
!270 = !DILocation(line: 92, column: 51, scope: !263)
!271 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvy", scope: !2, file: !2, line: 93, type: !272, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !156)
!272 = !DISubroutineType(types: !273)
!273 = !{null, !255, !256}
!274 = !DILocalVariable(name: "p", arg: 1, scope: !271, file: !2, line: 93, type: !255)
!275 = !DILocation(line: 93, column: 28, scope: !271)
!276 = !DILocalVariable(arg: 2, scope: !271, file: !2, line: 93, type: !256)
!277 = !DILocation(line: 93, column: 44, scope: !271)
!278 = !DILocation(line: 93, column: 62, scope: !271)
!279 = !DILocation(line: 93, column: 57, scope: !271)
!280 = !DILocation(line: 93, column: 66, scope: !271)
!281 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 95, type: !94, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !156)
!282 = !DILocalVariable(name: "shapes", scope: !281, file: !2, line: 96, type: !283)
!283 = !DICompositeType(tag: DW_TAG_array_type, baseType: !284, size: 192, elements: !301)
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !285, size: 64)
!285 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !2, line: 9, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !286, vtableHolder: !285, identifier: "_ZTS5Shape")
!286 = !{!287, !288, !292, !298}
!287 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !2, file: !2, baseType: !107, size: 64, flags: DIFlagArtificial)
!288 = !DISubprogram(name: "~Shape", scope: !285, file: !2, line: 10, type: !289, scopeLine: 10, containingType: !285, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!289 = !DISubroutineType(types: !290)
!290 = !{null, !291}
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !285, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!292 = !DISubprogram(name: "area", linkageName: "_ZNK5Shape4areaEv", scope: !285, file: !2, line: 11, type: !293, scopeLine: 11, containingType: !285, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual)
!293 = !DISubroutineType(types: !294)
!294 = !{!295, !296}
!295 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!296 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !297, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!297 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !285)
!298 = !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !285, file: !2, line: 12, type: !299, scopeLine: 12, containingType: !285, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!299 = !DISubroutineType(types: !300)
!300 = !{!155, !296}
!301 = !{!302}
!302 = !DISubrange(count: 3)
!303 = !DILocation(line: 96, column: 10, scope: !281)
!304 = !DILocation(line: 96, column: 23, scope: !281)
!305 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", file: !2, line: 15, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !306, vtableHolder: !285, identifier: "_ZTS4Rect")
!306 = !{!307, !308, !309, !310, !314, !319}
!307 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !305, baseType: !285, extraData: i32 0)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !305, file: !2, line: 16, baseType: !295, size: 64, offset: 64)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !305, file: !2, line: 16, baseType: !295, size: 64, offset: 128)
!310 = !DISubprogram(name: "Rect", scope: !305, file: !2, line: 17, type: !311, scopeLine: 17, flags: DIFlagPrototyped, spFlags: 0)
!311 = !DISubroutineType(types: !312)
!312 = !{null, !313, !295, !295}
!313 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !305, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!314 = !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !305, file: !2, line: 18, type: !315, scopeLine: 18, containingType: !305, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!315 = !DISubroutineType(types: !316)
!316 = !{!295, !317}
!317 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!318 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !305)
!319 = !DISubprogram(name: "name", linkageName: "_ZNK4Rect4nameEv", scope: !305, file: !2, line: 19, type: !320, scopeLine: 19, containingType: !305, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!320 = !DISubroutineType(types: !321)
!321 = !{!155, !317}
!322 = !DILocation(line: 96, column: 27, scope: !281)
!323 = !DILocation(line: 96, column: 22, scope: !281)
!324 = !DILocation(line: 96, column: 39, scope: !281)
!325 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Square", file: !2, line: 22, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !326, vtableHolder: !285, identifier: "_ZTS6Square")
!326 = !{!327, !328, !332}
!327 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !325, baseType: !305, extraData: i32 0)
!328 = !DISubprogram(name: "Square", scope: !325, file: !2, line: 23, type: !329, scopeLine: 23, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!329 = !DISubroutineType(types: !330)
!330 = !{null, !331, !295}
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !325, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!332 = !DISubprogram(name: "name", linkageName: "_ZNK6Square4nameEv", scope: !325, file: !2, line: 24, type: !333, scopeLine: 24, containingType: !325, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!333 = !DISubroutineType(types: !334)
!334 = !{!155, !335}
!335 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !336, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!336 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !325)
!337 = !DILocation(line: 96, column: 43, scope: !281)
!338 = !DILocation(line: 96, column: 54, scope: !281)
!339 = !DILocation(line: 96, column: 58, scope: !281)
!340 = !DILocalVariable(name: "total", scope: !281, file: !2, line: 97, type: !295)
!341 = !DILocation(line: 97, column: 10, scope: !281)
!342 = !DILocalVariable(name: "__range1", scope: !343, type: !344, flags: DIFlagArtificial)
!343 = distinct !DILexicalBlock(scope: !281, file: !2, line: 98, column: 3)
!344 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !283, size: 64)
!345 = !DILocation(line: 0, scope: !343)
!346 = !DILocation(line: 98, column: 19, scope: !343)
!347 = !DILocalVariable(name: "__begin1", scope: !343, type: !348, flags: DIFlagArtificial)
!348 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !284, size: 64)
!349 = !DILocation(line: 98, column: 17, scope: !343)
!350 = !DILocalVariable(name: "__end1", scope: !343, type: !348, flags: DIFlagArtificial)
!351 = !DILocalVariable(name: "s", scope: !352, file: !2, line: 98, type: !284)
!352 = distinct !DILexicalBlock(scope: !343, file: !2, line: 98, column: 3)
!353 = !DILocation(line: 98, column: 15, scope: !352)
!354 = !DILocation(line: 98, column: 17, scope: !352)
!355 = !DILocation(line: 99, column: 25, scope: !356)
!356 = distinct !DILexicalBlock(scope: !352, file: !2, line: 98, column: 27)
!357 = !DILocation(line: 99, column: 28, scope: !356)
!358 = !DILocation(line: 99, column: 36, scope: !356)
!359 = !DILocation(line: 99, column: 39, scope: !356)
!360 = !DILocation(line: 99, column: 5, scope: !356)
!361 = !DILocation(line: 100, column: 14, scope: !356)
!362 = !DILocation(line: 100, column: 17, scope: !356)
!363 = !DILocation(line: 100, column: 11, scope: !356)
!364 = !DILocation(line: 98, column: 3, scope: !343)
!365 = distinct !{!365, !364, !366}
!366 = !DILocation(line: 101, column: 3, scope: !343)
!367 = !DILocation(line: 140, column: 1, scope: !281)
!368 = !DILocalVariable(name: "__range1", scope: !369, type: !344, flags: DIFlagArtificial)
!369 = distinct !DILexicalBlock(scope: !281, file: !2, line: 102, column: 3)
!370 = !DILocation(line: 0, scope: !369)
!371 = !DILocation(line: 102, column: 19, scope: !369)
!372 = !DILocalVariable(name: "__begin1", scope: !369, type: !348, flags: DIFlagArtificial)
!373 = !DILocation(line: 102, column: 17, scope: !369)
!374 = !DILocalVariable(name: "__end1", scope: !369, type: !348, flags: DIFlagArtificial)
!375 = !DILocalVariable(name: "s", scope: !376, file: !2, line: 102, type: !284)
!376 = distinct !DILexicalBlock(scope: !369, file: !2, line: 102, column: 3)
!377 = !DILocation(line: 102, column: 15, scope: !376)
!378 = !DILocation(line: 102, column: 17, scope: !376)
!379 = !DILocation(line: 102, column: 34, scope: !376)
!380 = !DILocation(line: 102, column: 27, scope: !376)
!381 = !DILocation(line: 102, column: 3, scope: !369)
!382 = distinct !{!382, !381, !383}
!383 = !DILocation(line: 102, column: 34, scope: !369)
!384 = !DILocation(line: 103, column: 31, scope: !281)
!385 = !DILocation(line: 103, column: 3, scope: !281)
!386 = !DILocalVariable(name: "w", scope: !281, file: !2, line: 105, type: !387)
!387 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !2, line: 30, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !388, vtableHolder: !390, identifier: "_ZTS6Widget")
!388 = !{!389, !399, !408, !413}
!389 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !387, baseType: !390, extraData: i32 0)
!390 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !2, line: 27, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !391, vtableHolder: !390, identifier: "_ZTS5Named")
!391 = !{!392, !393, !394}
!392 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !2, file: !2, baseType: !107, size: 64, flags: DIFlagArtificial)
!393 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !390, file: !2, line: 27, baseType: !96, size: 32, offset: 64)
!394 = !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !390, file: !2, line: 27, type: !395, scopeLine: 27, containingType: !390, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!395 = !DISubroutineType(types: !396)
!396 = !{!155, !397}
!397 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !398, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!398 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !390)
!399 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !387, baseType: !400, offset: 128, extraData: i32 0)
!400 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !2, line: 28, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !401, vtableHolder: !400, identifier: "_ZTS7Counted")
!401 = !{!402, !403, !404}
!402 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !2, file: !2, baseType: !107, size: 64, flags: DIFlagArtificial)
!403 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !400, file: !2, line: 28, baseType: !96, size: 32, offset: 64)
!404 = !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !400, file: !2, line: 28, type: !405, scopeLine: 28, containingType: !400, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!405 = !DISubroutineType(types: !406)
!406 = !{null, !407}
!407 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !400, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!408 = !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !387, file: !2, line: 31, type: !409, scopeLine: 31, containingType: !387, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!409 = !DISubroutineType(types: !410)
!410 = !{!155, !411}
!411 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !412, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!412 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !387)
!413 = !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !387, file: !2, line: 32, type: !414, scopeLine: 32, containingType: !387, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!414 = !DISubroutineType(types: !415)
!415 = !{null, !416}
!416 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !387, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!417 = !DILocation(line: 105, column: 10, scope: !281)
!418 = !DILocalVariable(name: "c", scope: !281, file: !2, line: 106, type: !419)
!419 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !400, size: 64)
!420 = !DILocation(line: 106, column: 12, scope: !281)
!421 = !DILocation(line: 106, column: 16, scope: !281)
!422 = !DILocalVariable(name: "n", scope: !281, file: !2, line: 107, type: !423)
!423 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !390, size: 64)
!424 = !DILocation(line: 107, column: 10, scope: !281)
!425 = !DILocation(line: 108, column: 3, scope: !281)
!426 = !DILocation(line: 108, column: 6, scope: !281)
!427 = !DILocation(line: 108, column: 14, scope: !281)
!428 = !DILocation(line: 108, column: 17, scope: !281)
!429 = !DILocation(line: 109, column: 24, scope: !281)
!430 = !DILocation(line: 109, column: 27, scope: !281)
!431 = !DILocation(line: 109, column: 36, scope: !281)
!432 = !DILocation(line: 109, column: 38, scope: !281)
!433 = !DILocation(line: 109, column: 47, scope: !281)
!434 = !DILocation(line: 109, column: 3, scope: !281)
!435 = !DILocalVariable(name: "d", scope: !281, file: !2, line: 111, type: !436)
!436 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !2, line: 38, size: 384, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !437, vtableHolder: !439, identifier: "_ZTS7Diamond")
!437 = !{!438, !449, !450, !451}
!438 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !436, baseType: !439, extraData: i32 0)
!439 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !2, line: 36, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !440, vtableHolder: !439, identifier: "_ZTS4Left")
!440 = !{!441, !442, !443, !444}
!441 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !439, baseType: !104, offset: 24, flags: DIFlagVirtual, extraData: i32 0)
!442 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Left", scope: !2, file: !2, baseType: !107, size: 64, flags: DIFlagArtificial)
!443 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !439, file: !2, line: 36, baseType: !96, size: 32, offset: 64)
!444 = !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !439, file: !2, line: 36, type: !445, scopeLine: 36, containingType: !439, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!445 = !DISubroutineType(types: !446)
!446 = !{!96, !447}
!447 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !448, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!448 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !439)
!449 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !436, baseType: !101, offset: 128, extraData: i32 0)
!450 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !436, file: !2, line: 38, baseType: !96, size: 32, offset: 224)
!451 = !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !436, file: !2, line: 38, type: !452, scopeLine: 38, containingType: !436, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!452 = !DISubroutineType(types: !453)
!453 = !{!96, !454}
!454 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !455, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!455 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !436)
!456 = !DILocation(line: 111, column: 11, scope: !281)
!457 = !DILocalVariable(name: "bp", scope: !281, file: !2, line: 112, type: !458)
!458 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!459 = !DILocation(line: 112, column: 9, scope: !281)
!460 = !DILocation(line: 112, column: 14, scope: !281)
!461 = !DILocalVariable(name: "lp", scope: !281, file: !2, line: 113, type: !462)
!462 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !439, size: 64)
!463 = !DILocation(line: 113, column: 9, scope: !281)
!464 = !DILocation(line: 114, column: 32, scope: !281)
!465 = !DILocation(line: 114, column: 36, scope: !281)
!466 = !DILocation(line: 114, column: 43, scope: !281)
!467 = !DILocation(line: 114, column: 47, scope: !281)
!468 = !DILocation(line: 114, column: 54, scope: !281)
!469 = !DILocation(line: 114, column: 63, scope: !281)
!470 = !DILocation(line: 114, column: 3, scope: !281)
!471 = !DILocation(line: 115, column: 53, scope: !281)
!472 = !DILocation(line: 115, column: 31, scope: !281)
!473 = !DILocation(line: 115, column: 57, scope: !281)
!474 = !DILocation(line: 115, column: 3, scope: !281)
!475 = !DILocalVariable(name: "arr", scope: !281, file: !2, line: 117, type: !476)
!476 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !2, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !477, templateParams: !494, identifier: "_ZTS5ArrayIiLi8EE")
!477 = !{!478, !482, !487}
!478 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !476, file: !2, line: 43, baseType: !479, size: 256)
!479 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 256, elements: !480)
!480 = !{!481}
!481 = !DISubrange(count: 8)
!482 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !476, file: !2, line: 44, type: !483, scopeLine: 44, flags: DIFlagPrototyped, spFlags: 0)
!483 = !DISubroutineType(types: !484)
!484 = !{!485, !486, !96}
!485 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !96, size: 64)
!486 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !476, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!487 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !476, file: !2, line: 45, type: !488, scopeLine: 45, flags: DIFlagPrototyped, spFlags: 0)
!488 = !DISubroutineType(types: !489)
!489 = !{!490, !492, !96}
!490 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !491, size: 64)
!491 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !96)
!492 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !493, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!493 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !476)
!494 = !{!495, !496}
!495 = !DITemplateTypeParameter(name: "T", type: !96)
!496 = !DITemplateValueParameter(name: "N", type: !96, value: i32 8)
!497 = !DILocation(line: 117, column: 17, scope: !281)
!498 = !DILocalVariable(name: "i", scope: !499, file: !2, line: 118, type: !96)
!499 = distinct !DILexicalBlock(scope: !281, file: !2, line: 118, column: 3)
!500 = !DILocation(line: 118, column: 12, scope: !499)
!501 = !DILocation(line: 118, column: 8, scope: !499)
!502 = !DILocation(line: 118, column: 19, scope: !503)
!503 = distinct !DILexicalBlock(scope: !499, file: !2, line: 118, column: 3)
!504 = !DILocation(line: 118, column: 21, scope: !503)
!505 = !DILocation(line: 118, column: 3, scope: !499)
!506 = !DILocation(line: 118, column: 40, scope: !503)
!507 = !DILocation(line: 118, column: 44, scope: !503)
!508 = !DILocation(line: 118, column: 42, scope: !503)
!509 = !DILocation(line: 118, column: 35, scope: !503)
!510 = !DILocation(line: 118, column: 31, scope: !503)
!511 = !DILocation(line: 118, column: 38, scope: !503)
!512 = !DILocation(line: 118, column: 26, scope: !503)
!513 = !DILocation(line: 118, column: 3, scope: !503)
!514 = distinct !{!514, !505, !515, !218}
!515 = !DILocation(line: 118, column: 44, scope: !499)
!516 = !DILocalVariable(name: "bias", scope: !281, file: !2, line: 119, type: !96)
!517 = !DILocation(line: 119, column: 7, scope: !281)
!518 = !DILocalVariable(name: "add", scope: !281, file: !2, line: 120, type: !519)
!519 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !281, file: !2, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !520)
!520 = !{!521}
!521 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !519, file: !2, line: 120, baseType: !96, size: 32)
!522 = !DILocation(line: 120, column: 8, scope: !281)
!523 = !DILocation(line: 120, column: 14, scope: !281)
!524 = !DILocation(line: 120, column: 15, scope: !281)
!525 = !DILocalVariable(name: "prod_count", scope: !281, file: !2, line: 121, type: !96)
!526 = !DILocation(line: 121, column: 7, scope: !281)
!527 = !DILocalVariable(name: "mul", scope: !281, file: !2, line: 122, type: !528)
!528 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !281, file: !2, line: 122, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !529)
!529 = !{!530}
!530 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !528, file: !2, line: 122, baseType: !485, size: 64)
!531 = !DILocation(line: 122, column: 8, scope: !281)
!532 = !DILocation(line: 122, column: 14, scope: !281)
!533 = !DILocation(line: 123, column: 43, scope: !281)
!534 = !DILocation(line: 123, column: 35, scope: !281)
!535 = !DILocation(line: 123, column: 61, scope: !281)
!536 = !DILocation(line: 123, column: 53, scope: !281)
!537 = !DILocation(line: 123, column: 67, scope: !281)
!538 = !DILocation(line: 123, column: 3, scope: !281)
!539 = !DILocalVariable(name: "gen", scope: !281, file: !2, line: 124, type: !540)
!540 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !281, file: !2, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !156)
!541 = !DILocation(line: 124, column: 8, scope: !281)
!542 = !DILocation(line: 125, column: 27, scope: !281)
!543 = !DILocation(line: 125, column: 36, scope: !281)
!544 = !DILocation(line: 125, column: 3, scope: !281)
!545 = !DILocalVariable(name: "fp", scope: !281, file: !2, line: 126, type: !546)
!546 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !547, size: 64)
!547 = !DISubroutineType(types: !548)
!548 = !{!96, !96}
!549 = !DILocation(line: 126, column: 9, scope: !281)
!550 = !DILocation(line: 126, column: 20, scope: !281)
!551 = !DILocation(line: 127, column: 21, scope: !281)
!552 = !DILocation(line: 127, column: 3, scope: !281)
!553 = !DILocation(line: 129, column: 30, scope: !281)
!554 = !DILocation(line: 129, column: 44, scope: !281)
!555 = !DILocation(line: 129, column: 63, scope: !281)
!556 = !DILocation(line: 129, column: 3, scope: !281)
!557 = !DILocation(line: 130, column: 29, scope: !281)
!558 = !DILocation(line: 130, column: 59, scope: !281)
!559 = !DILocation(line: 130, column: 81, scope: !281)
!560 = !DILocation(line: 130, column: 3, scope: !281)
!561 = !DILocalVariable(name: "b", scope: !281, file: !2, line: 132, type: !168)
!562 = !DILocation(line: 132, column: 7, scope: !281)
!563 = !DILocation(line: 132, column: 11, scope: !281)
!564 = !DILocation(line: 133, column: 35, scope: !281)
!565 = !DILocation(line: 133, column: 27, scope: !281)
!566 = !DILocation(line: 133, column: 41, scope: !281)
!567 = !DILocation(line: 133, column: 39, scope: !281)
!568 = !DILocation(line: 133, column: 3, scope: !281)
!569 = !DILocalVariable(name: "p", scope: !281, file: !2, line: 134, type: !121)
!570 = !DILocation(line: 134, column: 8, scope: !281)
!571 = !DILocation(line: 134, column: 26, scope: !281)
!572 = !DILocation(line: 134, column: 12, scope: !281)
!573 = !DILocation(line: 135, column: 30, scope: !281)
!574 = !DILocation(line: 135, column: 35, scope: !281)
!575 = !DILocation(line: 135, column: 33, scope: !281)
!576 = !DILocation(line: 135, column: 3, scope: !281)
!577 = !DILocalVariable(name: "a1", scope: !281, file: !2, line: 137, type: !96)
!578 = !DILocation(line: 137, column: 7, scope: !281)
!579 = !DILocation(line: 137, column: 12, scope: !281)
!580 = !DILocalVariable(name: "a2", scope: !281, file: !2, line: 137, type: !96)
!581 = !DILocation(line: 137, column: 23, scope: !281)
!582 = !DILocation(line: 137, column: 28, scope: !281)
!583 = !DILocation(line: 138, column: 40, scope: !281)
!584 = !DILocation(line: 138, column: 44, scope: !281)
!585 = !DILocation(line: 138, column: 48, scope: !281)
!586 = !DILocation(line: 138, column: 59, scope: !281)
!587 = !DILocation(line: 138, column: 3, scope: !281)
!588 = !DILocation(line: 139, column: 3, scope: !281)
!589 = distinct !DISubprogram(name: "Rect", linkageName: "_ZN4RectC2Edd", scope: !305, file: !2, line: 17, type: !311, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !310, retainedNodes: !156)
!590 = !DILocalVariable(name: "this", arg: 1, scope: !589, type: !591, flags: DIFlagArtificial | DIFlagObjectPointer)
!591 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !305, size: 64)
!592 = !DILocation(line: 0, scope: !589)
!593 = !DILocalVariable(name: "a", arg: 2, scope: !589, file: !2, line: 17, type: !295)
!594 = !DILocation(line: 17, column: 15, scope: !589)
!595 = !DILocalVariable(name: "b", arg: 3, scope: !589, file: !2, line: 17, type: !295)
!596 = !DILocation(line: 17, column: 25, scope: !589)
!597 = !DILocation(line: 17, column: 3, scope: !589)
!598 = !DILocation(line: 17, column: 41, scope: !589)
!599 = !DILocation(line: 17, column: 30, scope: !589)
!600 = !DILocation(line: 17, column: 32, scope: !589)
!601 = !DILocation(line: 17, column: 36, scope: !589)
!602 = !DILocation(line: 17, column: 38, scope: !589)
!603 = !DILocation(line: 17, column: 42, scope: !589)
!604 = distinct !DISubprogram(name: "Square", linkageName: "_ZN6SquareC2Ed", scope: !325, file: !2, line: 23, type: !329, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !328, retainedNodes: !156)
!605 = !DILocalVariable(name: "this", arg: 1, scope: !604, type: !606, flags: DIFlagArtificial | DIFlagObjectPointer)
!606 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !325, size: 64)
!607 = !DILocation(line: 0, scope: !604)
!608 = !DILocalVariable(name: "s", arg: 2, scope: !604, file: !2, line: 23, type: !295)
!609 = !DILocation(line: 23, column: 26, scope: !604)
!610 = !DILocation(line: 23, column: 36, scope: !604)
!611 = !DILocation(line: 23, column: 39, scope: !604)
!612 = !DILocation(line: 23, column: 31, scope: !604)
!613 = !DILocation(line: 23, column: 42, scope: !604)
!614 = !DILocation(line: 23, column: 43, scope: !604)
!615 = distinct !DISubprogram(name: "Widget", linkageName: "_ZN6WidgetC2Ev", scope: !387, file: !2, line: 30, type: !414, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !616, retainedNodes: !156)
!616 = !DISubprogram(name: "Widget", scope: !387, type: !414, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!617 = !DILocalVariable(name: "this", arg: 1, scope: !615, type: !618, flags: DIFlagArtificial | DIFlagObjectPointer)
!618 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !387, size: 64)
!619 = !DILocation(line: 0, scope: !615)
!620 = !DILocation(line: 30, column: 8, scope: !615)
!621 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !436, file: !2, line: 38, type: !622, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !625, retainedNodes: !156)
!622 = !DISubroutineType(types: !623)
!623 = !{null, !624}
!624 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !436, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!625 = !DISubprogram(name: "Diamond", scope: !436, type: !622, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!626 = !DILocalVariable(name: "this", arg: 1, scope: !621, type: !627, flags: DIFlagArtificial | DIFlagObjectPointer)
!627 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !436, size: 64)
!628 = !DILocation(line: 0, scope: !621)
!629 = !DILocation(line: 38, column: 8, scope: !621)
!630 = !DILocation(line: 38, column: 36, scope: !621)
!631 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !476, file: !2, line: 44, type: !483, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !482, retainedNodes: !156)
!632 = !DILocalVariable(name: "this", arg: 1, scope: !631, type: !633, flags: DIFlagArtificial | DIFlagObjectPointer)
!633 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !476, size: 64)
!634 = !DILocation(line: 0, scope: !631)
!635 = !DILocalVariable(name: "i", arg: 2, scope: !631, file: !2, line: 44, type: !96)
!636 = !DILocation(line: 44, column: 21, scope: !631)
!637 = !DILocation(line: 44, column: 33, scope: !631)
!638 = !DILocation(line: 44, column: 38, scope: !631)
!639 = !DILocation(line: 44, column: 26, scope: !631)
!640 = distinct !DISubprogram(name: "fold<(lambda at classes.cpp:120:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_", scope: !476, file: !2, line: 46, type: !641, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !644, declaration: !643, retainedNodes: !156)
!641 = !DISubroutineType(types: !642)
!642 = !{!96, !492, !96, !519}
!643 = !DISubprogram(name: "fold<(lambda at classes.cpp:120:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_", scope: !476, file: !2, line: 46, type: !641, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !644)
!644 = !{!645}
!645 = !DITemplateTypeParameter(name: "F", type: !519)
!646 = !DILocalVariable(name: "this", arg: 1, scope: !640, type: !647, flags: DIFlagArtificial | DIFlagObjectPointer)
!647 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !493, size: 64)
!648 = !DILocation(line: 0, scope: !640)
!649 = !DILocalVariable(name: "init", arg: 2, scope: !640, file: !2, line: 46, type: !96)
!650 = !DILocation(line: 46, column: 34, scope: !640)
!651 = !DILocalVariable(name: "f", arg: 3, scope: !640, file: !2, line: 46, type: !519)
!652 = !DILocation(line: 46, column: 42, scope: !640)
!653 = !DILocalVariable(name: "i", scope: !654, file: !2, line: 47, type: !96)
!654 = distinct !DILexicalBlock(scope: !640, file: !2, line: 47, column: 5)
!655 = !DILocation(line: 47, column: 14, scope: !654)
!656 = !DILocation(line: 47, column: 10, scope: !654)
!657 = !DILocation(line: 47, column: 21, scope: !658)
!658 = distinct !DILexicalBlock(scope: !654, file: !2, line: 47, column: 5)
!659 = !DILocation(line: 47, column: 23, scope: !658)
!660 = !DILocation(line: 47, column: 5, scope: !654)
!661 = !DILocation(line: 47, column: 42, scope: !658)
!662 = !DILocation(line: 47, column: 48, scope: !658)
!663 = !DILocation(line: 47, column: 53, scope: !658)
!664 = !DILocation(line: 47, column: 40, scope: !658)
!665 = !DILocation(line: 47, column: 38, scope: !658)
!666 = !DILocation(line: 47, column: 33, scope: !658)
!667 = !DILocation(line: 47, column: 28, scope: !658)
!668 = !DILocation(line: 47, column: 5, scope: !658)
!669 = distinct !{!669, !660, !670, !218}
!670 = !DILocation(line: 47, column: 55, scope: !654)
!671 = !DILocation(line: 48, column: 12, scope: !640)
!672 = !DILocation(line: 48, column: 5, scope: !640)
!673 = distinct !DISubprogram(name: "fold<(lambda at classes.cpp:122:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_", scope: !476, file: !2, line: 46, type: !674, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !677, declaration: !676, retainedNodes: !156)
!674 = !DISubroutineType(types: !675)
!675 = !{!96, !492, !96, !528}
!676 = !DISubprogram(name: "fold<(lambda at classes.cpp:122:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_", scope: !476, file: !2, line: 46, type: !674, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !677)
!677 = !{!678}
!678 = !DITemplateTypeParameter(name: "F", type: !528)
!679 = !DILocalVariable(name: "this", arg: 1, scope: !673, type: !647, flags: DIFlagArtificial | DIFlagObjectPointer)
!680 = !DILocation(line: 0, scope: !673)
!681 = !DILocalVariable(name: "init", arg: 2, scope: !673, file: !2, line: 46, type: !96)
!682 = !DILocation(line: 46, column: 34, scope: !673)
!683 = !DILocalVariable(name: "f", arg: 3, scope: !673, file: !2, line: 46, type: !528)
!684 = !DILocation(line: 46, column: 42, scope: !673)
!685 = !DILocalVariable(name: "i", scope: !686, file: !2, line: 47, type: !96)
!686 = distinct !DILexicalBlock(scope: !673, file: !2, line: 47, column: 5)
!687 = !DILocation(line: 47, column: 14, scope: !686)
!688 = !DILocation(line: 47, column: 10, scope: !686)
!689 = !DILocation(line: 47, column: 21, scope: !690)
!690 = distinct !DILexicalBlock(scope: !686, file: !2, line: 47, column: 5)
!691 = !DILocation(line: 47, column: 23, scope: !690)
!692 = !DILocation(line: 47, column: 5, scope: !686)
!693 = !DILocation(line: 47, column: 42, scope: !690)
!694 = !DILocation(line: 47, column: 48, scope: !690)
!695 = !DILocation(line: 47, column: 53, scope: !690)
!696 = !DILocation(line: 47, column: 40, scope: !690)
!697 = !DILocation(line: 47, column: 38, scope: !690)
!698 = !DILocation(line: 47, column: 33, scope: !690)
!699 = !DILocation(line: 47, column: 28, scope: !690)
!700 = !DILocation(line: 47, column: 5, scope: !690)
!701 = distinct !{!701, !692, !702, !218}
!702 = !DILocation(line: 47, column: 55, scope: !686)
!703 = !DILocation(line: 48, column: 12, scope: !673)
!704 = !DILocation(line: 48, column: 5, scope: !673)
!705 = distinct !DISubprogram(name: "operator()<int>", linkageName: "_ZZ4mainENK3$_0clIiEEDaT_", scope: !540, file: !2, line: 124, type: !706, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !711, declaration: !710, retainedNodes: !156)
!706 = !DISubroutineType(types: !707)
!707 = !{!96, !708, !96}
!708 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !709, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!709 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !540)
!710 = !DISubprogram(name: "operator()<int>", scope: !540, file: !2, line: 124, type: !706, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !711)
!711 = !{!712}
!712 = !DITemplateTypeParameter(name: "x:auto", type: !96)
!713 = !DILocalVariable(name: "this", arg: 1, scope: !705, type: !714, flags: DIFlagArtificial | DIFlagObjectPointer)
!714 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !709, size: 64)
!715 = !DILocation(line: 0, scope: !705)
!716 = !DILocalVariable(name: "x", arg: 2, scope: !705, file: !2, line: 124, type: !96)
!717 = !DILocation(line: 124, column: 22, scope: !705)
!718 = !DILocation(line: 124, column: 34, scope: !705)
!719 = !DILocation(line: 124, column: 38, scope: !705)
!720 = !DILocation(line: 124, column: 36, scope: !705)
!721 = !DILocation(line: 124, column: 27, scope: !705)
!722 = distinct !DISubprogram(name: "operator()<double>", linkageName: "_ZZ4mainENK3$_0clIdEEDaT_", scope: !540, file: !2, line: 124, type: !723, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !726, declaration: !725, retainedNodes: !156)
!723 = !DISubroutineType(types: !724)
!724 = !{!295, !708, !295}
!725 = !DISubprogram(name: "operator()<double>", scope: !540, file: !2, line: 124, type: !723, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !726)
!726 = !{!727}
!727 = !DITemplateTypeParameter(name: "x:auto", type: !295)
!728 = !DILocalVariable(name: "this", arg: 1, scope: !722, type: !714, flags: DIFlagArtificial | DIFlagObjectPointer)
!729 = !DILocation(line: 0, scope: !722)
!730 = !DILocalVariable(name: "x", arg: 2, scope: !722, file: !2, line: 124, type: !295)
!731 = !DILocation(line: 124, column: 22, scope: !722)
!732 = !DILocation(line: 124, column: 34, scope: !722)
!733 = !DILocation(line: 124, column: 38, scope: !722)
!734 = !DILocation(line: 124, column: 36, scope: !722)
!735 = !DILocation(line: 124, column: 27, scope: !722)
!736 = distinct !DISubprogram(name: "operator int (*)(int)", linkageName: "_ZZ4mainENK3$_3cvPFiiEEv", scope: !737, file: !2, line: 126, type: !738, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !742, retainedNodes: !156)
!737 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !281, file: !2, line: 126, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !156)
!738 = !DISubroutineType(types: !739)
!739 = !{!546, !740}
!740 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !741, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!741 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !737)
!742 = !DISubprogram(name: "operator int (*)(int)", scope: !737, type: !738, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!743 = !DILocalVariable(name: "this", arg: 1, scope: !736, type: !744, flags: DIFlagArtificial | DIFlagObjectPointer)
!744 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !741, size: 64)
!745 = !DILocation(line: 0, scope: !736)
!746 = !DILocation(line: 126, column: 20, scope: !736)
!747 = distinct !DISubprogram(name: "max_of<int>", linkageName: "_Z6max_ofIiET_S0_S0_", scope: !2, file: !2, line: 52, type: !748, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !750, retainedNodes: !156)
!748 = !DISubroutineType(types: !749)
!749 = !{!96, !96, !96}
!750 = !{!495}
!751 = !DILocalVariable(name: "a", arg: 1, scope: !747, file: !2, line: 52, type: !96)
!752 = !DILocation(line: 52, column: 34, scope: !747)
!753 = !DILocalVariable(name: "b", arg: 2, scope: !747, file: !2, line: 52, type: !96)
!754 = !DILocation(line: 52, column: 39, scope: !747)
!755 = !DILocation(line: 52, column: 51, scope: !747)
!756 = !DILocation(line: 52, column: 55, scope: !747)
!757 = !DILocation(line: 52, column: 53, scope: !747)
!758 = !DILocation(line: 52, column: 59, scope: !747)
!759 = !DILocation(line: 52, column: 63, scope: !747)
!760 = !DILocation(line: 52, column: 44, scope: !747)
!761 = distinct !DISubprogram(name: "max_of<double>", linkageName: "_Z6max_ofIdET_S0_S0_", scope: !2, file: !2, line: 52, type: !762, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !764, retainedNodes: !156)
!762 = !DISubroutineType(types: !763)
!763 = !{!295, !295, !295}
!764 = !{!765}
!765 = !DITemplateTypeParameter(name: "T", type: !295)
!766 = !DILocalVariable(name: "a", arg: 1, scope: !761, file: !2, line: 52, type: !295)
!767 = !DILocation(line: 52, column: 34, scope: !761)
!768 = !DILocalVariable(name: "b", arg: 2, scope: !761, file: !2, line: 52, type: !295)
!769 = !DILocation(line: 52, column: 39, scope: !761)
!770 = !DILocation(line: 52, column: 51, scope: !761)
!771 = !DILocation(line: 52, column: 55, scope: !761)
!772 = !DILocation(line: 52, column: 53, scope: !761)
!773 = !DILocation(line: 52, column: 59, scope: !761)
!774 = !DILocation(line: 52, column: 63, scope: !761)
!775 = !DILocation(line: 52, column: 44, scope: !761)
!776 = distinct !DISubprogram(name: "count_args<int, char, double, const char *>", linkageName: "_Z10count_argsIJicdPKcEEiDpT_", scope: !2, file: !2, line: 55, type: !777, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !779, retainedNodes: !156)
!777 = !DISubroutineType(types: !778)
!778 = !{!96, !96, !5, !295, !155}
!779 = !{!780}
!780 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !781)
!781 = !{!782, !783, !784, !785}
!782 = !DITemplateTypeParameter(type: !96)
!783 = !DITemplateTypeParameter(type: !5)
!784 = !DITemplateTypeParameter(type: !295)
!785 = !DITemplateTypeParameter(type: !155)
!786 = !DILocalVariable(arg: 1, scope: !776, file: !2, line: 55, type: !96)
!787 = !DILocation(line: 55, column: 47, scope: !776)
!788 = !DILocalVariable(arg: 2, scope: !776, file: !2, line: 55, type: !5)
!789 = !DILocalVariable(arg: 3, scope: !776, file: !2, line: 55, type: !295)
!790 = !DILocalVariable(arg: 4, scope: !776, file: !2, line: 55, type: !155)
!791 = !DILocation(line: 55, column: 51, scope: !776)
!792 = distinct !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIiE3getEv", scope: !793, file: !2, line: 58, type: !796, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !795)
!793 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<int>", file: !2, line: 58, size: 8, flags: DIFlagTypePassByValue, elements: !794, templateParams: !750, identifier: "_ZTS8TypeNameIiE")
!794 = !{!795}
!795 = !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIiE3getEv", scope: !793, file: !2, line: 58, type: !796, scopeLine: 58, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!796 = !DISubroutineType(types: !797)
!797 = !{!155}
!798 = !DILocation(line: 58, column: 63, scope: !792)
!799 = distinct !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIdE3getEv", scope: !800, file: !2, line: 59, type: !796, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !802)
!800 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<double>", file: !2, line: 59, size: 8, flags: DIFlagTypePassByValue, elements: !801, templateParams: !764, identifier: "_ZTS8TypeNameIdE")
!801 = !{!802}
!802 = !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIdE3getEv", scope: !800, file: !2, line: 59, type: !796, scopeLine: 59, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!803 = !DILocation(line: 59, column: 66, scope: !799)
!804 = !DILocation(line: 86, column: 3, scope: !93)
!805 = !{!"branch_weights", i32 1, i32 1048575}
!806 = !DILocation(line: 86, column: 18, scope: !93)
!807 = !DILocation(line: 86, column: 29, scope: !93)
!808 = !DILocation(line: 87, column: 10, scope: !93)
!809 = !DILocation(line: 87, column: 3, scope: !93)
!810 = !DILocation(line: 88, column: 1, scope: !93)
!811 = !DILocation(line: 82, column: 3, scope: !136)
!812 = !DILocation(line: 82, column: 19, scope: !136)
!813 = !DILocation(line: 83, column: 3, scope: !136)
!814 = !DILocation(line: 84, column: 1, scope: !136)
!815 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !436, file: !2, line: 38, type: !622, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !816, retainedNodes: !156)
!816 = !DISubprogram(name: "~Diamond", scope: !436, type: !622, containingType: !436, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!817 = !DILocalVariable(name: "this", arg: 1, scope: !815, type: !627, flags: DIFlagArtificial | DIFlagObjectPointer)
!818 = !DILocation(line: 0, scope: !815)
!819 = !DILocation(line: 38, column: 8, scope: !815)
!820 = distinct !DISubprogram(name: "Shape", linkageName: "_ZN5ShapeC2Ev", scope: !285, file: !2, line: 9, type: !289, scopeLine: 9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !821, retainedNodes: !156)
!821 = !DISubprogram(name: "Shape", scope: !285, type: !289, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!822 = !DILocalVariable(name: "this", arg: 1, scope: !820, type: !284, flags: DIFlagArtificial | DIFlagObjectPointer)
!823 = !DILocation(line: 0, scope: !820)
!824 = !DILocation(line: 9, column: 8, scope: !820)
!825 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD2Ev", scope: !305, file: !2, line: 15, type: !826, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !828, retainedNodes: !156)
!826 = !DISubroutineType(types: !827)
!827 = !{null, !313}
!828 = !DISubprogram(name: "~Rect", scope: !305, type: !826, containingType: !305, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!829 = !DILocalVariable(name: "this", arg: 1, scope: !825, type: !591, flags: DIFlagArtificial | DIFlagObjectPointer)
!830 = !DILocation(line: 0, scope: !825)
!831 = !DILocation(line: 15, column: 8, scope: !832)
!832 = distinct !DILexicalBlock(scope: !825, file: !2, line: 15, column: 8)
!833 = !DILocation(line: 15, column: 8, scope: !825)
!834 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD0Ev", scope: !305, file: !2, line: 15, type: !826, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !828, retainedNodes: !156)
!835 = !DILocalVariable(name: "this", arg: 1, scope: !834, type: !591, flags: DIFlagArtificial | DIFlagObjectPointer)
!836 = !DILocation(line: 0, scope: !834)
!837 = !DILocation(line: 15, column: 8, scope: !834)
!838 = distinct !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !305, file: !2, line: 18, type: !315, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !314, retainedNodes: !156)
!839 = !DILocalVariable(name: "this", arg: 1, scope: !838, type: !840, flags: DIFlagArtificial | DIFlagObjectPointer)
!840 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64)
!841 = !DILocation(line: 0, scope: !838)
!842 = !DILocation(line: 18, column: 41, scope: !838)
!843 = !DILocation(line: 18, column: 45, scope: !838)
!844 = !DILocation(line: 18, column: 43, scope: !838)
!845 = !DILocation(line: 18, column: 34, scope: !838)
!846 = distinct !DISubprogram(name: "name", linkageName: "_ZNK4Rect4nameEv", scope: !305, file: !2, line: 19, type: !320, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !319, retainedNodes: !156)
!847 = !DILocalVariable(name: "this", arg: 1, scope: !846, type: !840, flags: DIFlagArtificial | DIFlagObjectPointer)
!848 = !DILocation(line: 0, scope: !846)
!849 = !DILocation(line: 19, column: 39, scope: !846)
!850 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD2Ev", scope: !285, file: !2, line: 10, type: !289, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !288, retainedNodes: !156)
!851 = !DILocalVariable(name: "this", arg: 1, scope: !850, type: !284, flags: DIFlagArtificial | DIFlagObjectPointer)
!852 = !DILocation(line: 0, scope: !850)
!853 = !DILocation(line: 10, column: 21, scope: !850)
!854 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD0Ev", scope: !285, file: !2, line: 10, type: !289, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !288, retainedNodes: !156)
!855 = !DILocalVariable(name: "this", arg: 1, scope: !854, type: !284, flags: DIFlagArtificial | DIFlagObjectPointer)
!856 = !DILocation(line: 0, scope: !854)
!857 = !DILocation(line: 10, column: 20, scope: !854)
!858 = distinct !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !285, file: !2, line: 12, type: !299, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !298, retainedNodes: !156)
!859 = !DILocalVariable(name: "this", arg: 1, scope: !858, type: !860, flags: DIFlagArtificial | DIFlagObjectPointer)
!860 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !297, size: 64)
!861 = !DILocation(line: 0, scope: !858)
!862 = !DILocation(line: 12, column: 38, scope: !858)
!863 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD2Ev", scope: !325, file: !2, line: 22, type: !864, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !866, retainedNodes: !156)
!864 = !DISubroutineType(types: !865)
!865 = !{null, !331}
!866 = !DISubprogram(name: "~Square", scope: !325, type: !864, containingType: !325, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!867 = !DILocalVariable(name: "this", arg: 1, scope: !863, type: !606, flags: DIFlagArtificial | DIFlagObjectPointer)
!868 = !DILocation(line: 0, scope: !863)
!869 = !DILocation(line: 22, column: 8, scope: !870)
!870 = distinct !DILexicalBlock(scope: !863, file: !2, line: 22, column: 8)
!871 = !DILocation(line: 22, column: 8, scope: !863)
!872 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD0Ev", scope: !325, file: !2, line: 22, type: !864, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !866, retainedNodes: !156)
!873 = !DILocalVariable(name: "this", arg: 1, scope: !872, type: !606, flags: DIFlagArtificial | DIFlagObjectPointer)
!874 = !DILocation(line: 0, scope: !872)
!875 = !DILocation(line: 22, column: 8, scope: !872)
!876 = distinct !DISubprogram(name: "name", linkageName: "_ZNK6Square4nameEv", scope: !325, file: !2, line: 24, type: !333, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !332, retainedNodes: !156)
!877 = !DILocalVariable(name: "this", arg: 1, scope: !876, type: !878, flags: DIFlagArtificial | DIFlagObjectPointer)
!878 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !336, size: 64)
!879 = !DILocation(line: 0, scope: !876)
!880 = !DILocation(line: 24, column: 39, scope: !876)
!881 = distinct !DISubprogram(name: "Named", linkageName: "_ZN5NamedC2Ev", scope: !390, file: !2, line: 27, type: !882, scopeLine: 27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !885, retainedNodes: !156)
!882 = !DISubroutineType(types: !883)
!883 = !{null, !884}
!884 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !390, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!885 = !DISubprogram(name: "Named", scope: !390, type: !882, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!886 = !DILocalVariable(name: "this", arg: 1, scope: !881, type: !423, flags: DIFlagArtificial | DIFlagObjectPointer)
!887 = !DILocation(line: 0, scope: !881)
!888 = !DILocation(line: 27, column: 8, scope: !881)
!889 = !DILocation(line: 27, column: 74, scope: !881)
!890 = distinct !DISubprogram(name: "Counted", linkageName: "_ZN7CountedC2Ev", scope: !400, file: !2, line: 28, type: !405, scopeLine: 28, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !891, retainedNodes: !156)
!891 = !DISubprogram(name: "Counted", scope: !400, type: !405, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!892 = !DILocalVariable(name: "this", arg: 1, scope: !890, type: !419, flags: DIFlagArtificial | DIFlagObjectPointer)
!893 = !DILocation(line: 0, scope: !890)
!894 = !DILocation(line: 28, column: 8, scope: !890)
!895 = !DILocation(line: 28, column: 22, scope: !890)
!896 = distinct !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !387, file: !2, line: 31, type: !409, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !408, retainedNodes: !156)
!897 = !DILocalVariable(name: "this", arg: 1, scope: !896, type: !898, flags: DIFlagArtificial | DIFlagObjectPointer)
!898 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !412, size: 64)
!899 = !DILocation(line: 0, scope: !896)
!900 = !DILocation(line: 31, column: 40, scope: !896)
!901 = distinct !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !387, file: !2, line: 32, type: !414, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !413, retainedNodes: !156)
!902 = !DILocalVariable(name: "this", arg: 1, scope: !901, type: !618, flags: DIFlagArtificial | DIFlagObjectPointer)
!903 = !DILocation(line: 0, scope: !901)
!904 = !DILocation(line: 32, column: 26, scope: !901)
!905 = !DILocation(line: 32, column: 32, scope: !901)
!906 = !DILocation(line: 32, column: 39, scope: !901)
!907 = distinct !DISubprogram(linkageName: "_ZThn16_N6Widget4bumpEv", scope: !2, file: !2, line: 32, type: !908, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!908 = !DISubroutineType(types: !156)
!909 = !DILocation(line: 0, scope: !907)
!910 = distinct !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !390, file: !2, line: 27, type: !395, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !394, retainedNodes: !156)
!911 = !DILocalVariable(name: "this", arg: 1, scope: !910, type: !912, flags: DIFlagArtificial | DIFlagObjectPointer)
!912 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !398, size: 64)
!913 = !DILocation(line: 0, scope: !910)
!914 = !DILocation(line: 27, column: 52, scope: !910)
!915 = distinct !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !400, file: !2, line: 28, type: !405, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !404, retainedNodes: !156)
!916 = !DILocalVariable(name: "this", arg: 1, scope: !915, type: !419, flags: DIFlagArtificial | DIFlagObjectPointer)
!917 = !DILocation(line: 0, scope: !915)
!918 = !DILocation(line: 28, column: 57, scope: !915)
!919 = !DILocation(line: 28, column: 55, scope: !915)
!920 = !DILocation(line: 28, column: 64, scope: !915)
!921 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !922, retainedNodes: !156)
!922 = !DISubprogram(name: "Base", scope: !104, type: !116, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!923 = !DILocalVariable(name: "this", arg: 1, scope: !921, type: !458, flags: DIFlagArtificial | DIFlagObjectPointer)
!924 = !DILocation(line: 0, scope: !921)
!925 = !DILocation(line: 35, column: 8, scope: !921)
!926 = !DILocation(line: 35, column: 19, scope: !921)
!927 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !439, file: !2, line: 36, type: !928, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !931, retainedNodes: !156)
!928 = !DISubroutineType(types: !929)
!929 = !{null, !930}
!930 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !439, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!931 = !DISubprogram(name: "Left", scope: !439, type: !928, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!932 = !DILocalVariable(name: "this", arg: 1, scope: !927, type: !462, flags: DIFlagArtificial | DIFlagObjectPointer)
!933 = !DILocation(line: 0, scope: !927)
!934 = !DILocalVariable(name: "vtt", arg: 2, scope: !927, type: !935, flags: DIFlagArtificial)
!935 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !255, size: 64)
!936 = !DILocation(line: 36, column: 8, scope: !927)
!937 = !DILocation(line: 36, column: 34, scope: !927)
!938 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !101, file: !2, line: 37, type: !939, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !942, retainedNodes: !156)
!939 = !DISubroutineType(types: !940)
!940 = !{null, !941}
!941 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!942 = !DISubprogram(name: "Right", scope: !101, type: !939, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!943 = !DILocalVariable(name: "this", arg: 1, scope: !938, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!944 = !DILocation(line: 0, scope: !938)
!945 = !DILocalVariable(name: "vtt", arg: 2, scope: !938, type: !935, flags: DIFlagArtificial)
!946 = !DILocation(line: 37, column: 8, scope: !938)
!947 = !DILocation(line: 37, column: 35, scope: !938)
!948 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !439, file: !2, line: 36, type: !445, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !444, retainedNodes: !156)
!949 = !DILocalVariable(name: "this", arg: 1, scope: !948, type: !950, flags: DIFlagArtificial | DIFlagObjectPointer)
!950 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !448, size: 64)
!951 = !DILocation(line: 0, scope: !948)
!952 = !DILocation(line: 36, column: 75, scope: !948)
!953 = !DILocation(line: 36, column: 79, scope: !948)
!954 = !DILocation(line: 36, column: 77, scope: !948)
!955 = !DILocation(line: 36, column: 68, scope: !948)
!956 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD1Ev", scope: !439, file: !2, line: 36, type: !928, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !957, retainedNodes: !156)
!957 = !DISubprogram(name: "~Left", scope: !439, type: !928, containingType: !439, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!958 = !DILocalVariable(name: "this", arg: 1, scope: !956, type: !462, flags: DIFlagArtificial | DIFlagObjectPointer)
!959 = !DILocation(line: 0, scope: !956)
!960 = !DILocation(line: 36, column: 8, scope: !956)
!961 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD0Ev", scope: !439, file: !2, line: 36, type: !928, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !957, retainedNodes: !156)
!962 = !DILocalVariable(name: "this", arg: 1, scope: !961, type: !462, flags: DIFlagArtificial | DIFlagObjectPointer)
!963 = !DILocation(line: 0, scope: !961)
!964 = !DILocation(line: 36, column: 8, scope: !961)
!965 = distinct !DISubprogram(linkageName: "_ZTv0_n24_NK4Left3getEv", scope: !2, file: !2, line: 36, type: !908, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!966 = !DILocation(line: 0, scope: !965)
!967 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N4LeftD1Ev", scope: !2, file: !2, line: 36, type: !908, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!968 = !DILocation(line: 0, scope: !967)
!969 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N4LeftD0Ev", scope: !2, file: !2, line: 36, type: !908, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!970 = !DILocation(line: 0, scope: !969)
!971 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD1Ev", scope: !101, file: !2, line: 37, type: !939, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !972, retainedNodes: !156)
!972 = !DISubprogram(name: "~Right", scope: !101, type: !939, containingType: !101, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!973 = !DILocalVariable(name: "this", arg: 1, scope: !971, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!974 = !DILocation(line: 0, scope: !971)
!975 = !DILocation(line: 37, column: 8, scope: !971)
!976 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD0Ev", scope: !101, file: !2, line: 37, type: !939, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !972, retainedNodes: !156)
!977 = !DILocalVariable(name: "this", arg: 1, scope: !976, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!978 = !DILocation(line: 0, scope: !976)
!979 = !DILocation(line: 37, column: 8, scope: !976)
!980 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Base3getEv", scope: !104, file: !2, line: 35, type: !111, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !110, retainedNodes: !156)
!981 = !DILocalVariable(name: "this", arg: 1, scope: !980, type: !982, flags: DIFlagArtificial | DIFlagObjectPointer)
!982 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!983 = !DILocation(line: 0, scope: !980)
!984 = !DILocation(line: 35, column: 59, scope: !980)
!985 = !DILocation(line: 35, column: 52, scope: !980)
!986 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N5RightD1Ev", scope: !2, file: !2, line: 37, type: !908, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!987 = !DILocation(line: 0, scope: !986)
!988 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N5RightD0Ev", scope: !2, file: !2, line: 37, type: !908, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!989 = !DILocation(line: 0, scope: !988)
!990 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !436, file: !2, line: 38, type: !452, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !451, retainedNodes: !156)
!991 = !DILocalVariable(name: "this", arg: 1, scope: !990, type: !992, flags: DIFlagArtificial | DIFlagObjectPointer)
!992 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !455, size: 64)
!993 = !DILocation(line: 0, scope: !990)
!994 = !DILocation(line: 38, column: 77, scope: !990)
!995 = !DILocation(line: 38, column: 81, scope: !990)
!996 = !DILocation(line: 38, column: 79, scope: !990)
!997 = !DILocation(line: 38, column: 85, scope: !990)
!998 = !DILocation(line: 38, column: 83, scope: !990)
!999 = !DILocation(line: 38, column: 89, scope: !990)
!1000 = !DILocation(line: 38, column: 87, scope: !990)
!1001 = !DILocation(line: 38, column: 70, scope: !990)
!1002 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !436, file: !2, line: 38, type: !622, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !816, retainedNodes: !156)
!1003 = !DILocalVariable(name: "this", arg: 1, scope: !1002, type: !627, flags: DIFlagArtificial | DIFlagObjectPointer)
!1004 = !DILocation(line: 0, scope: !1002)
!1005 = !DILocation(line: 38, column: 8, scope: !1002)
!1006 = distinct !DISubprogram(linkageName: "_ZThn16_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !908, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1007 = !DILocation(line: 0, scope: !1006)
!1008 = distinct !DISubprogram(linkageName: "_ZThn16_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !908, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1009 = !DILocation(line: 0, scope: !1008)
!1010 = distinct !DISubprogram(linkageName: "_ZTv0_n24_NK7Diamond3getEv", scope: !2, file: !2, line: 38, type: !908, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1011 = !DILocation(line: 0, scope: !1010)
!1012 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !908, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1013 = !DILocation(line: 0, scope: !1012)
!1014 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !908, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1015 = !DILocation(line: 0, scope: !1014)
!1016 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD2Ev", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !115, retainedNodes: !156)
!1017 = !DILocalVariable(name: "this", arg: 1, scope: !1016, type: !458, flags: DIFlagArtificial | DIFlagObjectPointer)
!1018 = !DILocation(line: 0, scope: !1016)
!1019 = !DILocation(line: 35, column: 81, scope: !1016)
!1020 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD0Ev", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !115, retainedNodes: !156)
!1021 = !DILocalVariable(name: "this", arg: 1, scope: !1020, type: !458, flags: DIFlagArtificial | DIFlagObjectPointer)
!1022 = !DILocation(line: 0, scope: !1020)
!1023 = !DILocation(line: 35, column: 80, scope: !1020)
!1024 = !DILocation(line: 35, column: 81, scope: !1020)
!1025 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD2Ev", scope: !439, file: !2, line: 36, type: !928, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !957, retainedNodes: !156)
!1026 = !DILocalVariable(name: "this", arg: 1, scope: !1025, type: !462, flags: DIFlagArtificial | DIFlagObjectPointer)
!1027 = !DILocation(line: 0, scope: !1025)
!1028 = !DILocalVariable(name: "vtt", arg: 2, scope: !1025, type: !935, flags: DIFlagArtificial)
!1029 = !DILocation(line: 36, column: 8, scope: !1025)
!1030 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD2Ev", scope: !101, file: !2, line: 37, type: !939, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !972, retainedNodes: !156)
!1031 = !DILocalVariable(name: "this", arg: 1, scope: !1030, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!1032 = !DILocation(line: 0, scope: !1030)
!1033 = !DILocalVariable(name: "vtt", arg: 2, scope: !1030, type: !935, flags: DIFlagArtificial)
!1034 = !DILocation(line: 37, column: 8, scope: !1030)
!1035 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZ4mainEN3$_38__invokeEi", scope: !737, file: !2, line: 126, type: !547, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !1036, retainedNodes: !156)
!1036 = !DISubprogram(name: "__invoke", scope: !737, type: !547, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!1037 = !DILocalVariable(name: "x", arg: 1, scope: !1035, type: !96)
!1038 = !DILocation(line: 0, scope: !1035)
!1039 = !DILocation(line: 126, column: 20, scope: !1035)
!1040 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_3clEi", scope: !737, file: !2, line: 126, type: !1041, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !1043, retainedNodes: !156)
!1041 = !DISubroutineType(types: !1042)
!1042 = !{!96, !740, !96}
!1043 = !DISubprogram(name: "operator()", scope: !737, file: !2, line: 126, type: !1041, scopeLine: 126, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1044 = !DILocalVariable(name: "this", arg: 1, scope: !1040, type: !744, flags: DIFlagArtificial | DIFlagObjectPointer)
!1045 = !DILocation(line: 0, scope: !1040)
!1046 = !DILocalVariable(name: "x", arg: 2, scope: !1040, file: !2, line: 126, type: !96)
!1047 = !DILocation(line: 126, column: 27, scope: !1040)
!1048 = !DILocation(line: 126, column: 39, scope: !1040)
!1049 = !DILocation(line: 126, column: 41, scope: !1040)
!1050 = !DILocation(line: 126, column: 32, scope: !1040)
!1051 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !125, file: !2, line: 78, type: !129, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !128, retainedNodes: !156)
!1052 = !DILocalVariable(name: "this", arg: 1, scope: !1051, type: !1053, flags: DIFlagArtificial | DIFlagObjectPointer)
!1053 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!1054 = !DILocation(line: 0, scope: !1051)
!1055 = !DILocation(line: 78, column: 16, scope: !1051)
!1056 = !DILocation(line: 78, column: 29, scope: !1057)
!1057 = distinct !DILexicalBlock(scope: !1051, file: !2, line: 78, column: 27)
!1058 = !DILocation(line: 78, column: 63, scope: !1051)
!1059 = distinct !DISubprogram(name: "~Registry", linkageName: "_ZN8RegistryD2Ev", scope: !125, file: !2, line: 79, type: !129, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !132, retainedNodes: !156)
!1060 = !DILocalVariable(name: "this", arg: 1, scope: !1059, type: !1053, flags: DIFlagArtificial | DIFlagObjectPointer)
!1061 = !DILocation(line: 0, scope: !1059)
!1062 = !DILocation(line: 79, column: 16, scope: !1059)
!1063 = distinct !DISubprogram(name: "__dtor__ZZL8registryvE1r", scope: !2, file: !2, line: 82, type: !1064, scopeLine: 82, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97)
!1064 = !DISubroutineType(types: !1065)
!1065 = !{null}
!1066 = !DILocation(line: 0, scope: !1063)
!1067 = !DILocation(line: 82, column: 19, scope: !1063)
!1068 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD2Ev", scope: !436, file: !2, line: 38, type: !622, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !816, retainedNodes: !156)
!1069 = !DILocalVariable(name: "this", arg: 1, scope: !1068, type: !627, flags: DIFlagArtificial | DIFlagObjectPointer)
!1070 = !DILocation(line: 0, scope: !1068)
!1071 = !DILocalVariable(name: "vtt", arg: 2, scope: !1068, type: !935, flags: DIFlagArtificial)
!1072 = !DILocation(line: 38, column: 8, scope: !1073)
!1073 = distinct !DILexicalBlock(scope: !1068, file: !2, line: 38, column: 8)
!1074 = !DILocation(line: 38, column: 8, scope: !1068)
!1075 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEii", scope: !519, file: !2, line: 120, type: !1076, scopeLine: 120, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !1080, retainedNodes: !156)
!1076 = !DISubroutineType(types: !1077)
!1077 = !{!96, !1078, !96, !96}
!1078 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1079, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1079 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !519)
!1080 = !DISubprogram(name: "operator()", scope: !519, file: !2, line: 120, type: !1076, scopeLine: 120, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1081 = !DILocalVariable(name: "this", arg: 1, scope: !1075, type: !1082, flags: DIFlagArtificial | DIFlagObjectPointer)
!1082 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1079, size: 64)
!1083 = !DILocation(line: 0, scope: !1075)
!1084 = !DILocalVariable(name: "acc", arg: 2, scope: !1075, file: !2, line: 120, type: !96)
!1085 = !DILocation(line: 120, column: 25, scope: !1075)
!1086 = !DILocalVariable(name: "v", arg: 3, scope: !1075, file: !2, line: 120, type: !96)
!1087 = !DILocation(line: 120, column: 34, scope: !1075)
!1088 = !DILocation(line: 120, column: 46, scope: !1075)
!1089 = !DILocation(line: 120, column: 52, scope: !1075)
!1090 = !DILocation(line: 120, column: 50, scope: !1075)
!1091 = !DILocation(line: 120, column: 56, scope: !1075)
!1092 = !DILocation(line: 120, column: 54, scope: !1075)
!1093 = !DILocation(line: 120, column: 39, scope: !1075)
!1094 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainEN3$_2clEii", scope: !528, file: !2, line: 122, type: !1095, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !1098, retainedNodes: !156)
!1095 = !DISubroutineType(types: !1096)
!1096 = !{!96, !1097, !96, !96}
!1097 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !528, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1098 = !DISubprogram(name: "operator()", scope: !528, file: !2, line: 122, type: !1095, scopeLine: 122, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1099 = !DILocalVariable(name: "this", arg: 1, scope: !1094, type: !1100, flags: DIFlagArtificial | DIFlagObjectPointer)
!1100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !528, size: 64)
!1101 = !DILocation(line: 0, scope: !1094)
!1102 = !DILocalVariable(name: "acc", arg: 2, scope: !1094, file: !2, line: 122, type: !96)
!1103 = !DILocation(line: 122, column: 32, scope: !1094)
!1104 = !DILocalVariable(name: "v", arg: 3, scope: !1094, file: !2, line: 122, type: !96)
!1105 = !DILocation(line: 122, column: 41, scope: !1094)
!1106 = !DILocation(line: 122, column: 56, scope: !1094)
!1107 = !DILocation(line: 122, column: 54, scope: !1094)
!1108 = !DILocation(line: 122, column: 75, scope: !1094)
!1109 = !DILocation(line: 122, column: 79, scope: !1094)
!1110 = !DILocation(line: 122, column: 83, scope: !1094)
!1111 = !DILocation(line: 122, column: 89, scope: !1094)
!1112 = !DILocation(line: 122, column: 87, scope: !1094)
!1113 = !DILocation(line: 122, column: 93, scope: !1094)
!1114 = !DILocation(line: 122, column: 68, scope: !1094)
