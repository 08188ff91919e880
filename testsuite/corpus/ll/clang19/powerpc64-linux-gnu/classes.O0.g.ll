; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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
@__dso_handle = external hidden global i8
@.str.23 = private unnamed_addr constant [22 x i8] c"Registry constructed\0A\00", align 1, !dbg !140

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef ptr @_Z6max_ofIPKcET_S2_S2_(ptr noundef %0, ptr noundef %1) #0 !dbg !153 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !160, !DIExpression(), !161)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !162, !DIExpression(), !163)
  %5 = load ptr, ptr %3, align 8, !dbg !164
  ret ptr %5, !dbg !165
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_Z8make_bigi(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i32 noundef signext %1) #0 !dbg !166 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !178, !DIExpression(), !179)
    #dbg_declare(ptr %0, !180, !DIExpression(), !181)
  %5 = load i32, ptr %3, align 4, !dbg !182
  %6 = sext i32 %5 to i64, !dbg !182
  %7 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0, !dbg !183
  store i64 %6, ptr %7, align 8, !dbg !184
  %8 = load i32, ptr %3, align 4, !dbg !185
  %9 = mul nsw i32 %8, 2, !dbg !186
  %10 = sext i32 %9 to i64, !dbg !185
  %11 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1, !dbg !187
  store i64 %10, ptr %11, align 8, !dbg !188
  %12 = load i32, ptr %3, align 4, !dbg !189
  %13 = mul nsw i32 %12, 3, !dbg !190
  %14 = sext i32 %13 to i64, !dbg !189
  %15 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 2, !dbg !191
  store i64 %14, ptr %15, align 8, !dbg !192
  %16 = load i32, ptr %3, align 4, !dbg !193
  %17 = sub nsw i32 0, %16, !dbg !194
  %18 = sext i32 %17 to i64, !dbg !194
  %19 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 3, !dbg !195
  store i64 %18, ptr %19, align 8, !dbg !196
    #dbg_declare(ptr %4, !197, !DIExpression(), !199)
  store i32 0, ptr %4, align 4, !dbg !199
  br label %20, !dbg !200

20:                                               ; preds = %34, %2
  %21 = load i32, ptr %4, align 4, !dbg !201
  %22 = icmp slt i32 %21, 12, !dbg !203
  br i1 %22, label %23, label %37, !dbg !204

23:                                               ; preds = %20
  %24 = load i32, ptr %3, align 4, !dbg !205
  %25 = load i32, ptr %4, align 4, !dbg !206
  %26 = add nsw i32 %24, %25, !dbg !207
  %27 = srem i32 %26, 26, !dbg !208
  %28 = add nsw i32 97, %27, !dbg !209
  %29 = trunc i32 %28 to i8, !dbg !210
  %30 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4, !dbg !211
  %31 = load i32, ptr %4, align 4, !dbg !212
  %32 = sext i32 %31 to i64, !dbg !213
  %33 = getelementptr inbounds [13 x i8], ptr %30, i64 0, i64 %32, !dbg !213
  store i8 %29, ptr %33, align 1, !dbg !214
  br label %34, !dbg !213

34:                                               ; preds = %23
  %35 = load i32, ptr %4, align 4, !dbg !215
  %36 = add nsw i32 %35, 1, !dbg !215
  store i32 %36, ptr %4, align 4, !dbg !215
  br label %20, !dbg !216, !llvm.loop !217

37:                                               ; preds = %20
  %38 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4, !dbg !220
  %39 = getelementptr inbounds [13 x i8], ptr %38, i64 0, i64 12, !dbg !221
  store i8 0, ptr %39, align 4, !dbg !222
  ret void, !dbg !223
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i64 @_Z7sum_big3Big([6 x i64] %0) #0 !dbg !224 {
  %2 = alloca %struct.Big, align 8
  store [6 x i64] %0, ptr %2, align 8
    #dbg_declare(ptr %2, !227, !DIExpression(), !228)
  %3 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 0, !dbg !229
  %4 = load i64, ptr %3, align 8, !dbg !229
  %5 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 1, !dbg !230
  %6 = load i64, ptr %5, align 8, !dbg !230
  %7 = add nsw i64 %4, %6, !dbg !231
  %8 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 2, !dbg !232
  %9 = load i64, ptr %8, align 8, !dbg !232
  %10 = add nsw i64 %7, %9, !dbg !233
  %11 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 3, !dbg !234
  %12 = load i64, ptr %11, align 8, !dbg !234
  %13 = add nsw i64 %10, %12, !dbg !235
  %14 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 4, !dbg !236
  %15 = getelementptr inbounds [13 x i8], ptr %14, i64 0, i64 0, !dbg !237
  %16 = load i8, ptr %15, align 8, !dbg !237
  %17 = zext i8 %16 to i64, !dbg !237
  %18 = add nsw i64 %13, %17, !dbg !238
  ret i64 %18, !dbg !239
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_Z9swap_pair4Pair(ptr dead_on_unwind noalias writable sret(%struct.Pair) align 4 %0, i64 %1) #0 !dbg !240 {
  %3 = alloca %struct.Pair, align 4
  store i64 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !243, !DIExpression(), !244)
    #dbg_declare(ptr %0, !245, !DIExpression(), !246)
  %4 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 0, !dbg !247
  %5 = getelementptr inbounds %struct.Pair, ptr %3, i32 0, i32 1, !dbg !248
  %6 = load float, ptr %5, align 4, !dbg !248
  %7 = fptosi float %6 to i32, !dbg !249
  store i32 %7, ptr %4, align 4, !dbg !247
  %8 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 1, !dbg !247
  %9 = getelementptr inbounds %struct.Pair, ptr %3, i32 0, i32 0, !dbg !250
  %10 = load i32, ptr %9, align 4, !dbg !250
  %11 = sitofp i32 %10 to float, !dbg !251
  store float %11, ptr %8, align 4, !dbg !247
  ret void, !dbg !252
}

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znwm(i64 noundef %0) #1 !dbg !253 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !258, !DIExpression(), !259)
  %3 = load i64, ptr %2, align 8, !dbg !260
  %4 = icmp ne i64 %3, 0, !dbg !260
  br i1 %4, label %5, label %7, !dbg !260

5:                                                ; preds = %1
  %6 = load i64, ptr %2, align 8, !dbg !261
  br label %8, !dbg !260

7:                                                ; preds = %1
  br label %8, !dbg !260

8:                                                ; preds = %7, %5
  %9 = phi i64 [ %6, %5 ], [ 1, %7 ], !dbg !260
  %10 = call ptr @malloc(i64 noundef %9) #14, !dbg !262
  ret ptr %10, !dbg !263
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i64 noundef) #2

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdlPv(ptr noundef %0) #3 personality ptr @__gxx_personality_v0 !dbg !264 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !267, !DIExpression(), !268)
  %3 = load ptr, ptr %2, align 8, !dbg !269
  invoke void @free(ptr noundef %3)
          to label %4 unwind label %5, !dbg !270

4:                                                ; preds = %1
  ret void, !dbg !271

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null, !dbg !270
  %7 = extractvalue { ptr, i32 } %6, 0, !dbg !270
  call void @__clang_call_terminate(ptr %7) #15, !dbg !270
  unreachable, !dbg !270
}

declare void @free(ptr noundef) #4

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #13
  call void @_ZSt9terminatev() #15
  unreachable
}

declare ptr @__cxa_begin_catch(ptr)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdlPvm(ptr noundef %0, i64 noundef %1) #3 personality ptr @__gxx_personality_v0 !dbg !272 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !275, !DIExpression(), !276)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !277, !DIExpression(), !278)
  %5 = load ptr, ptr %3, align 8, !dbg !279
  invoke void @free(ptr noundef %5)
          to label %6 unwind label %7, !dbg !280

6:                                                ; preds = %2
  ret void, !dbg !281

7:                                                ; preds = %2
  %8 = landingpad { ptr, i32 }
          catch ptr null, !dbg !280
  %9 = extractvalue { ptr, i32 } %8, 0, !dbg !280
  call void @__clang_call_terminate(ptr %9) #15, !dbg !280
  unreachable, !dbg !280
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef signext i32 @main() #6 personality ptr @__gxx_personality_v0 !dbg !282 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x ptr], align 8
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
    #dbg_declare(ptr %2, !283, !DIExpression(), !304)
  %37 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 24) #16, !dbg !305, !heapallocsite !306
  invoke void @_ZN4RectC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %37, double noundef 2.000000e+00, double noundef 3.000000e+00)
          to label %38 unwind label %78, !dbg !323

38:                                               ; preds = %0
  store ptr %37, ptr %2, align 8, !dbg !324
  %39 = getelementptr inbounds ptr, ptr %2, i64 1, !dbg !324
  %40 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 24) #16, !dbg !325, !heapallocsite !326
  invoke void @_ZN6SquareC2Ed(ptr noundef nonnull align 8 dereferenceable(24) %40, double noundef 4.000000e+00)
          to label %41 unwind label %82, !dbg !338

41:                                               ; preds = %38
  store ptr %40, ptr %39, align 8, !dbg !324
  %42 = getelementptr inbounds ptr, ptr %2, i64 2, !dbg !324
  %43 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 24) #16, !dbg !339, !heapallocsite !306
  invoke void @_ZN4RectC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %43, double noundef 5.000000e-01, double noundef 8.000000e+00)
          to label %44 unwind label %86, !dbg !340

44:                                               ; preds = %41
  store ptr %43, ptr %42, align 8, !dbg !324
    #dbg_declare(ptr %5, !341, !DIExpression(), !342)
  store double 0.000000e+00, ptr %5, align 8, !dbg !342
    #dbg_declare(ptr %6, !343, !DIExpression(), !346)
  store ptr %2, ptr %6, align 8, !dbg !347
    #dbg_declare(ptr %7, !348, !DIExpression(), !346)
  %45 = load ptr, ptr %6, align 8, !dbg !350
  %46 = getelementptr inbounds [3 x ptr], ptr %45, i64 0, i64 0, !dbg !350
  store ptr %46, ptr %7, align 8, !dbg !350
    #dbg_declare(ptr %8, !351, !DIExpression(), !346)
  %47 = load ptr, ptr %6, align 8, !dbg !350
  %48 = getelementptr inbounds [3 x ptr], ptr %47, i64 0, i64 0, !dbg !350
  %49 = getelementptr inbounds ptr, ptr %48, i64 3, !dbg !350
  store ptr %49, ptr %8, align 8, !dbg !350
  br label %50, !dbg !350

50:                                               ; preds = %75, %44
  %51 = load ptr, ptr %7, align 8, !dbg !350
  %52 = load ptr, ptr %8, align 8, !dbg !350
  %53 = icmp ne ptr %51, %52, !dbg !350
  br i1 %53, label %54, label %90, !dbg !350

54:                                               ; preds = %50
    #dbg_declare(ptr %9, !352, !DIExpression(), !354)
  %55 = load ptr, ptr %7, align 8, !dbg !355
  %56 = load ptr, ptr %55, align 8, !dbg !355
  store ptr %56, ptr %9, align 8, !dbg !354
  %57 = load ptr, ptr %9, align 8, !dbg !356
  %58 = load ptr, ptr %57, align 8, !dbg !358
  %59 = getelementptr inbounds ptr, ptr %58, i64 3, !dbg !358
  %60 = load ptr, ptr %59, align 8, !dbg !358
  %61 = call noundef ptr %60(ptr noundef nonnull align 8 dereferenceable(8) %57), !dbg !358
  %62 = load ptr, ptr %9, align 8, !dbg !359
  %63 = load ptr, ptr %62, align 8, !dbg !360
  %64 = getelementptr inbounds ptr, ptr %63, i64 2, !dbg !360
  %65 = load ptr, ptr %64, align 8, !dbg !360
  %66 = call noundef double %65(ptr noundef nonnull align 8 dereferenceable(8) %62), !dbg !360
  %67 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %61, double noundef %66), !dbg !361
  %68 = load ptr, ptr %9, align 8, !dbg !362
  %69 = load ptr, ptr %68, align 8, !dbg !363
  %70 = getelementptr inbounds ptr, ptr %69, i64 2, !dbg !363
  %71 = load ptr, ptr %70, align 8, !dbg !363
  %72 = call noundef double %71(ptr noundef nonnull align 8 dereferenceable(8) %68), !dbg !363
  %73 = load double, ptr %5, align 8, !dbg !364
  %74 = fadd double %73, %72, !dbg !364
  store double %74, ptr %5, align 8, !dbg !364
  br label %75, !dbg !365

75:                                               ; preds = %54
  %76 = load ptr, ptr %7, align 8, !dbg !350
  %77 = getelementptr inbounds ptr, ptr %76, i32 1, !dbg !350
  store ptr %77, ptr %7, align 8, !dbg !350
  br label %50, !dbg !350, !llvm.loop !366

78:                                               ; preds = %0
  %79 = landingpad { ptr, i32 }
          cleanup, !dbg !368
  %80 = extractvalue { ptr, i32 } %79, 0, !dbg !368
  store ptr %80, ptr %3, align 8, !dbg !368
  %81 = extractvalue { ptr, i32 } %79, 1, !dbg !368
  store i32 %81, ptr %4, align 4, !dbg !368
  call void @_ZdlPvm(ptr noundef %37, i64 noundef 24) #17, !dbg !305
  br label %265, !dbg !305

82:                                               ; preds = %38
  %83 = landingpad { ptr, i32 }
          cleanup, !dbg !368
  %84 = extractvalue { ptr, i32 } %83, 0, !dbg !368
  store ptr %84, ptr %3, align 8, !dbg !368
  %85 = extractvalue { ptr, i32 } %83, 1, !dbg !368
  store i32 %85, ptr %4, align 4, !dbg !368
  call void @_ZdlPvm(ptr noundef %40, i64 noundef 24) #17, !dbg !325
  br label %265, !dbg !325

86:                                               ; preds = %41
  %87 = landingpad { ptr, i32 }
          cleanup, !dbg !368
  %88 = extractvalue { ptr, i32 } %87, 0, !dbg !368
  store ptr %88, ptr %3, align 8, !dbg !368
  %89 = extractvalue { ptr, i32 } %87, 1, !dbg !368
  store i32 %89, ptr %4, align 4, !dbg !368
  call void @_ZdlPvm(ptr noundef %43, i64 noundef 24) #17, !dbg !339
  br label %265, !dbg !339

90:                                               ; preds = %50
    #dbg_declare(ptr %10, !369, !DIExpression(), !371)
  store ptr %2, ptr %10, align 8, !dbg !372
    #dbg_declare(ptr %11, !373, !DIExpression(), !371)
  %91 = load ptr, ptr %10, align 8, !dbg !374
  %92 = getelementptr inbounds [3 x ptr], ptr %91, i64 0, i64 0, !dbg !374
  store ptr %92, ptr %11, align 8, !dbg !374
    #dbg_declare(ptr %12, !375, !DIExpression(), !371)
  %93 = load ptr, ptr %10, align 8, !dbg !374
  %94 = getelementptr inbounds [3 x ptr], ptr %93, i64 0, i64 0, !dbg !374
  %95 = getelementptr inbounds ptr, ptr %94, i64 3, !dbg !374
  store ptr %95, ptr %12, align 8, !dbg !374
  br label %96, !dbg !374

96:                                               ; preds = %110, %90
  %97 = load ptr, ptr %11, align 8, !dbg !374
  %98 = load ptr, ptr %12, align 8, !dbg !374
  %99 = icmp ne ptr %97, %98, !dbg !374
  br i1 %99, label %100, label %113, !dbg !374

100:                                              ; preds = %96
    #dbg_declare(ptr %13, !376, !DIExpression(), !378)
  %101 = load ptr, ptr %11, align 8, !dbg !379
  %102 = load ptr, ptr %101, align 8, !dbg !379
  store ptr %102, ptr %13, align 8, !dbg !378
  %103 = load ptr, ptr %13, align 8, !dbg !380
  %104 = icmp eq ptr %103, null, !dbg !381
  br i1 %104, label %109, label %105, !dbg !381

105:                                              ; preds = %100
  %106 = load ptr, ptr %103, align 8, !dbg !381
  %107 = getelementptr inbounds ptr, ptr %106, i64 1, !dbg !381
  %108 = load ptr, ptr %107, align 8, !dbg !381
  call void %108(ptr noundef nonnull align 8 dereferenceable(8) %103) #13, !dbg !381
  br label %109, !dbg !381

109:                                              ; preds = %105, %100
  br label %110, !dbg !382

110:                                              ; preds = %109
  %111 = load ptr, ptr %11, align 8, !dbg !374
  %112 = getelementptr inbounds ptr, ptr %111, i32 1, !dbg !374
  store ptr %112, ptr %11, align 8, !dbg !374
  br label %96, !dbg !374, !llvm.loop !383

113:                                              ; preds = %96
  %114 = load double, ptr %5, align 8, !dbg !385
  %115 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %114), !dbg !386
    #dbg_declare(ptr %14, !387, !DIExpression(), !418)
  call void @_ZN6WidgetC2Ev(ptr noundef nonnull align 8 dereferenceable(28) %14) #13, !dbg !418
    #dbg_declare(ptr %15, !419, !DIExpression(), !421)
  %116 = icmp eq ptr %14, null, !dbg !422
  br i1 %116, label %119, label %117, !dbg !422

117:                                              ; preds = %113
  %118 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !422
  br label %119, !dbg !422

119:                                              ; preds = %117, %113
  %120 = phi ptr [ %118, %117 ], [ null, %113 ], !dbg !422
  store ptr %120, ptr %15, align 8, !dbg !421
    #dbg_declare(ptr %16, !423, !DIExpression(), !425)
  store ptr %14, ptr %16, align 8, !dbg !425
  %121 = load ptr, ptr %15, align 8, !dbg !426
  %122 = load ptr, ptr %121, align 8, !dbg !427
  %123 = getelementptr inbounds ptr, ptr %122, i64 0, !dbg !427
  %124 = load ptr, ptr %123, align 8, !dbg !427
  call void %124(ptr noundef nonnull align 8 dereferenceable(12) %121), !dbg !427
  %125 = load ptr, ptr %15, align 8, !dbg !428
  %126 = load ptr, ptr %125, align 8, !dbg !429
  %127 = getelementptr inbounds ptr, ptr %126, i64 0, !dbg !429
  %128 = load ptr, ptr %127, align 8, !dbg !429
  call void %128(ptr noundef nonnull align 8 dereferenceable(12) %125), !dbg !429
  %129 = load ptr, ptr %16, align 8, !dbg !430
  %130 = load ptr, ptr %129, align 8, !dbg !431
  %131 = getelementptr inbounds ptr, ptr %130, i64 0, !dbg !431
  %132 = load ptr, ptr %131, align 8, !dbg !431
  %133 = call noundef ptr %132(ptr noundef nonnull align 8 dereferenceable(12) %129), !dbg !431
  %134 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !432
  %135 = getelementptr inbounds %struct.Counted, ptr %134, i32 0, i32 1, !dbg !433
  %136 = load i32, ptr %135, align 8, !dbg !433
  %137 = getelementptr inbounds %struct.Named, ptr %14, i32 0, i32 1, !dbg !434
  %138 = load i32, ptr %137, align 8, !dbg !434
  %139 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %133, i32 noundef signext %136, i32 noundef signext %138), !dbg !435
    #dbg_declare(ptr %17, !436, !DIExpression(), !457)
  call void @_ZN7DiamondC1Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #13, !dbg !457
    #dbg_declare(ptr %18, !458, !DIExpression(), !460)
  %140 = icmp eq ptr %17, null, !dbg !461
  br i1 %140, label %146, label %141, !dbg !461

141:                                              ; preds = %119
  %142 = load ptr, ptr %17, align 8, !dbg !461
  %143 = getelementptr i8, ptr %142, i64 -24, !dbg !461
  %144 = load i64, ptr %143, align 8, !dbg !461
  %145 = getelementptr inbounds i8, ptr %17, i64 %144, !dbg !461
  br label %146, !dbg !461

146:                                              ; preds = %141, %119
  %147 = phi ptr [ %145, %141 ], [ null, %119 ], !dbg !461
  store ptr %147, ptr %18, align 8, !dbg !460
    #dbg_declare(ptr %19, !462, !DIExpression(), !464)
  store ptr %17, ptr %19, align 8, !dbg !464
  %148 = load ptr, ptr %18, align 8, !dbg !465
  %149 = load ptr, ptr %148, align 8, !dbg !466
  %150 = getelementptr inbounds ptr, ptr %149, i64 0, !dbg !466
  %151 = load ptr, ptr %150, align 8, !dbg !466
  %152 = invoke noundef signext i32 %151(ptr noundef nonnull align 8 dereferenceable(12) %148)
          to label %153 unwind label %169, !dbg !466

153:                                              ; preds = %146
  %154 = load ptr, ptr %19, align 8, !dbg !467
  %155 = load ptr, ptr %154, align 8, !dbg !468
  %156 = getelementptr inbounds ptr, ptr %155, i64 0, !dbg !468
  %157 = load ptr, ptr %156, align 8, !dbg !468
  %158 = invoke noundef signext i32 %157(ptr noundef nonnull align 8 dereferenceable(12) %154)
          to label %159 unwind label %169, !dbg !468

159:                                              ; preds = %153
  %160 = getelementptr inbounds i8, ptr %17, i64 16, !dbg !469
  %161 = getelementptr inbounds %struct.Right, ptr %160, i32 0, i32 1, !dbg !470
  %162 = load i32, ptr %161, align 8, !dbg !470
  %163 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %152, i32 noundef signext %158, i32 noundef signext %162)
          to label %164 unwind label %169, !dbg !471

164:                                              ; preds = %159
  %165 = load ptr, ptr %18, align 8, !dbg !472
  %166 = icmp eq ptr %165, null, !dbg !473
  br i1 %166, label %173, label %167, !dbg !473

167:                                              ; preds = %164
  %168 = call ptr @__dynamic_cast(ptr %165, ptr @_ZTI4Base, ptr @_ZTI5Right, i64 -1) #13, !dbg !473
  br label %174, !dbg !473

169:                                              ; preds = %259, %255, %253, %251, %241, %235, %233, %231, %229, %227, %224, %222, %220, %218, %214, %212, %210, %208, %205, %200, %193, %183, %174, %159, %153, %146
  %170 = landingpad { ptr, i32 }
          cleanup, !dbg !368
  %171 = extractvalue { ptr, i32 } %170, 0, !dbg !368
  store ptr %171, ptr %3, align 8, !dbg !368
  %172 = extractvalue { ptr, i32 } %170, 1, !dbg !368
  store i32 %172, ptr %4, align 4, !dbg !368
  call void @_ZN7DiamondD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #13, !dbg !368
  br label %265, !dbg !368

173:                                              ; preds = %164
  br label %174, !dbg !473

174:                                              ; preds = %173, %167
  %175 = phi ptr [ %168, %167 ], [ null, %173 ], !dbg !473
  %176 = icmp ne ptr %175, null, !dbg !474
  %177 = zext i1 %176 to i32, !dbg !473
  %178 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %177)
          to label %179 unwind label %169, !dbg !475

179:                                              ; preds = %174
    #dbg_declare(ptr %20, !476, !DIExpression(), !498)
    #dbg_declare(ptr %21, !499, !DIExpression(), !501)
  store i32 0, ptr %21, align 4, !dbg !501
  br label %180, !dbg !502

180:                                              ; preds = %190, %179
  %181 = load i32, ptr %21, align 4, !dbg !503
  %182 = icmp slt i32 %181, 8, !dbg !505
  br i1 %182, label %183, label %193, !dbg !506

183:                                              ; preds = %180
  %184 = load i32, ptr %21, align 4, !dbg !507
  %185 = load i32, ptr %21, align 4, !dbg !508
  %186 = mul nsw i32 %184, %185, !dbg !509
  %187 = load i32, ptr %21, align 4, !dbg !510
  %188 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZN5ArrayIiLi8EEixEi(ptr noundef nonnull align 4 dereferenceable(32) %20, i32 noundef signext %187)
          to label %189 unwind label %169, !dbg !511

189:                                              ; preds = %183
  store i32 %186, ptr %188, align 4, !dbg !512
  br label %190, !dbg !511

190:                                              ; preds = %189
  %191 = load i32, ptr %21, align 4, !dbg !513
  %192 = add nsw i32 %191, 1, !dbg !513
  store i32 %192, ptr %21, align 4, !dbg !513
  br label %180, !dbg !514, !llvm.loop !515

193:                                              ; preds = %180
    #dbg_declare(ptr %22, !517, !DIExpression(), !518)
  store i32 7, ptr %22, align 4, !dbg !518
    #dbg_declare(ptr %23, !519, !DIExpression(), !523)
  %194 = getelementptr inbounds %class.anon, ptr %23, i32 0, i32 0, !dbg !524
  %195 = load i32, ptr %22, align 4, !dbg !525
  store i32 %195, ptr %194, align 4, !dbg !524
    #dbg_declare(ptr %24, !526, !DIExpression(), !527)
  store i32 0, ptr %24, align 4, !dbg !527
    #dbg_declare(ptr %25, !528, !DIExpression(), !532)
  %196 = getelementptr inbounds %class.anon.0, ptr %25, i32 0, i32 0, !dbg !533
  store ptr %24, ptr %196, align 8, !dbg !533
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %26, ptr align 4 %23, i64 4, i1 false), !dbg !534
  %197 = getelementptr inbounds %class.anon, ptr %26, i32 0, i32 0, !dbg !535
  %198 = load i32, ptr %197, align 4, !dbg !535
  %199 = invoke noundef signext i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %20, i32 noundef signext 0, i32 %198)
          to label %200 unwind label %169, !dbg !535

200:                                              ; preds = %193
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %27, ptr align 8 %25, i64 8, i1 false), !dbg !536
  %201 = getelementptr inbounds %class.anon.0, ptr %27, i32 0, i32 0, !dbg !537
  %202 = load ptr, ptr %201, align 8, !dbg !537
  %203 = ptrtoint ptr %202 to i64, !dbg !537
  %204 = invoke noundef signext i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %20, i32 noundef signext 1, i64 %203)
          to label %205 unwind label %169, !dbg !537

205:                                              ; preds = %200
  %206 = load i32, ptr %24, align 4, !dbg !538
  %207 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext %199, i32 noundef signext %204, i32 noundef signext %206)
          to label %208 unwind label %169, !dbg !539

208:                                              ; preds = %205
    #dbg_declare(ptr %28, !540, !DIExpression(), !542)
  %209 = invoke noundef signext i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %28, i32 noundef signext 21)
          to label %210 unwind label %169, !dbg !543

210:                                              ; preds = %208
  %211 = invoke noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %28, double noundef 1.250000e+00)
          to label %212 unwind label %169, !dbg !544

212:                                              ; preds = %210
  %213 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef signext %209, double noundef %211)
          to label %214 unwind label %169, !dbg !545

214:                                              ; preds = %212
    #dbg_declare(ptr %29, !546, !DIExpression(), !550)
  %215 = call noundef ptr @"_ZZ4mainENK3$_3cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %30) #13, !dbg !551
  store ptr %215, ptr %29, align 8, !dbg !550
  %216 = load ptr, ptr %29, align 8, !dbg !552
  %217 = invoke noundef signext i32 %216(i32 noundef signext 14)
          to label %218 unwind label %169, !dbg !552

218:                                              ; preds = %214
  %219 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %217)
          to label %220 unwind label %169, !dbg !553

220:                                              ; preds = %218
  %221 = invoke noundef signext i32 @_Z6max_ofIiET_S0_S0_(i32 noundef signext 3, i32 noundef signext 9)
          to label %222 unwind label %169, !dbg !554

222:                                              ; preds = %220
  %223 = invoke noundef double @_Z6max_ofIdET_S0_S0_(double noundef 2.500000e+00, double noundef -1.000000e+00)
          to label %224 unwind label %169, !dbg !555

224:                                              ; preds = %222
  %225 = call noundef ptr @_Z6max_ofIPKcET_S2_S2_(ptr noundef @.str.9, ptr noundef @.str.10), !dbg !556
  %226 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef signext %221, double noundef %223, ptr noundef %225)
          to label %227 unwind label %169, !dbg !557

227:                                              ; preds = %224
  %228 = invoke noundef signext i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef signext 1, i8 noundef zeroext 99, double noundef 2.000000e+00, ptr noundef @.str.12)
          to label %229 unwind label %169, !dbg !558

229:                                              ; preds = %227
  %230 = invoke noundef ptr @_ZN8TypeNameIiE3getEv()
          to label %231 unwind label %169, !dbg !559

231:                                              ; preds = %229
  %232 = invoke noundef ptr @_ZN8TypeNameIdE3getEv()
          to label %233 unwind label %169, !dbg !560

233:                                              ; preds = %231
  %234 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef signext %228, ptr noundef %230, ptr noundef %232)
          to label %235 unwind label %169, !dbg !561

235:                                              ; preds = %233
    #dbg_declare(ptr %31, !562, !DIExpression(), !563)
  call void @_Z8make_bigi(ptr dead_on_unwind writable sret(%struct.Big) align 8 %31, i32 noundef signext 5), !dbg !564
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %32, ptr align 8 %31, i64 48, i1 false), !dbg !565
  %236 = load [6 x i64], ptr %32, align 8, !dbg !566
  %237 = call noundef i64 @_Z7sum_big3Big([6 x i64] %236), !dbg !566
  %238 = getelementptr inbounds %struct.Big, ptr %31, i32 0, i32 4, !dbg !567
  %239 = getelementptr inbounds [13 x i8], ptr %238, i64 0, i64 0, !dbg !568
  %240 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %237, ptr noundef %239)
          to label %241 unwind label %169, !dbg !569

241:                                              ; preds = %235
    #dbg_declare(ptr %33, !570, !DIExpression(), !571)
  %242 = getelementptr inbounds %struct.Pair, ptr %34, i32 0, i32 0, !dbg !572
  store i32 3, ptr %242, align 4, !dbg !572
  %243 = getelementptr inbounds %struct.Pair, ptr %34, i32 0, i32 1, !dbg !572
  store float 9.500000e+00, ptr %243, align 4, !dbg !572
  %244 = load i64, ptr %34, align 4, !dbg !573
  call void @_Z9swap_pair4Pair(ptr dead_on_unwind writable sret(%struct.Pair) align 4 %33, i64 %244), !dbg !573
  %245 = getelementptr inbounds %struct.Pair, ptr %33, i32 0, i32 0, !dbg !574
  %246 = load i32, ptr %245, align 4, !dbg !574
  %247 = getelementptr inbounds %struct.Pair, ptr %33, i32 0, i32 1, !dbg !575
  %248 = load float, ptr %247, align 4, !dbg !575
  %249 = fpext float %248 to double, !dbg !576
  %250 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef signext %246, double noundef %249)
          to label %251 unwind label %169, !dbg !577

251:                                              ; preds = %241
    #dbg_declare(ptr %35, !578, !DIExpression(), !579)
  %252 = invoke noundef signext i32 @_ZL7counterv()
          to label %253 unwind label %169, !dbg !580

253:                                              ; preds = %251
  store i32 %252, ptr %35, align 4, !dbg !579
    #dbg_declare(ptr %36, !581, !DIExpression(), !582)
  %254 = invoke noundef signext i32 @_ZL7counterv()
          to label %255 unwind label %169, !dbg !583

255:                                              ; preds = %253
  store i32 %254, ptr %36, align 4, !dbg !582
  %256 = load i32, ptr %35, align 4, !dbg !584
  %257 = load i32, ptr %36, align 4, !dbg !585
  %258 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZL8registryv()
          to label %259 unwind label %169, !dbg !586

259:                                              ; preds = %255
  %260 = getelementptr inbounds %struct.Registry, ptr %258, i32 0, i32 0, !dbg !587
  %261 = load i32, ptr %260, align 4, !dbg !587
  %262 = invoke signext i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef signext %256, i32 noundef signext %257, i32 noundef signext %261)
          to label %263 unwind label %169, !dbg !588

263:                                              ; preds = %259
  store i32 0, ptr %1, align 4, !dbg !589
  call void @_ZN7DiamondD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #13, !dbg !368
  %264 = load i32, ptr %1, align 4, !dbg !368
  ret i32 %264, !dbg !368

265:                                              ; preds = %169, %86, %82, %78
  %266 = load ptr, ptr %3, align 8, !dbg !305
  %267 = load i32, ptr %4, align 4, !dbg !305
  %268 = insertvalue { ptr, i32 } poison, ptr %266, 0, !dbg !305
  %269 = insertvalue { ptr, i32 } %268, i32 %267, 1, !dbg !305
  resume { ptr, i32 } %269, !dbg !305
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) unnamed_addr #0 comdat !dbg !590 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !591, !DIExpression(), !593)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !594, !DIExpression(), !595)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !596, !DIExpression(), !597)
  %7 = load ptr, ptr %4, align 8
  call void @_ZN5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #13, !dbg !598
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV4Rect, i32 0, i32 0, i32 2), ptr %7, align 8, !dbg !599
  %8 = getelementptr inbounds %struct.Rect, ptr %7, i32 0, i32 1, !dbg !600
  %9 = load double, ptr %5, align 8, !dbg !601
  store double %9, ptr %8, align 8, !dbg !600
  %10 = getelementptr inbounds %struct.Rect, ptr %7, i32 0, i32 2, !dbg !602
  %11 = load double, ptr %6, align 8, !dbg !603
  store double %11, ptr %10, align 8, !dbg !602
  ret void, !dbg !604
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareC2Ed(ptr noundef nonnull align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #0 comdat !dbg !605 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !606, !DIExpression(), !608)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !609, !DIExpression(), !610)
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8, !dbg !611
  %7 = load double, ptr %4, align 8, !dbg !612
  call void @_ZN4RectC2Edd(ptr noundef nonnull align 8 dereferenceable(24) %5, double noundef %6, double noundef %7), !dbg !613
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV6Square, i32 0, i32 0, i32 2), ptr %5, align 8, !dbg !614
  ret void, !dbg !615
}

declare signext i32 @printf(ptr noundef, ...) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6WidgetC2Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #0 comdat !dbg !616 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !618, !DIExpression(), !620)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5NamedC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #13, !dbg !621
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !621
  call void @_ZN7CountedC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #13, !dbg !621
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr], [3 x ptr] }, ptr @_ZTV6Widget, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !621
  %5 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !621
  store ptr getelementptr inbounds inrange(-16, 8) ({ [4 x ptr], [3 x ptr] }, ptr @_ZTV6Widget, i32 0, i32 1, i32 2), ptr %5, align 8, !dbg !621
  ret void, !dbg !621
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondC1Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #0 comdat !dbg !622 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !627, !DIExpression(), !629)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !630
  call void @_ZN4BaseC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #13, !dbg !630
  call void @_ZN4LeftC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT7Diamond, i64 0, i64 1)) #13, !dbg !630
  %5 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !630
  call void @_ZN5RightC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT7Diamond, i64 0, i64 3)) #13, !dbg !630
  store ptr getelementptr inbounds inrange(-24, 24) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 0, i32 3), ptr %3, align 8, !dbg !630
  %6 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !630
  store ptr getelementptr inbounds inrange(-32, 24) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 2, i32 4), ptr %6, align 8, !dbg !630
  %7 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !630
  store ptr getelementptr inbounds inrange(-24, 16) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 1, i32 3), ptr %7, align 8, !dbg !630
  %8 = getelementptr inbounds %struct.Diamond, ptr %3, i32 0, i32 3, !dbg !631
  store i32 4, ptr %8, align 4, !dbg !631
  ret void, !dbg !630
}

; Function Attrs: nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i64) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZN5ArrayIiLi8EEixEi(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef signext %1) #0 comdat !dbg !632 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !633, !DIExpression(), !635)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !636, !DIExpression(), !637)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Array, ptr %5, i32 0, i32 0, !dbg !638
  %7 = load i32, ptr %4, align 4, !dbg !639
  %8 = sext i32 %7 to i64, !dbg !638
  %9 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %8, !dbg !638
  ret ptr %9, !dbg !640
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef signext i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef signext %1, i32 %2) #8 !dbg !641 {
  %4 = alloca %class.anon, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon, ptr %4, i32 0, i32 0
  store i32 %2, ptr %8, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !647, !DIExpression(), !649)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !650, !DIExpression(), !651)
    #dbg_declare(ptr %4, !652, !DIExpression(), !653)
  %9 = load ptr, ptr %5, align 8
    #dbg_declare(ptr %7, !654, !DIExpression(), !656)
  store i32 0, ptr %7, align 4, !dbg !656
  br label %10, !dbg !657

10:                                               ; preds = %21, %3
  %11 = load i32, ptr %7, align 4, !dbg !658
  %12 = icmp slt i32 %11, 8, !dbg !660
  br i1 %12, label %13, label %24, !dbg !661

13:                                               ; preds = %10
  %14 = load i32, ptr %6, align 4, !dbg !662
  %15 = getelementptr inbounds %struct.Array, ptr %9, i32 0, i32 0, !dbg !663
  %16 = load i32, ptr %7, align 4, !dbg !664
  %17 = sext i32 %16 to i64, !dbg !663
  %18 = getelementptr inbounds [8 x i32], ptr %15, i64 0, i64 %17, !dbg !663
  %19 = load i32, ptr %18, align 4, !dbg !663
  %20 = call noundef signext i32 @"_ZZ4mainENK3$_1clEii"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef signext %14, i32 noundef signext %19), !dbg !665
  store i32 %20, ptr %6, align 4, !dbg !666
  br label %21, !dbg !667

21:                                               ; preds = %13
  %22 = load i32, ptr %7, align 4, !dbg !668
  %23 = add nsw i32 %22, 1, !dbg !668
  store i32 %23, ptr %7, align 4, !dbg !668
  br label %10, !dbg !669, !llvm.loop !670

24:                                               ; preds = %10
  %25 = load i32, ptr %6, align 4, !dbg !672
  ret i32 %25, !dbg !673
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef signext i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef signext %1, i64 %2) #8 !dbg !674 {
  %4 = alloca %class.anon.0, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.0, ptr %4, i32 0, i32 0
  %9 = inttoptr i64 %2 to ptr
  store ptr %9, ptr %8, align 8
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !680, !DIExpression(), !681)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !682, !DIExpression(), !683)
    #dbg_declare(ptr %4, !684, !DIExpression(), !685)
  %10 = load ptr, ptr %5, align 8
    #dbg_declare(ptr %7, !686, !DIExpression(), !688)
  store i32 0, ptr %7, align 4, !dbg !688
  br label %11, !dbg !689

11:                                               ; preds = %22, %3
  %12 = load i32, ptr %7, align 4, !dbg !690
  %13 = icmp slt i32 %12, 8, !dbg !692
  br i1 %13, label %14, label %25, !dbg !693

14:                                               ; preds = %11
  %15 = load i32, ptr %6, align 4, !dbg !694
  %16 = getelementptr inbounds %struct.Array, ptr %10, i32 0, i32 0, !dbg !695
  %17 = load i32, ptr %7, align 4, !dbg !696
  %18 = sext i32 %17 to i64, !dbg !695
  %19 = getelementptr inbounds [8 x i32], ptr %16, i64 0, i64 %18, !dbg !695
  %20 = load i32, ptr %19, align 4, !dbg !695
  %21 = call noundef signext i32 @"_ZZ4mainEN3$_2clEii"(ptr noundef nonnull align 8 dereferenceable(8) %4, i32 noundef signext %15, i32 noundef signext %20), !dbg !697
  store i32 %21, ptr %6, align 4, !dbg !698
  br label %22, !dbg !699

22:                                               ; preds = %14
  %23 = load i32, ptr %7, align 4, !dbg !700
  %24 = add nsw i32 %23, 1, !dbg !700
  store i32 %24, ptr %7, align 4, !dbg !700
  br label %11, !dbg !701, !llvm.loop !702

25:                                               ; preds = %11
  %26 = load i32, ptr %6, align 4, !dbg !704
  ret i32 %26, !dbg !705
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef signext i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef signext %1) #0 !dbg !706 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !714, !DIExpression(), !716)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !717, !DIExpression(), !718)
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4, !dbg !719
  %7 = load i32, ptr %4, align 4, !dbg !720
  %8 = add nsw i32 %6, %7, !dbg !721
  ret i32 %8, !dbg !722
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 !dbg !723 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !729, !DIExpression(), !730)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !731, !DIExpression(), !732)
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8, !dbg !733
  %7 = load double, ptr %4, align 8, !dbg !734
  %8 = fadd double %6, %7, !dbg !735
  ret double %8, !dbg !736
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"_ZZ4mainENK3$_3cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 !dbg !737 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !744, !DIExpression(), !746)
  %3 = load ptr, ptr %2, align 8
  ret ptr @"_ZZ4mainEN3$_38__invokeEi", !dbg !747
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_Z6max_ofIiET_S0_S0_(i32 noundef signext %0, i32 noundef signext %1) #0 comdat !dbg !748 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !752, !DIExpression(), !753)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !754, !DIExpression(), !755)
  %5 = load i32, ptr %3, align 4, !dbg !756
  %6 = load i32, ptr %4, align 4, !dbg !757
  %7 = icmp slt i32 %5, %6, !dbg !758
  br i1 %7, label %8, label %10, !dbg !756

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !759
  br label %12, !dbg !756

10:                                               ; preds = %2
  %11 = load i32, ptr %3, align 4, !dbg !760
  br label %12, !dbg !756

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !756
  ret i32 %13, !dbg !761
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z6max_ofIdET_S0_S0_(double noundef %0, double noundef %1) #0 comdat !dbg !762 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !767, !DIExpression(), !768)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !769, !DIExpression(), !770)
  %5 = load double, ptr %3, align 8, !dbg !771
  %6 = load double, ptr %4, align 8, !dbg !772
  %7 = fcmp olt double %5, %6, !dbg !773
  br i1 %7, label %8, label %10, !dbg !771

8:                                                ; preds = %2
  %9 = load double, ptr %4, align 8, !dbg !774
  br label %12, !dbg !771

10:                                               ; preds = %2
  %11 = load double, ptr %3, align 8, !dbg !775
  br label %12, !dbg !771

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ], !dbg !771
  ret double %13, !dbg !776
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef signext %0, i8 noundef zeroext %1, double noundef %2, ptr noundef %3) #0 comdat !dbg !777 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca double, align 8
  %8 = alloca ptr, align 8
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !787, !DIExpression(), !788)
  store i8 %1, ptr %6, align 1
    #dbg_declare(ptr %6, !789, !DIExpression(), !788)
  store double %2, ptr %7, align 8
    #dbg_declare(ptr %7, !790, !DIExpression(), !788)
  store ptr %3, ptr %8, align 8
    #dbg_declare(ptr %8, !791, !DIExpression(), !788)
  ret i32 4, !dbg !792
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZN8TypeNameIiE3getEv() #0 comdat !dbg !793 {
  ret ptr @.str.21, !dbg !799
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZN8TypeNameIdE3getEv() #0 comdat !dbg !800 {
  ret ptr @.str.22, !dbg !804
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef signext i32 @_ZL7counterv() #8 personality ptr @__gxx_personality_v0 !dbg !93 {
  %1 = alloca ptr, align 8
  %2 = alloca i32, align 4
  %3 = load atomic i8, ptr @_ZGVZL7countervE1n acquire, align 8, !dbg !805
  %4 = icmp eq i8 %3, 0, !dbg !805
  br i1 %4, label %5, label %13, !dbg !805, !prof !806

5:                                                ; preds = %0
  %6 = call i32 @__cxa_guard_acquire(ptr @_ZGVZL7countervE1n) #13, !dbg !805
  %7 = icmp ne i32 %6, 0, !dbg !805
  br i1 %7, label %8, label %13, !dbg !805

8:                                                ; preds = %5
  %9 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZL8registryv()
          to label %10 unwind label %16, !dbg !807

10:                                               ; preds = %8
  %11 = getelementptr inbounds %struct.Registry, ptr %9, i32 0, i32 0, !dbg !808
  %12 = load i32, ptr %11, align 4, !dbg !808
  store i32 %12, ptr @_ZZL7countervE1n, align 4, !dbg !805
  call void @__cxa_guard_release(ptr @_ZGVZL7countervE1n) #13, !dbg !805
  br label %13, !dbg !805

13:                                               ; preds = %10, %5, %0
  %14 = load i32, ptr @_ZZL7countervE1n, align 4, !dbg !809
  %15 = add nsw i32 %14, 1, !dbg !809
  store i32 %15, ptr @_ZZL7countervE1n, align 4, !dbg !809
  ret i32 %15, !dbg !810

16:                                               ; preds = %8
  %17 = landingpad { ptr, i32 }
          cleanup, !dbg !811
  %18 = extractvalue { ptr, i32 } %17, 0, !dbg !811
  store ptr %18, ptr %1, align 8, !dbg !811
  %19 = extractvalue { ptr, i32 } %17, 1, !dbg !811
  store i32 %19, ptr %2, align 4, !dbg !811
  call void @__cxa_guard_abort(ptr @_ZGVZL7countervE1n) #13, !dbg !805
  br label %20, !dbg !805

20:                                               ; preds = %16
  %21 = load ptr, ptr %1, align 8, !dbg !805
  %22 = load i32, ptr %2, align 4, !dbg !805
  %23 = insertvalue { ptr, i32 } poison, ptr %21, 0, !dbg !805
  %24 = insertvalue { ptr, i32 } %23, i32 %22, 1, !dbg !805
  resume { ptr, i32 } %24, !dbg !805
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef nonnull align 4 dereferenceable(4) ptr @_ZL8registryv() #8 personality ptr @__gxx_personality_v0 !dbg !136 {
  %1 = alloca ptr, align 8
  %2 = alloca i32, align 4
  %3 = load atomic i8, ptr @_ZGVZL8registryvE1r acquire, align 8, !dbg !812
  %4 = icmp eq i8 %3, 0, !dbg !812
  br i1 %4, label %5, label %11, !dbg !812, !prof !806

5:                                                ; preds = %0
  %6 = call i32 @__cxa_guard_acquire(ptr @_ZGVZL8registryvE1r) #13, !dbg !812
  %7 = icmp ne i32 %6, 0, !dbg !812
  br i1 %7, label %8, label %11, !dbg !812

8:                                                ; preds = %5
  invoke void @_ZN8RegistryC2Ev(ptr noundef nonnull align 4 dereferenceable(4) @_ZZL8registryvE1r)
          to label %9 unwind label %12, !dbg !813

9:                                                ; preds = %8
  %10 = call i32 @__cxa_atexit(ptr @_ZN8RegistryD2Ev, ptr @_ZZL8registryvE1r, ptr @__dso_handle) #13, !dbg !812
  call void @__cxa_guard_release(ptr @_ZGVZL8registryvE1r) #13, !dbg !812
  br label %11, !dbg !812

11:                                               ; preds = %9, %5, %0
  ret ptr @_ZZL8registryvE1r, !dbg !814

12:                                               ; preds = %8
  %13 = landingpad { ptr, i32 }
          cleanup, !dbg !815
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !815
  store ptr %14, ptr %1, align 8, !dbg !815
  %15 = extractvalue { ptr, i32 } %13, 1, !dbg !815
  store i32 %15, ptr %2, align 4, !dbg !815
  call void @__cxa_guard_abort(ptr @_ZGVZL8registryvE1r) #13, !dbg !812
  br label %16, !dbg !812

16:                                               ; preds = %12
  %17 = load ptr, ptr %1, align 8, !dbg !812
  %18 = load i32, ptr %2, align 4, !dbg !812
  %19 = insertvalue { ptr, i32 } poison, ptr %17, 0, !dbg !812
  %20 = insertvalue { ptr, i32 } %19, i32 %18, 1, !dbg !812
  resume { ptr, i32 } %20, !dbg !812
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #0 comdat !dbg !816 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !818, !DIExpression(), !819)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN7DiamondD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef @_ZTT7Diamond) #13, !dbg !820
  %4 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !820
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #13, !dbg !820
  ret void, !dbg !820
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !821 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !823, !DIExpression(), !824)
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV5Shape, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !825
  ret void, !dbg !825
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat !dbg !826 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !830, !DIExpression(), !831)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #13, !dbg !832
  ret void, !dbg !834
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectD0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat !dbg !835 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !836, !DIExpression(), !837)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4RectD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #13, !dbg !838
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 24) #17, !dbg !838
  ret void, !dbg !838
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4Rect4areaEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat !dbg !839 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !840, !DIExpression(), !842)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 1, !dbg !843
  %5 = load double, ptr %4, align 8, !dbg !843
  %6 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 2, !dbg !844
  %7 = load double, ptr %6, align 8, !dbg !844
  %8 = fmul double %5, %7, !dbg !845
  ret double %8, !dbg !846
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Rect4nameEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat !dbg !847 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !848, !DIExpression(), !849)
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.17, !dbg !850
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !851 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !852, !DIExpression(), !853)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !854
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !855 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !856, !DIExpression(), !857)
  %3 = load ptr, ptr %2, align 8
  call void @llvm.trap() #15, !dbg !858
  unreachable, !dbg !858
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5Shape4nameEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat !dbg !859 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !860, !DIExpression(), !862)
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.16, !dbg !863
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #10

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat !dbg !864 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !868, !DIExpression(), !869)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4RectD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #13, !dbg !870
  ret void, !dbg !872
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat !dbg !873 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !874, !DIExpression(), !875)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6SquareD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #13, !dbg !876
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 24) #17, !dbg !876
  ret void, !dbg !876
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK6Square4nameEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat !dbg !877 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !878, !DIExpression(), !880)
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.18, !dbg !881
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5NamedC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat !dbg !882 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !887, !DIExpression(), !888)
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 8) ({ [3 x ptr] }, ptr @_ZTV5Named, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !889
  %4 = getelementptr inbounds %struct.Named, ptr %3, i32 0, i32 1, !dbg !890
  store i32 5, ptr %4, align 8, !dbg !890
  ret void, !dbg !889
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CountedC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat !dbg !891 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !893, !DIExpression(), !894)
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 8) ({ [3 x ptr] }, ptr @_ZTV7Counted, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !895
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1, !dbg !896
  store i32 0, ptr %4, align 8, !dbg !896
  ret void, !dbg !895
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK6Widget5labelEv(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #0 comdat !dbg !897 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !898, !DIExpression(), !900)
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.20, !dbg !901
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6Widget4bumpEv(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #0 comdat !dbg !902 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !903, !DIExpression(), !904)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !905
  %5 = getelementptr inbounds %struct.Counted, ptr %4, i32 0, i32 1, !dbg !905
  %6 = load i32, ptr %5, align 8, !dbg !906
  %7 = add nsw i32 %6, 10, !dbg !906
  store i32 %7, ptr %5, align 8, !dbg !906
  ret void, !dbg !907
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N6Widget4bumpEv(ptr noundef %0) unnamed_addr #11 comdat !dbg !908 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !910
  %4 = getelementptr inbounds i8, ptr %3, i64 -16, !dbg !910
  tail call void @_ZN6Widget4bumpEv(ptr noundef nonnull align 8 dereferenceable(28) %4), !dbg !910
  ret void, !dbg !910
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5Named5labelEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat !dbg !911 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !912, !DIExpression(), !914)
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.19, !dbg !915
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7Counted4bumpEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat !dbg !916 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !917, !DIExpression(), !918)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1, !dbg !919
  %5 = load i32, ptr %4, align 8, !dbg !920
  %6 = add nsw i32 %5, 1, !dbg !920
  store i32 %6, ptr %4, align 8, !dbg !920
  ret void, !dbg !921
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat !dbg !922 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !924, !DIExpression(), !925)
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !926
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1, !dbg !927
  store i32 1, ptr %4, align 8, !dbg !927
  ret void, !dbg !926
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #0 comdat !dbg !928 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !933, !DIExpression(), !934)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !935, !DIExpression(), !934)
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load ptr, ptr %6, align 8, !dbg !937
  store ptr %7, ptr %5, align 8, !dbg !937
  %8 = getelementptr inbounds ptr, ptr %6, i64 1, !dbg !937
  %9 = load ptr, ptr %8, align 8, !dbg !937
  %10 = load ptr, ptr %5, align 8, !dbg !937
  %11 = getelementptr i8, ptr %10, i64 -24, !dbg !937
  %12 = load i64, ptr %11, align 8, !dbg !937
  %13 = getelementptr inbounds i8, ptr %5, i64 %12, !dbg !937
  store ptr %9, ptr %13, align 8, !dbg !937
  %14 = getelementptr inbounds %struct.Left, ptr %5, i32 0, i32 1, !dbg !938
  store i32 2, ptr %14, align 8, !dbg !938
  ret void, !dbg !937
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #0 comdat !dbg !939 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !944, !DIExpression(), !945)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !946, !DIExpression(), !945)
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load ptr, ptr %6, align 8, !dbg !947
  store ptr %7, ptr %5, align 8, !dbg !947
  %8 = getelementptr inbounds ptr, ptr %6, i64 1, !dbg !947
  %9 = load ptr, ptr %8, align 8, !dbg !947
  %10 = load ptr, ptr %5, align 8, !dbg !947
  %11 = getelementptr i8, ptr %10, i64 -24, !dbg !947
  %12 = load i64, ptr %11, align 8, !dbg !947
  %13 = getelementptr inbounds i8, ptr %5, i64 %12, !dbg !947
  store ptr %9, ptr %13, align 8, !dbg !947
  %14 = getelementptr inbounds %struct.Right, ptr %5, i32 0, i32 1, !dbg !948
  store i32 3, ptr %14, align 8, !dbg !948
  ret void, !dbg !947
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZNK4Left3getEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat !dbg !949 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !950, !DIExpression(), !952)
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8, !dbg !953
  %5 = getelementptr i8, ptr %4, i64 -24, !dbg !953
  %6 = load i64, ptr %5, align 8, !dbg !953
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !953
  %8 = getelementptr inbounds %struct.Base, ptr %7, i32 0, i32 1, !dbg !953
  %9 = load i32, ptr %8, align 8, !dbg !953
  %10 = getelementptr inbounds %struct.Left, ptr %3, i32 0, i32 1, !dbg !954
  %11 = load i32, ptr %10, align 8, !dbg !954
  %12 = add nsw i32 %9, %11, !dbg !955
  ret i32 %12, !dbg !956
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat !dbg !957 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !959, !DIExpression(), !960)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4LeftD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef @_ZTT4Left) #13, !dbg !961
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !961
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #13, !dbg !961
  ret void, !dbg !961
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat !dbg !962 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !963, !DIExpression(), !964)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4LeftD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #13, !dbg !965
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 32) #17, !dbg !965
  ret void, !dbg !965
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZTv0_n24_NK4Left3getEv(ptr noundef %0) unnamed_addr #11 comdat !dbg !966 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !967
  %4 = load ptr, ptr %3, align 8, !dbg !967
  %5 = getelementptr inbounds i8, ptr %4, i64 -24, !dbg !967
  %6 = load i64, ptr %5, align 8, !dbg !967
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !967
  %8 = tail call noundef signext i32 @_ZNK4Left3getEv(ptr noundef nonnull align 8 dereferenceable(12) %7), !dbg !967
  ret i32 %8, !dbg !967
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N4LeftD1Ev(ptr noundef %0) unnamed_addr #12 comdat !dbg !968 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !969
  %4 = load ptr, ptr %3, align 8, !dbg !969
  %5 = getelementptr inbounds i8, ptr %4, i64 -32, !dbg !969
  %6 = load i64, ptr %5, align 8, !dbg !969
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !969
  tail call void @_ZN4LeftD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #13, !dbg !969
  ret void, !dbg !969
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N4LeftD0Ev(ptr noundef %0) unnamed_addr #12 comdat !dbg !970 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !971
  %4 = load ptr, ptr %3, align 8, !dbg !971
  %5 = getelementptr inbounds i8, ptr %4, i64 -32, !dbg !971
  %6 = load i64, ptr %5, align 8, !dbg !971
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !971
  tail call void @_ZN4LeftD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #13, !dbg !971
  ret void, !dbg !971
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat !dbg !972 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !974, !DIExpression(), !975)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5RightD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef @_ZTT5Right) #13, !dbg !976
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !976
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #13, !dbg !976
  ret void, !dbg !976
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat !dbg !977 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !978, !DIExpression(), !979)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5RightD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #13, !dbg !980
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 32) #17, !dbg !980
  ret void, !dbg !980
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZNK4Base3getEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat !dbg !981 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !982, !DIExpression(), !984)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1, !dbg !985
  %5 = load i32, ptr %4, align 8, !dbg !985
  ret i32 %5, !dbg !986
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N5RightD1Ev(ptr noundef %0) unnamed_addr #12 comdat !dbg !987 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !988
  %4 = load ptr, ptr %3, align 8, !dbg !988
  %5 = getelementptr inbounds i8, ptr %4, i64 -32, !dbg !988
  %6 = load i64, ptr %5, align 8, !dbg !988
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !988
  tail call void @_ZN5RightD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #13, !dbg !988
  ret void, !dbg !988
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N5RightD0Ev(ptr noundef %0) unnamed_addr #12 comdat !dbg !989 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !990
  %4 = load ptr, ptr %3, align 8, !dbg !990
  %5 = getelementptr inbounds i8, ptr %4, i64 -32, !dbg !990
  %6 = load i64, ptr %5, align 8, !dbg !990
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !990
  tail call void @_ZN5RightD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #13, !dbg !990
  ret void, !dbg !990
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZNK7Diamond3getEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #0 comdat !dbg !991 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !992, !DIExpression(), !994)
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8, !dbg !995
  %5 = getelementptr i8, ptr %4, i64 -24, !dbg !995
  %6 = load i64, ptr %5, align 8, !dbg !995
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !995
  %8 = getelementptr inbounds %struct.Base, ptr %7, i32 0, i32 1, !dbg !995
  %9 = load i32, ptr %8, align 8, !dbg !995
  %10 = getelementptr inbounds %struct.Left, ptr %3, i32 0, i32 1, !dbg !996
  %11 = load i32, ptr %10, align 8, !dbg !996
  %12 = add nsw i32 %9, %11, !dbg !997
  %13 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !998
  %14 = getelementptr inbounds %struct.Right, ptr %13, i32 0, i32 1, !dbg !998
  %15 = load i32, ptr %14, align 8, !dbg !998
  %16 = add nsw i32 %12, %15, !dbg !999
  %17 = getelementptr inbounds %struct.Diamond, ptr %3, i32 0, i32 3, !dbg !1000
  %18 = load i32, ptr %17, align 4, !dbg !1000
  %19 = add nsw i32 %16, %18, !dbg !1001
  ret i32 %19, !dbg !1002
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #0 comdat !dbg !1003 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1004, !DIExpression(), !1005)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN7DiamondD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #13, !dbg !1006
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 48) #17, !dbg !1006
  ret void, !dbg !1006
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #12 comdat !dbg !1007 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !1008
  %4 = getelementptr inbounds i8, ptr %3, i64 -16, !dbg !1008
  tail call void @_ZN7DiamondD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #13, !dbg !1008
  ret void, !dbg !1008
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #12 comdat !dbg !1009 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !1010
  %4 = getelementptr inbounds i8, ptr %3, i64 -16, !dbg !1010
  tail call void @_ZN7DiamondD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #13, !dbg !1010
  ret void, !dbg !1010
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZTv0_n24_NK7Diamond3getEv(ptr noundef %0) unnamed_addr #11 comdat !dbg !1011 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !1012
  %4 = load ptr, ptr %3, align 8, !dbg !1012
  %5 = getelementptr inbounds i8, ptr %4, i64 -24, !dbg !1012
  %6 = load i64, ptr %5, align 8, !dbg !1012
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !1012
  %8 = tail call noundef signext i32 @_ZNK7Diamond3getEv(ptr noundef nonnull align 8 dereferenceable(32) %7), !dbg !1012
  ret i32 %8, !dbg !1012
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #12 comdat !dbg !1013 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !1014
  %4 = load ptr, ptr %3, align 8, !dbg !1014
  %5 = getelementptr inbounds i8, ptr %4, i64 -32, !dbg !1014
  %6 = load i64, ptr %5, align 8, !dbg !1014
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !1014
  tail call void @_ZN7DiamondD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #13, !dbg !1014
  ret void, !dbg !1014
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n32_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #12 comdat !dbg !1015 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !1016
  %4 = load ptr, ptr %3, align 8, !dbg !1016
  %5 = getelementptr inbounds i8, ptr %4, i64 -32, !dbg !1016
  %6 = load i64, ptr %5, align 8, !dbg !1016
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !1016
  tail call void @_ZN7DiamondD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #13, !dbg !1016
  ret void, !dbg !1016
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat !dbg !1017 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1018, !DIExpression(), !1019)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !1020
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat !dbg !1021 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1022, !DIExpression(), !1023)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #13, !dbg !1024
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #17, !dbg !1024
  ret void, !dbg !1025
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #0 comdat !dbg !1026 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1027, !DIExpression(), !1028)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1029, !DIExpression(), !1028)
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  ret void, !dbg !1030
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #0 comdat !dbg !1031 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1032, !DIExpression(), !1033)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1034, !DIExpression(), !1033)
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  ret void, !dbg !1035
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef signext i32 @"_ZZ4mainEN3$_38__invokeEi"(i32 noundef signext %0) #8 !dbg !1036 {
  %2 = alloca i32, align 4
  %3 = alloca %class.anon.2, align 1
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1038, !DIExpression(), !1039)
  %4 = load i32, ptr %2, align 4, !dbg !1040
  %5 = call noundef signext i32 @"_ZZ4mainENK3$_3clEi"(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef signext %4), !dbg !1040
  ret i32 %5, !dbg !1040
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef signext i32 @"_ZZ4mainENK3$_3clEi"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef signext %1) #0 !dbg !1041 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1045, !DIExpression(), !1046)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1047, !DIExpression(), !1048)
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4, !dbg !1049
  %7 = mul nsw i32 %6, 3, !dbg !1050
  ret i32 %7, !dbg !1051
}

; Function Attrs: nounwind
declare i32 @__cxa_guard_acquire(ptr) #13

; Function Attrs: nounwind
declare void @__cxa_guard_abort(ptr) #13

; Function Attrs: nounwind
declare void @__cxa_guard_release(ptr) #13

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN8RegistryC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat !dbg !1052 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1053, !DIExpression(), !1055)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Registry, ptr %3, i32 0, i32 0, !dbg !1056
  store i32 3, ptr %4, align 4, !dbg !1056
  %5 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.23), !dbg !1057
  ret void, !dbg !1059
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8RegistryD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat !dbg !1060 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1061, !DIExpression(), !1062)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !1063
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(ptr, ptr, ptr) #13

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1) unnamed_addr #0 comdat !dbg !1064 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1065, !DIExpression(), !1066)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1067, !DIExpression(), !1066)
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !1068
  %8 = getelementptr inbounds ptr, ptr %6, i64 3, !dbg !1068
  call void @_ZN5RightD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %7, ptr noundef %8) #13, !dbg !1068
  %9 = getelementptr inbounds ptr, ptr %6, i64 1, !dbg !1068
  call void @_ZN4LeftD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef %9) #13, !dbg !1068
  ret void, !dbg !1070
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef signext i32 @"_ZZ4mainENK3$_1clEii"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef signext %1, i32 noundef signext %2) #0 !dbg !1071 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !1077, !DIExpression(), !1079)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !1080, !DIExpression(), !1081)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !1082, !DIExpression(), !1083)
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4, !dbg !1084
  %9 = load i32, ptr %6, align 4, !dbg !1085
  %10 = add nsw i32 %8, %9, !dbg !1086
  %11 = getelementptr inbounds %class.anon, ptr %7, i32 0, i32 0, !dbg !1087
  %12 = load i32, ptr %11, align 4, !dbg !1087
  %13 = add nsw i32 %10, %12, !dbg !1088
  ret i32 %13, !dbg !1089
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef signext i32 @"_ZZ4mainEN3$_2clEii"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef signext %1, i32 noundef signext %2) #0 !dbg !1090 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !1095, !DIExpression(), !1097)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !1098, !DIExpression(), !1099)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !1100, !DIExpression(), !1101)
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %class.anon.0, ptr %7, i32 0, i32 0, !dbg !1102
  %9 = load ptr, ptr %8, align 8, !dbg !1102
  %10 = load i32, ptr %9, align 4, !dbg !1103
  %11 = add nsw i32 %10, 1, !dbg !1103
  store i32 %11, ptr %9, align 4, !dbg !1103
  %12 = load i32, ptr %6, align 4, !dbg !1104
  %13 = icmp ne i32 %12, 0, !dbg !1104
  br i1 %13, label %14, label %19, !dbg !1104

14:                                               ; preds = %3
  %15 = load i32, ptr %5, align 4, !dbg !1105
  %16 = mul nsw i32 %15, 1, !dbg !1106
  %17 = load i32, ptr %6, align 4, !dbg !1107
  %18 = add nsw i32 %16, %17, !dbg !1108
  br label %21, !dbg !1104

19:                                               ; preds = %3
  %20 = load i32, ptr %5, align 4, !dbg !1109
  br label %21, !dbg !1104

21:                                               ; preds = %19, %14
  %22 = phi i32 [ %18, %14 ], [ %20, %19 ], !dbg !1104
  ret i32 %22, !dbg !1110
}

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { mustprogress nobuiltin noinline optnone allocsize(0) uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #2 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #6 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #11 = { noinline optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #12 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #13 = { nounwind }
attributes #14 = { allocsize(0) }
attributes #15 = { noreturn nounwind }
attributes #16 = { builtin allocsize(0) }
attributes #17 = { builtin nounwind }

!llvm.dbg.cu = !{!97}
!llvm.module.flags = !{!145, !146, !147, !148, !149, !150, !151}
!llvm.ident = !{!152}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "classes.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "4d933ee76c27b4a7dbb032f6f2716587")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!145 = !{i32 7, !"Dwarf Version", i32 5}
!146 = !{i32 2, !"Debug Info Version", i32 3}
!147 = !{i32 1, !"wchar_size", i32 4}
!148 = !{i32 8, !"PIC Level", i32 2}
!149 = !{i32 7, !"PIE Level", i32 2}
!150 = !{i32 7, !"uwtable", i32 2}
!151 = !{i32 7, !"frame-pointer", i32 2}
!152 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!153 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "_Z6max_ofIPKcET_S2_S2_", scope: !2, file: !2, line: 53, type: !154, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !158, retainedNodes: !157)
!154 = !DISubroutineType(types: !155)
!155 = !{!156, !156, !156}
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!157 = !{}
!158 = !{!159}
!159 = !DITemplateTypeParameter(name: "T", type: !156)
!160 = !DILocalVariable(name: "a", arg: 1, scope: !153, file: !2, line: 53, type: !156)
!161 = !DILocation(line: 53, column: 58, scope: !153)
!162 = !DILocalVariable(arg: 2, scope: !153, file: !2, line: 53, type: !156)
!163 = !DILocation(line: 53, column: 73, scope: !153)
!164 = !DILocation(line: 53, column: 84, scope: !153)
!165 = !DILocation(line: 53, column: 77, scope: !153)
!166 = distinct !DISubprogram(name: "make_big", linkageName: "_Z8make_bigi", scope: !2, file: !2, line: 65, type: !167, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !157)
!167 = !DISubroutineType(types: !168)
!168 = !{!169, !96}
!169 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !2, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !170, identifier: "_ZTS3Big")
!170 = !{!171, !173, !174, !175, !176}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !169, file: !2, line: 62, baseType: !172, size: 64)
!172 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !169, file: !2, line: 62, baseType: !172, size: 64, offset: 64)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !169, file: !2, line: 62, baseType: !172, size: 64, offset: 128)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !169, file: !2, line: 62, baseType: !172, size: 64, offset: 192)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !169, file: !2, line: 62, baseType: !177, size: 104, offset: 256)
!177 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 104, elements: !30)
!178 = !DILocalVariable(name: "seed", arg: 1, scope: !166, file: !2, line: 65, type: !96)
!179 = !DILocation(line: 65, column: 44, scope: !166)
!180 = !DILocalVariable(name: "r", scope: !166, file: !2, line: 66, type: !169)
!181 = !DILocation(line: 66, column: 7, scope: !166)
!182 = !DILocation(line: 67, column: 9, scope: !166)
!183 = !DILocation(line: 67, column: 5, scope: !166)
!184 = !DILocation(line: 67, column: 7, scope: !166)
!185 = !DILocation(line: 67, column: 21, scope: !166)
!186 = !DILocation(line: 67, column: 26, scope: !166)
!187 = !DILocation(line: 67, column: 17, scope: !166)
!188 = !DILocation(line: 67, column: 19, scope: !166)
!189 = !DILocation(line: 67, column: 37, scope: !166)
!190 = !DILocation(line: 67, column: 42, scope: !166)
!191 = !DILocation(line: 67, column: 33, scope: !166)
!192 = !DILocation(line: 67, column: 35, scope: !166)
!193 = !DILocation(line: 67, column: 54, scope: !166)
!194 = !DILocation(line: 67, column: 53, scope: !166)
!195 = !DILocation(line: 67, column: 49, scope: !166)
!196 = !DILocation(line: 67, column: 51, scope: !166)
!197 = !DILocalVariable(name: "i", scope: !198, file: !2, line: 68, type: !96)
!198 = distinct !DILexicalBlock(scope: !166, file: !2, line: 68, column: 3)
!199 = !DILocation(line: 68, column: 12, scope: !198)
!200 = !DILocation(line: 68, column: 8, scope: !198)
!201 = !DILocation(line: 68, column: 19, scope: !202)
!202 = distinct !DILexicalBlock(scope: !198, file: !2, line: 68, column: 3)
!203 = !DILocation(line: 68, column: 21, scope: !202)
!204 = !DILocation(line: 68, column: 3, scope: !198)
!205 = !DILocation(line: 68, column: 57, scope: !202)
!206 = !DILocation(line: 68, column: 64, scope: !202)
!207 = !DILocation(line: 68, column: 62, scope: !202)
!208 = !DILocation(line: 68, column: 67, scope: !202)
!209 = !DILocation(line: 68, column: 54, scope: !202)
!210 = !DILocation(line: 68, column: 49, scope: !202)
!211 = !DILocation(line: 68, column: 34, scope: !202)
!212 = !DILocation(line: 68, column: 38, scope: !202)
!213 = !DILocation(line: 68, column: 32, scope: !202)
!214 = !DILocation(line: 68, column: 41, scope: !202)
!215 = !DILocation(line: 68, column: 27, scope: !202)
!216 = !DILocation(line: 68, column: 3, scope: !202)
!217 = distinct !{!217, !204, !218, !219}
!218 = !DILocation(line: 68, column: 71, scope: !198)
!219 = !{!"llvm.loop.mustprogress"}
!220 = !DILocation(line: 69, column: 5, scope: !166)
!221 = !DILocation(line: 69, column: 3, scope: !166)
!222 = !DILocation(line: 69, column: 13, scope: !166)
!223 = !DILocation(line: 70, column: 3, scope: !166)
!224 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !2, file: !2, line: 72, type: !225, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !157)
!225 = !DISubroutineType(types: !226)
!226 = !{!172, !169}
!227 = !DILocalVariable(name: "b", arg: 1, scope: !224, file: !2, line: 72, type: !169)
!228 = !DILocation(line: 72, column: 49, scope: !224)
!229 = !DILocation(line: 72, column: 63, scope: !224)
!230 = !DILocation(line: 72, column: 69, scope: !224)
!231 = !DILocation(line: 72, column: 65, scope: !224)
!232 = !DILocation(line: 72, column: 75, scope: !224)
!233 = !DILocation(line: 72, column: 71, scope: !224)
!234 = !DILocation(line: 72, column: 81, scope: !224)
!235 = !DILocation(line: 72, column: 77, scope: !224)
!236 = !DILocation(line: 72, column: 87, scope: !224)
!237 = !DILocation(line: 72, column: 85, scope: !224)
!238 = !DILocation(line: 72, column: 83, scope: !224)
!239 = !DILocation(line: 72, column: 54, scope: !224)
!240 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !2, file: !2, line: 73, type: !241, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !157)
!241 = !DISubroutineType(types: !242)
!242 = !{!121, !121}
!243 = !DILocalVariable(name: "p", arg: 1, scope: !240, file: !2, line: 73, type: !121)
!244 = !DILocation(line: 73, column: 47, scope: !240)
!245 = !DILocalVariable(name: "q", scope: !240, file: !2, line: 73, type: !121)
!246 = !DILocation(line: 73, column: 57, scope: !240)
!247 = !DILocation(line: 73, column: 61, scope: !240)
!248 = !DILocation(line: 73, column: 69, scope: !240)
!249 = !DILocation(line: 73, column: 67, scope: !240)
!250 = !DILocation(line: 73, column: 81, scope: !240)
!251 = !DILocation(line: 73, column: 79, scope: !240)
!252 = !DILocation(line: 73, column: 85, scope: !240)
!253 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !2, file: !2, line: 91, type: !254, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !157)
!254 = !DISubroutineType(types: !255)
!255 = !{!256, !257}
!256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!257 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!258 = !DILocalVariable(name: "n", arg: 1, scope: !253, file: !2, line: 91, type: !257)
!259 = !DILocation(line: 91, column: 34, scope: !253)
!260 = !DILocation(line: 91, column: 53, scope: !253)
!261 = !DILocation(line: 91, column: 57, scope: !253)
!262 = !DILocation(line: 91, column: 46, scope: !253)
!263 = !DILocation(line: 91, column: 39, scope: !253)
!264 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !2, file: !2, line: 92, type: !265, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !157)
!265 = !DISubroutineType(types: !266)
!266 = !{null, !256}
!267 = !DILocalVariable(name: "p", arg: 1, scope: !264, file: !2, line: 92, type: !256)
!268 = !DILocation(line: 92, column: 28, scope: !264)
!269 = !DILocation(line: 92, column: 47, scope: !264)
!270 = !DILocation(line: 92, column: 42, scope: !264)
!271 = !DILocation(line: 92, column: 51, scope: !264)
!272 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvm", scope: !2, file: !2, line: 93, type: !273, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !157)
!273 = !DISubroutineType(types: !274)
!274 = !{null, !256, !257}
!275 = !DILocalVariable(name: "p", arg: 1, scope: !272, file: !2, line: 93, type: !256)
!276 = !DILocation(line: 93, column: 28, scope: !272)
!277 = !DILocalVariable(arg: 2, scope: !272, file: !2, line: 93, type: !257)
!278 = !DILocation(line: 93, column: 44, scope: !272)
!279 = !DILocation(line: 93, column: 62, scope: !272)
!280 = !DILocation(line: 93, column: 57, scope: !272)
!281 = !DILocation(line: 93, column: 66, scope: !272)
!282 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 95, type: !94, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !157)
!283 = !DILocalVariable(name: "shapes", scope: !282, file: !2, line: 96, type: !284)
!284 = !DICompositeType(tag: DW_TAG_array_type, baseType: !285, size: 192, elements: !302)
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !286, size: 64)
!286 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !2, line: 9, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !287, vtableHolder: !286, identifier: "_ZTS5Shape")
!287 = !{!288, !289, !293, !299}
!288 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !2, file: !2, baseType: !107, size: 64, flags: DIFlagArtificial)
!289 = !DISubprogram(name: "~Shape", scope: !286, file: !2, line: 10, type: !290, scopeLine: 10, containingType: !286, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!290 = !DISubroutineType(types: !291)
!291 = !{null, !292}
!292 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !286, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!293 = !DISubprogram(name: "area", linkageName: "_ZNK5Shape4areaEv", scope: !286, file: !2, line: 11, type: !294, scopeLine: 11, containingType: !286, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual)
!294 = !DISubroutineType(types: !295)
!295 = !{!296, !297}
!296 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!297 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !298, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!298 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !286)
!299 = !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !286, file: !2, line: 12, type: !300, scopeLine: 12, containingType: !286, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!300 = !DISubroutineType(types: !301)
!301 = !{!156, !297}
!302 = !{!303}
!303 = !DISubrange(count: 3)
!304 = !DILocation(line: 96, column: 10, scope: !282)
!305 = !DILocation(line: 96, column: 23, scope: !282)
!306 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", file: !2, line: 15, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !307, vtableHolder: !286, identifier: "_ZTS4Rect")
!307 = !{!308, !309, !310, !311, !315, !320}
!308 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !306, baseType: !286, extraData: i32 0)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !306, file: !2, line: 16, baseType: !296, size: 64, offset: 64)
!310 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !306, file: !2, line: 16, baseType: !296, size: 64, offset: 128)
!311 = !DISubprogram(name: "Rect", scope: !306, file: !2, line: 17, type: !312, scopeLine: 17, flags: DIFlagPrototyped, spFlags: 0)
!312 = !DISubroutineType(types: !313)
!313 = !{null, !314, !296, !296}
!314 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !306, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!315 = !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !306, file: !2, line: 18, type: !316, scopeLine: 18, containingType: !306, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!316 = !DISubroutineType(types: !317)
!317 = !{!296, !318}
!318 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !319, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!319 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !306)
!320 = !DISubprogram(name: "name", linkageName: "_ZNK4Rect4nameEv", scope: !306, file: !2, line: 19, type: !321, scopeLine: 19, containingType: !306, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!321 = !DISubroutineType(types: !322)
!322 = !{!156, !318}
!323 = !DILocation(line: 96, column: 27, scope: !282)
!324 = !DILocation(line: 96, column: 22, scope: !282)
!325 = !DILocation(line: 96, column: 39, scope: !282)
!326 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Square", file: !2, line: 22, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !327, vtableHolder: !286, identifier: "_ZTS6Square")
!327 = !{!328, !329, !333}
!328 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !326, baseType: !306, extraData: i32 0)
!329 = !DISubprogram(name: "Square", scope: !326, file: !2, line: 23, type: !330, scopeLine: 23, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!330 = !DISubroutineType(types: !331)
!331 = !{null, !332, !296}
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !326, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!333 = !DISubprogram(name: "name", linkageName: "_ZNK6Square4nameEv", scope: !326, file: !2, line: 24, type: !334, scopeLine: 24, containingType: !326, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!334 = !DISubroutineType(types: !335)
!335 = !{!156, !336}
!336 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !337, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!337 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !326)
!338 = !DILocation(line: 96, column: 43, scope: !282)
!339 = !DILocation(line: 96, column: 54, scope: !282)
!340 = !DILocation(line: 96, column: 58, scope: !282)
!341 = !DILocalVariable(name: "total", scope: !282, file: !2, line: 97, type: !296)
!342 = !DILocation(line: 97, column: 10, scope: !282)
!343 = !DILocalVariable(name: "__range1", scope: !344, type: !345, flags: DIFlagArtificial)
!344 = distinct !DILexicalBlock(scope: !282, file: !2, line: 98, column: 3)
!345 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !284, size: 64)
!346 = !DILocation(line: 0, scope: !344)
!347 = !DILocation(line: 98, column: 19, scope: !344)
!348 = !DILocalVariable(name: "__begin1", scope: !344, type: !349, flags: DIFlagArtificial)
!349 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !285, size: 64)
!350 = !DILocation(line: 98, column: 17, scope: !344)
!351 = !DILocalVariable(name: "__end1", scope: !344, type: !349, flags: DIFlagArtificial)
!352 = !DILocalVariable(name: "s", scope: !353, file: !2, line: 98, type: !285)
!353 = distinct !DILexicalBlock(scope: !344, file: !2, line: 98, column: 3)
!354 = !DILocation(line: 98, column: 15, scope: !353)
!355 = !DILocation(line: 98, column: 17, scope: !353)
!356 = !DILocation(line: 99, column: 25, scope: !357)
!357 = distinct !DILexicalBlock(scope: !353, file: !2, line: 98, column: 27)
!358 = !DILocation(line: 99, column: 28, scope: !357)
!359 = !DILocation(line: 99, column: 36, scope: !357)
!360 = !DILocation(line: 99, column: 39, scope: !357)
!361 = !DILocation(line: 99, column: 5, scope: !357)
!362 = !DILocation(line: 100, column: 14, scope: !357)
!363 = !DILocation(line: 100, column: 17, scope: !357)
!364 = !DILocation(line: 100, column: 11, scope: !357)
!365 = !DILocation(line: 98, column: 3, scope: !344)
!366 = distinct !{!366, !365, !367}
!367 = !DILocation(line: 101, column: 3, scope: !344)
!368 = !DILocation(line: 140, column: 1, scope: !282)
!369 = !DILocalVariable(name: "__range1", scope: !370, type: !345, flags: DIFlagArtificial)
!370 = distinct !DILexicalBlock(scope: !282, file: !2, line: 102, column: 3)
!371 = !DILocation(line: 0, scope: !370)
!372 = !DILocation(line: 102, column: 19, scope: !370)
!373 = !DILocalVariable(name: "__begin1", scope: !370, type: !349, flags: DIFlagArtificial)
!374 = !DILocation(line: 102, column: 17, scope: !370)
!375 = !DILocalVariable(name: "__end1", scope: !370, type: !349, flags: DIFlagArtificial)
!376 = !DILocalVariable(name: "s", scope: !377, file: !2, line: 102, type: !285)
!377 = distinct !DILexicalBlock(scope: !370, file: !2, line: 102, column: 3)
!378 = !DILocation(line: 102, column: 15, scope: !377)
!379 = !DILocation(line: 102, column: 17, scope: !377)
!380 = !DILocation(line: 102, column: 34, scope: !377)
!381 = !DILocation(line: 102, column: 27, scope: !377)
!382 = !DILocation(line: 102, column: 3, scope: !370)
!383 = distinct !{!383, !382, !384}
!384 = !DILocation(line: 102, column: 34, scope: !370)
!385 = !DILocation(line: 103, column: 31, scope: !282)
!386 = !DILocation(line: 103, column: 3, scope: !282)
!387 = !DILocalVariable(name: "w", scope: !282, file: !2, line: 105, type: !388)
!388 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !2, line: 30, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !389, vtableHolder: !391, identifier: "_ZTS6Widget")
!389 = !{!390, !400, !409, !414}
!390 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !388, baseType: !391, extraData: i32 0)
!391 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !2, line: 27, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !392, vtableHolder: !391, identifier: "_ZTS5Named")
!392 = !{!393, !394, !395}
!393 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !2, file: !2, baseType: !107, size: 64, flags: DIFlagArtificial)
!394 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !391, file: !2, line: 27, baseType: !96, size: 32, offset: 64)
!395 = !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !391, file: !2, line: 27, type: !396, scopeLine: 27, containingType: !391, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!396 = !DISubroutineType(types: !397)
!397 = !{!156, !398}
!398 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !399, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!399 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !391)
!400 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !388, baseType: !401, offset: 128, extraData: i32 0)
!401 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !2, line: 28, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !402, vtableHolder: !401, identifier: "_ZTS7Counted")
!402 = !{!403, !404, !405}
!403 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !2, file: !2, baseType: !107, size: 64, flags: DIFlagArtificial)
!404 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !401, file: !2, line: 28, baseType: !96, size: 32, offset: 64)
!405 = !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !401, file: !2, line: 28, type: !406, scopeLine: 28, containingType: !401, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!406 = !DISubroutineType(types: !407)
!407 = !{null, !408}
!408 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !401, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!409 = !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !388, file: !2, line: 31, type: !410, scopeLine: 31, containingType: !388, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!410 = !DISubroutineType(types: !411)
!411 = !{!156, !412}
!412 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !413, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!413 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !388)
!414 = !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !388, file: !2, line: 32, type: !415, scopeLine: 32, containingType: !388, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!415 = !DISubroutineType(types: !416)
!416 = !{null, !417}
!417 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !388, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!418 = !DILocation(line: 105, column: 10, scope: !282)
!419 = !DILocalVariable(name: "c", scope: !282, file: !2, line: 106, type: !420)
!420 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !401, size: 64)
!421 = !DILocation(line: 106, column: 12, scope: !282)
!422 = !DILocation(line: 106, column: 16, scope: !282)
!423 = !DILocalVariable(name: "n", scope: !282, file: !2, line: 107, type: !424)
!424 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !391, size: 64)
!425 = !DILocation(line: 107, column: 10, scope: !282)
!426 = !DILocation(line: 108, column: 3, scope: !282)
!427 = !DILocation(line: 108, column: 6, scope: !282)
!428 = !DILocation(line: 108, column: 14, scope: !282)
!429 = !DILocation(line: 108, column: 17, scope: !282)
!430 = !DILocation(line: 109, column: 24, scope: !282)
!431 = !DILocation(line: 109, column: 27, scope: !282)
!432 = !DILocation(line: 109, column: 36, scope: !282)
!433 = !DILocation(line: 109, column: 38, scope: !282)
!434 = !DILocation(line: 109, column: 47, scope: !282)
!435 = !DILocation(line: 109, column: 3, scope: !282)
!436 = !DILocalVariable(name: "d", scope: !282, file: !2, line: 111, type: !437)
!437 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !2, line: 38, size: 384, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !438, vtableHolder: !440, identifier: "_ZTS7Diamond")
!438 = !{!439, !450, !451, !452}
!439 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !437, baseType: !440, extraData: i32 0)
!440 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !2, line: 36, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !441, vtableHolder: !440, identifier: "_ZTS4Left")
!441 = !{!442, !443, !444, !445}
!442 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !440, baseType: !104, offset: 24, flags: DIFlagVirtual, extraData: i32 0)
!443 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Left", scope: !2, file: !2, baseType: !107, size: 64, flags: DIFlagArtificial)
!444 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !440, file: !2, line: 36, baseType: !96, size: 32, offset: 64)
!445 = !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !440, file: !2, line: 36, type: !446, scopeLine: 36, containingType: !440, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!446 = !DISubroutineType(types: !447)
!447 = !{!96, !448}
!448 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !449, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!449 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !440)
!450 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !437, baseType: !101, offset: 128, extraData: i32 0)
!451 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !437, file: !2, line: 38, baseType: !96, size: 32, offset: 224)
!452 = !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !437, file: !2, line: 38, type: !453, scopeLine: 38, containingType: !437, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!453 = !DISubroutineType(types: !454)
!454 = !{!96, !455}
!455 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !456, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!456 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !437)
!457 = !DILocation(line: 111, column: 11, scope: !282)
!458 = !DILocalVariable(name: "bp", scope: !282, file: !2, line: 112, type: !459)
!459 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!460 = !DILocation(line: 112, column: 9, scope: !282)
!461 = !DILocation(line: 112, column: 14, scope: !282)
!462 = !DILocalVariable(name: "lp", scope: !282, file: !2, line: 113, type: !463)
!463 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !440, size: 64)
!464 = !DILocation(line: 113, column: 9, scope: !282)
!465 = !DILocation(line: 114, column: 32, scope: !282)
!466 = !DILocation(line: 114, column: 36, scope: !282)
!467 = !DILocation(line: 114, column: 43, scope: !282)
!468 = !DILocation(line: 114, column: 47, scope: !282)
!469 = !DILocation(line: 114, column: 54, scope: !282)
!470 = !DILocation(line: 114, column: 63, scope: !282)
!471 = !DILocation(line: 114, column: 3, scope: !282)
!472 = !DILocation(line: 115, column: 53, scope: !282)
!473 = !DILocation(line: 115, column: 31, scope: !282)
!474 = !DILocation(line: 115, column: 57, scope: !282)
!475 = !DILocation(line: 115, column: 3, scope: !282)
!476 = !DILocalVariable(name: "arr", scope: !282, file: !2, line: 117, type: !477)
!477 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !2, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !478, templateParams: !495, identifier: "_ZTS5ArrayIiLi8EE")
!478 = !{!479, !483, !488}
!479 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !477, file: !2, line: 43, baseType: !480, size: 256)
!480 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 256, elements: !481)
!481 = !{!482}
!482 = !DISubrange(count: 8)
!483 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !477, file: !2, line: 44, type: !484, scopeLine: 44, flags: DIFlagPrototyped, spFlags: 0)
!484 = !DISubroutineType(types: !485)
!485 = !{!486, !487, !96}
!486 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !96, size: 64)
!487 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !477, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!488 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !477, file: !2, line: 45, type: !489, scopeLine: 45, flags: DIFlagPrototyped, spFlags: 0)
!489 = !DISubroutineType(types: !490)
!490 = !{!491, !493, !96}
!491 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !492, size: 64)
!492 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !96)
!493 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !494, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!494 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !477)
!495 = !{!496, !497}
!496 = !DITemplateTypeParameter(name: "T", type: !96)
!497 = !DITemplateValueParameter(name: "N", type: !96, value: i32 8)
!498 = !DILocation(line: 117, column: 17, scope: !282)
!499 = !DILocalVariable(name: "i", scope: !500, file: !2, line: 118, type: !96)
!500 = distinct !DILexicalBlock(scope: !282, file: !2, line: 118, column: 3)
!501 = !DILocation(line: 118, column: 12, scope: !500)
!502 = !DILocation(line: 118, column: 8, scope: !500)
!503 = !DILocation(line: 118, column: 19, scope: !504)
!504 = distinct !DILexicalBlock(scope: !500, file: !2, line: 118, column: 3)
!505 = !DILocation(line: 118, column: 21, scope: !504)
!506 = !DILocation(line: 118, column: 3, scope: !500)
!507 = !DILocation(line: 118, column: 40, scope: !504)
!508 = !DILocation(line: 118, column: 44, scope: !504)
!509 = !DILocation(line: 118, column: 42, scope: !504)
!510 = !DILocation(line: 118, column: 35, scope: !504)
!511 = !DILocation(line: 118, column: 31, scope: !504)
!512 = !DILocation(line: 118, column: 38, scope: !504)
!513 = !DILocation(line: 118, column: 26, scope: !504)
!514 = !DILocation(line: 118, column: 3, scope: !504)
!515 = distinct !{!515, !506, !516, !219}
!516 = !DILocation(line: 118, column: 44, scope: !500)
!517 = !DILocalVariable(name: "bias", scope: !282, file: !2, line: 119, type: !96)
!518 = !DILocation(line: 119, column: 7, scope: !282)
!519 = !DILocalVariable(name: "add", scope: !282, file: !2, line: 120, type: !520)
!520 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !282, file: !2, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !521)
!521 = !{!522}
!522 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !520, file: !2, line: 120, baseType: !96, size: 32)
!523 = !DILocation(line: 120, column: 8, scope: !282)
!524 = !DILocation(line: 120, column: 14, scope: !282)
!525 = !DILocation(line: 120, column: 15, scope: !282)
!526 = !DILocalVariable(name: "prod_count", scope: !282, file: !2, line: 121, type: !96)
!527 = !DILocation(line: 121, column: 7, scope: !282)
!528 = !DILocalVariable(name: "mul", scope: !282, file: !2, line: 122, type: !529)
!529 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !282, file: !2, line: 122, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !530)
!530 = !{!531}
!531 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !529, file: !2, line: 122, baseType: !486, size: 64)
!532 = !DILocation(line: 122, column: 8, scope: !282)
!533 = !DILocation(line: 122, column: 14, scope: !282)
!534 = !DILocation(line: 123, column: 43, scope: !282)
!535 = !DILocation(line: 123, column: 35, scope: !282)
!536 = !DILocation(line: 123, column: 61, scope: !282)
!537 = !DILocation(line: 123, column: 53, scope: !282)
!538 = !DILocation(line: 123, column: 67, scope: !282)
!539 = !DILocation(line: 123, column: 3, scope: !282)
!540 = !DILocalVariable(name: "gen", scope: !282, file: !2, line: 124, type: !541)
!541 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !282, file: !2, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !157)
!542 = !DILocation(line: 124, column: 8, scope: !282)
!543 = !DILocation(line: 125, column: 27, scope: !282)
!544 = !DILocation(line: 125, column: 36, scope: !282)
!545 = !DILocation(line: 125, column: 3, scope: !282)
!546 = !DILocalVariable(name: "fp", scope: !282, file: !2, line: 126, type: !547)
!547 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !548, size: 64)
!548 = !DISubroutineType(types: !549)
!549 = !{!96, !96}
!550 = !DILocation(line: 126, column: 9, scope: !282)
!551 = !DILocation(line: 126, column: 20, scope: !282)
!552 = !DILocation(line: 127, column: 21, scope: !282)
!553 = !DILocation(line: 127, column: 3, scope: !282)
!554 = !DILocation(line: 129, column: 30, scope: !282)
!555 = !DILocation(line: 129, column: 44, scope: !282)
!556 = !DILocation(line: 129, column: 63, scope: !282)
!557 = !DILocation(line: 129, column: 3, scope: !282)
!558 = !DILocation(line: 130, column: 29, scope: !282)
!559 = !DILocation(line: 130, column: 59, scope: !282)
!560 = !DILocation(line: 130, column: 81, scope: !282)
!561 = !DILocation(line: 130, column: 3, scope: !282)
!562 = !DILocalVariable(name: "b", scope: !282, file: !2, line: 132, type: !169)
!563 = !DILocation(line: 132, column: 7, scope: !282)
!564 = !DILocation(line: 132, column: 11, scope: !282)
!565 = !DILocation(line: 133, column: 35, scope: !282)
!566 = !DILocation(line: 133, column: 27, scope: !282)
!567 = !DILocation(line: 133, column: 41, scope: !282)
!568 = !DILocation(line: 133, column: 39, scope: !282)
!569 = !DILocation(line: 133, column: 3, scope: !282)
!570 = !DILocalVariable(name: "p", scope: !282, file: !2, line: 134, type: !121)
!571 = !DILocation(line: 134, column: 8, scope: !282)
!572 = !DILocation(line: 134, column: 26, scope: !282)
!573 = !DILocation(line: 134, column: 12, scope: !282)
!574 = !DILocation(line: 135, column: 30, scope: !282)
!575 = !DILocation(line: 135, column: 35, scope: !282)
!576 = !DILocation(line: 135, column: 33, scope: !282)
!577 = !DILocation(line: 135, column: 3, scope: !282)
!578 = !DILocalVariable(name: "a1", scope: !282, file: !2, line: 137, type: !96)
!579 = !DILocation(line: 137, column: 7, scope: !282)
!580 = !DILocation(line: 137, column: 12, scope: !282)
!581 = !DILocalVariable(name: "a2", scope: !282, file: !2, line: 137, type: !96)
!582 = !DILocation(line: 137, column: 23, scope: !282)
!583 = !DILocation(line: 137, column: 28, scope: !282)
!584 = !DILocation(line: 138, column: 40, scope: !282)
!585 = !DILocation(line: 138, column: 44, scope: !282)
!586 = !DILocation(line: 138, column: 48, scope: !282)
!587 = !DILocation(line: 138, column: 59, scope: !282)
!588 = !DILocation(line: 138, column: 3, scope: !282)
!589 = !DILocation(line: 139, column: 3, scope: !282)
!590 = distinct !DISubprogram(name: "Rect", linkageName: "_ZN4RectC2Edd", scope: !306, file: !2, line: 17, type: !312, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !311, retainedNodes: !157)
!591 = !DILocalVariable(name: "this", arg: 1, scope: !590, type: !592, flags: DIFlagArtificial | DIFlagObjectPointer)
!592 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !306, size: 64)
!593 = !DILocation(line: 0, scope: !590)
!594 = !DILocalVariable(name: "a", arg: 2, scope: !590, file: !2, line: 17, type: !296)
!595 = !DILocation(line: 17, column: 15, scope: !590)
!596 = !DILocalVariable(name: "b", arg: 3, scope: !590, file: !2, line: 17, type: !296)
!597 = !DILocation(line: 17, column: 25, scope: !590)
!598 = !DILocation(line: 17, column: 3, scope: !590)
!599 = !DILocation(line: 17, column: 41, scope: !590)
!600 = !DILocation(line: 17, column: 30, scope: !590)
!601 = !DILocation(line: 17, column: 32, scope: !590)
!602 = !DILocation(line: 17, column: 36, scope: !590)
!603 = !DILocation(line: 17, column: 38, scope: !590)
!604 = !DILocation(line: 17, column: 42, scope: !590)
!605 = distinct !DISubprogram(name: "Square", linkageName: "_ZN6SquareC2Ed", scope: !326, file: !2, line: 23, type: !330, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !329, retainedNodes: !157)
!606 = !DILocalVariable(name: "this", arg: 1, scope: !605, type: !607, flags: DIFlagArtificial | DIFlagObjectPointer)
!607 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !326, size: 64)
!608 = !DILocation(line: 0, scope: !605)
!609 = !DILocalVariable(name: "s", arg: 2, scope: !605, file: !2, line: 23, type: !296)
!610 = !DILocation(line: 23, column: 26, scope: !605)
!611 = !DILocation(line: 23, column: 36, scope: !605)
!612 = !DILocation(line: 23, column: 39, scope: !605)
!613 = !DILocation(line: 23, column: 31, scope: !605)
!614 = !DILocation(line: 23, column: 42, scope: !605)
!615 = !DILocation(line: 23, column: 43, scope: !605)
!616 = distinct !DISubprogram(name: "Widget", linkageName: "_ZN6WidgetC2Ev", scope: !388, file: !2, line: 30, type: !415, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !617, retainedNodes: !157)
!617 = !DISubprogram(name: "Widget", scope: !388, type: !415, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!618 = !DILocalVariable(name: "this", arg: 1, scope: !616, type: !619, flags: DIFlagArtificial | DIFlagObjectPointer)
!619 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !388, size: 64)
!620 = !DILocation(line: 0, scope: !616)
!621 = !DILocation(line: 30, column: 8, scope: !616)
!622 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !437, file: !2, line: 38, type: !623, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !626, retainedNodes: !157)
!623 = !DISubroutineType(types: !624)
!624 = !{null, !625}
!625 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !437, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!626 = !DISubprogram(name: "Diamond", scope: !437, type: !623, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!627 = !DILocalVariable(name: "this", arg: 1, scope: !622, type: !628, flags: DIFlagArtificial | DIFlagObjectPointer)
!628 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !437, size: 64)
!629 = !DILocation(line: 0, scope: !622)
!630 = !DILocation(line: 38, column: 8, scope: !622)
!631 = !DILocation(line: 38, column: 36, scope: !622)
!632 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !477, file: !2, line: 44, type: !484, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !483, retainedNodes: !157)
!633 = !DILocalVariable(name: "this", arg: 1, scope: !632, type: !634, flags: DIFlagArtificial | DIFlagObjectPointer)
!634 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !477, size: 64)
!635 = !DILocation(line: 0, scope: !632)
!636 = !DILocalVariable(name: "i", arg: 2, scope: !632, file: !2, line: 44, type: !96)
!637 = !DILocation(line: 44, column: 21, scope: !632)
!638 = !DILocation(line: 44, column: 33, scope: !632)
!639 = !DILocation(line: 44, column: 38, scope: !632)
!640 = !DILocation(line: 44, column: 26, scope: !632)
!641 = distinct !DISubprogram(name: "fold<(lambda at classes.cpp:120:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_", scope: !477, file: !2, line: 46, type: !642, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !645, declaration: !644, retainedNodes: !157)
!642 = !DISubroutineType(types: !643)
!643 = !{!96, !493, !96, !520}
!644 = !DISubprogram(name: "fold<(lambda at classes.cpp:120:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_", scope: !477, file: !2, line: 46, type: !642, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !645)
!645 = !{!646}
!646 = !DITemplateTypeParameter(name: "F", type: !520)
!647 = !DILocalVariable(name: "this", arg: 1, scope: !641, type: !648, flags: DIFlagArtificial | DIFlagObjectPointer)
!648 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !494, size: 64)
!649 = !DILocation(line: 0, scope: !641)
!650 = !DILocalVariable(name: "init", arg: 2, scope: !641, file: !2, line: 46, type: !96)
!651 = !DILocation(line: 46, column: 34, scope: !641)
!652 = !DILocalVariable(name: "f", arg: 3, scope: !641, file: !2, line: 46, type: !520)
!653 = !DILocation(line: 46, column: 42, scope: !641)
!654 = !DILocalVariable(name: "i", scope: !655, file: !2, line: 47, type: !96)
!655 = distinct !DILexicalBlock(scope: !641, file: !2, line: 47, column: 5)
!656 = !DILocation(line: 47, column: 14, scope: !655)
!657 = !DILocation(line: 47, column: 10, scope: !655)
!658 = !DILocation(line: 47, column: 21, scope: !659)
!659 = distinct !DILexicalBlock(scope: !655, file: !2, line: 47, column: 5)
!660 = !DILocation(line: 47, column: 23, scope: !659)
!661 = !DILocation(line: 47, column: 5, scope: !655)
!662 = !DILocation(line: 47, column: 42, scope: !659)
!663 = !DILocation(line: 47, column: 48, scope: !659)
!664 = !DILocation(line: 47, column: 53, scope: !659)
!665 = !DILocation(line: 47, column: 40, scope: !659)
!666 = !DILocation(line: 47, column: 38, scope: !659)
!667 = !DILocation(line: 47, column: 33, scope: !659)
!668 = !DILocation(line: 47, column: 28, scope: !659)
!669 = !DILocation(line: 47, column: 5, scope: !659)
!670 = distinct !{!670, !661, !671, !219}
!671 = !DILocation(line: 47, column: 55, scope: !655)
!672 = !DILocation(line: 48, column: 12, scope: !641)
!673 = !DILocation(line: 48, column: 5, scope: !641)
!674 = distinct !DISubprogram(name: "fold<(lambda at classes.cpp:122:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_", scope: !477, file: !2, line: 46, type: !675, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !678, declaration: !677, retainedNodes: !157)
!675 = !DISubroutineType(types: !676)
!676 = !{!96, !493, !96, !529}
!677 = !DISubprogram(name: "fold<(lambda at classes.cpp:122:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_", scope: !477, file: !2, line: 46, type: !675, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !678)
!678 = !{!679}
!679 = !DITemplateTypeParameter(name: "F", type: !529)
!680 = !DILocalVariable(name: "this", arg: 1, scope: !674, type: !648, flags: DIFlagArtificial | DIFlagObjectPointer)
!681 = !DILocation(line: 0, scope: !674)
!682 = !DILocalVariable(name: "init", arg: 2, scope: !674, file: !2, line: 46, type: !96)
!683 = !DILocation(line: 46, column: 34, scope: !674)
!684 = !DILocalVariable(name: "f", arg: 3, scope: !674, file: !2, line: 46, type: !529)
!685 = !DILocation(line: 46, column: 42, scope: !674)
!686 = !DILocalVariable(name: "i", scope: !687, file: !2, line: 47, type: !96)
!687 = distinct !DILexicalBlock(scope: !674, file: !2, line: 47, column: 5)
!688 = !DILocation(line: 47, column: 14, scope: !687)
!689 = !DILocation(line: 47, column: 10, scope: !687)
!690 = !DILocation(line: 47, column: 21, scope: !691)
!691 = distinct !DILexicalBlock(scope: !687, file: !2, line: 47, column: 5)
!692 = !DILocation(line: 47, column: 23, scope: !691)
!693 = !DILocation(line: 47, column: 5, scope: !687)
!694 = !DILocation(line: 47, column: 42, scope: !691)
!695 = !DILocation(line: 47, column: 48, scope: !691)
!696 = !DILocation(line: 47, column: 53, scope: !691)
!697 = !DILocation(line: 47, column: 40, scope: !691)
!698 = !DILocation(line: 47, column: 38, scope: !691)
!699 = !DILocation(line: 47, column: 33, scope: !691)
!700 = !DILocation(line: 47, column: 28, scope: !691)
!701 = !DILocation(line: 47, column: 5, scope: !691)
!702 = distinct !{!702, !693, !703, !219}
!703 = !DILocation(line: 47, column: 55, scope: !687)
!704 = !DILocation(line: 48, column: 12, scope: !674)
!705 = !DILocation(line: 48, column: 5, scope: !674)
!706 = distinct !DISubprogram(name: "operator()<int>", linkageName: "_ZZ4mainENK3$_0clIiEEDaT_", scope: !541, file: !2, line: 124, type: !707, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !712, declaration: !711, retainedNodes: !157)
!707 = !DISubroutineType(types: !708)
!708 = !{!96, !709, !96}
!709 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !710, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!710 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !541)
!711 = !DISubprogram(name: "operator()<int>", scope: !541, file: !2, line: 124, type: !707, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !712)
!712 = !{!713}
!713 = !DITemplateTypeParameter(name: "x:auto", type: !96)
!714 = !DILocalVariable(name: "this", arg: 1, scope: !706, type: !715, flags: DIFlagArtificial | DIFlagObjectPointer)
!715 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !710, size: 64)
!716 = !DILocation(line: 0, scope: !706)
!717 = !DILocalVariable(name: "x", arg: 2, scope: !706, file: !2, line: 124, type: !96)
!718 = !DILocation(line: 124, column: 22, scope: !706)
!719 = !DILocation(line: 124, column: 34, scope: !706)
!720 = !DILocation(line: 124, column: 38, scope: !706)
!721 = !DILocation(line: 124, column: 36, scope: !706)
!722 = !DILocation(line: 124, column: 27, scope: !706)
!723 = distinct !DISubprogram(name: "operator()<double>", linkageName: "_ZZ4mainENK3$_0clIdEEDaT_", scope: !541, file: !2, line: 124, type: !724, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !727, declaration: !726, retainedNodes: !157)
!724 = !DISubroutineType(types: !725)
!725 = !{!296, !709, !296}
!726 = !DISubprogram(name: "operator()<double>", scope: !541, file: !2, line: 124, type: !724, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !727)
!727 = !{!728}
!728 = !DITemplateTypeParameter(name: "x:auto", type: !296)
!729 = !DILocalVariable(name: "this", arg: 1, scope: !723, type: !715, flags: DIFlagArtificial | DIFlagObjectPointer)
!730 = !DILocation(line: 0, scope: !723)
!731 = !DILocalVariable(name: "x", arg: 2, scope: !723, file: !2, line: 124, type: !296)
!732 = !DILocation(line: 124, column: 22, scope: !723)
!733 = !DILocation(line: 124, column: 34, scope: !723)
!734 = !DILocation(line: 124, column: 38, scope: !723)
!735 = !DILocation(line: 124, column: 36, scope: !723)
!736 = !DILocation(line: 124, column: 27, scope: !723)
!737 = distinct !DISubprogram(name: "operator int (*)(int)", linkageName: "_ZZ4mainENK3$_3cvPFiiEEv", scope: !738, file: !2, line: 126, type: !739, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !743, retainedNodes: !157)
!738 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !282, file: !2, line: 126, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !157)
!739 = !DISubroutineType(types: !740)
!740 = !{!547, !741}
!741 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !742, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!742 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !738)
!743 = !DISubprogram(name: "operator int (*)(int)", scope: !738, type: !739, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!744 = !DILocalVariable(name: "this", arg: 1, scope: !737, type: !745, flags: DIFlagArtificial | DIFlagObjectPointer)
!745 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !742, size: 64)
!746 = !DILocation(line: 0, scope: !737)
!747 = !DILocation(line: 126, column: 20, scope: !737)
!748 = distinct !DISubprogram(name: "max_of<int>", linkageName: "_Z6max_ofIiET_S0_S0_", scope: !2, file: !2, line: 52, type: !749, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !751, retainedNodes: !157)
!749 = !DISubroutineType(types: !750)
!750 = !{!96, !96, !96}
!751 = !{!496}
!752 = !DILocalVariable(name: "a", arg: 1, scope: !748, file: !2, line: 52, type: !96)
!753 = !DILocation(line: 52, column: 34, scope: !748)
!754 = !DILocalVariable(name: "b", arg: 2, scope: !748, file: !2, line: 52, type: !96)
!755 = !DILocation(line: 52, column: 39, scope: !748)
!756 = !DILocation(line: 52, column: 51, scope: !748)
!757 = !DILocation(line: 52, column: 55, scope: !748)
!758 = !DILocation(line: 52, column: 53, scope: !748)
!759 = !DILocation(line: 52, column: 59, scope: !748)
!760 = !DILocation(line: 52, column: 63, scope: !748)
!761 = !DILocation(line: 52, column: 44, scope: !748)
!762 = distinct !DISubprogram(name: "max_of<double>", linkageName: "_Z6max_ofIdET_S0_S0_", scope: !2, file: !2, line: 52, type: !763, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !765, retainedNodes: !157)
!763 = !DISubroutineType(types: !764)
!764 = !{!296, !296, !296}
!765 = !{!766}
!766 = !DITemplateTypeParameter(name: "T", type: !296)
!767 = !DILocalVariable(name: "a", arg: 1, scope: !762, file: !2, line: 52, type: !296)
!768 = !DILocation(line: 52, column: 34, scope: !762)
!769 = !DILocalVariable(name: "b", arg: 2, scope: !762, file: !2, line: 52, type: !296)
!770 = !DILocation(line: 52, column: 39, scope: !762)
!771 = !DILocation(line: 52, column: 51, scope: !762)
!772 = !DILocation(line: 52, column: 55, scope: !762)
!773 = !DILocation(line: 52, column: 53, scope: !762)
!774 = !DILocation(line: 52, column: 59, scope: !762)
!775 = !DILocation(line: 52, column: 63, scope: !762)
!776 = !DILocation(line: 52, column: 44, scope: !762)
!777 = distinct !DISubprogram(name: "count_args<int, char, double, const char *>", linkageName: "_Z10count_argsIJicdPKcEEiDpT_", scope: !2, file: !2, line: 55, type: !778, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !780, retainedNodes: !157)
!778 = !DISubroutineType(types: !779)
!779 = !{!96, !96, !5, !296, !156}
!780 = !{!781}
!781 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !782)
!782 = !{!783, !784, !785, !786}
!783 = !DITemplateTypeParameter(type: !96)
!784 = !DITemplateTypeParameter(type: !5)
!785 = !DITemplateTypeParameter(type: !296)
!786 = !DITemplateTypeParameter(type: !156)
!787 = !DILocalVariable(arg: 1, scope: !777, file: !2, line: 55, type: !96)
!788 = !DILocation(line: 55, column: 47, scope: !777)
!789 = !DILocalVariable(arg: 2, scope: !777, file: !2, line: 55, type: !5)
!790 = !DILocalVariable(arg: 3, scope: !777, file: !2, line: 55, type: !296)
!791 = !DILocalVariable(arg: 4, scope: !777, file: !2, line: 55, type: !156)
!792 = !DILocation(line: 55, column: 51, scope: !777)
!793 = distinct !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIiE3getEv", scope: !794, file: !2, line: 58, type: !797, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !796)
!794 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<int>", file: !2, line: 58, size: 8, flags: DIFlagTypePassByValue, elements: !795, templateParams: !751, identifier: "_ZTS8TypeNameIiE")
!795 = !{!796}
!796 = !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIiE3getEv", scope: !794, file: !2, line: 58, type: !797, scopeLine: 58, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!797 = !DISubroutineType(types: !798)
!798 = !{!156}
!799 = !DILocation(line: 58, column: 63, scope: !793)
!800 = distinct !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIdE3getEv", scope: !801, file: !2, line: 59, type: !797, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !803)
!801 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<double>", file: !2, line: 59, size: 8, flags: DIFlagTypePassByValue, elements: !802, templateParams: !765, identifier: "_ZTS8TypeNameIdE")
!802 = !{!803}
!803 = !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIdE3getEv", scope: !801, file: !2, line: 59, type: !797, scopeLine: 59, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!804 = !DILocation(line: 59, column: 66, scope: !800)
!805 = !DILocation(line: 86, column: 3, scope: !93)
!806 = !{!"branch_weights", i32 1, i32 1048575}
!807 = !DILocation(line: 86, column: 18, scope: !93)
!808 = !DILocation(line: 86, column: 29, scope: !93)
!809 = !DILocation(line: 87, column: 10, scope: !93)
!810 = !DILocation(line: 87, column: 3, scope: !93)
!811 = !DILocation(line: 88, column: 1, scope: !93)
!812 = !DILocation(line: 82, column: 3, scope: !136)
!813 = !DILocation(line: 82, column: 19, scope: !136)
!814 = !DILocation(line: 83, column: 3, scope: !136)
!815 = !DILocation(line: 84, column: 1, scope: !136)
!816 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !437, file: !2, line: 38, type: !623, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !817, retainedNodes: !157)
!817 = !DISubprogram(name: "~Diamond", scope: !437, type: !623, containingType: !437, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!818 = !DILocalVariable(name: "this", arg: 1, scope: !816, type: !628, flags: DIFlagArtificial | DIFlagObjectPointer)
!819 = !DILocation(line: 0, scope: !816)
!820 = !DILocation(line: 38, column: 8, scope: !816)
!821 = distinct !DISubprogram(name: "Shape", linkageName: "_ZN5ShapeC2Ev", scope: !286, file: !2, line: 9, type: !290, scopeLine: 9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !822, retainedNodes: !157)
!822 = !DISubprogram(name: "Shape", scope: !286, type: !290, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!823 = !DILocalVariable(name: "this", arg: 1, scope: !821, type: !285, flags: DIFlagArtificial | DIFlagObjectPointer)
!824 = !DILocation(line: 0, scope: !821)
!825 = !DILocation(line: 9, column: 8, scope: !821)
!826 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD2Ev", scope: !306, file: !2, line: 15, type: !827, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !829, retainedNodes: !157)
!827 = !DISubroutineType(types: !828)
!828 = !{null, !314}
!829 = !DISubprogram(name: "~Rect", scope: !306, type: !827, containingType: !306, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!830 = !DILocalVariable(name: "this", arg: 1, scope: !826, type: !592, flags: DIFlagArtificial | DIFlagObjectPointer)
!831 = !DILocation(line: 0, scope: !826)
!832 = !DILocation(line: 15, column: 8, scope: !833)
!833 = distinct !DILexicalBlock(scope: !826, file: !2, line: 15, column: 8)
!834 = !DILocation(line: 15, column: 8, scope: !826)
!835 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD0Ev", scope: !306, file: !2, line: 15, type: !827, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !829, retainedNodes: !157)
!836 = !DILocalVariable(name: "this", arg: 1, scope: !835, type: !592, flags: DIFlagArtificial | DIFlagObjectPointer)
!837 = !DILocation(line: 0, scope: !835)
!838 = !DILocation(line: 15, column: 8, scope: !835)
!839 = distinct !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !306, file: !2, line: 18, type: !316, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !315, retainedNodes: !157)
!840 = !DILocalVariable(name: "this", arg: 1, scope: !839, type: !841, flags: DIFlagArtificial | DIFlagObjectPointer)
!841 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !319, size: 64)
!842 = !DILocation(line: 0, scope: !839)
!843 = !DILocation(line: 18, column: 41, scope: !839)
!844 = !DILocation(line: 18, column: 45, scope: !839)
!845 = !DILocation(line: 18, column: 43, scope: !839)
!846 = !DILocation(line: 18, column: 34, scope: !839)
!847 = distinct !DISubprogram(name: "name", linkageName: "_ZNK4Rect4nameEv", scope: !306, file: !2, line: 19, type: !321, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !320, retainedNodes: !157)
!848 = !DILocalVariable(name: "this", arg: 1, scope: !847, type: !841, flags: DIFlagArtificial | DIFlagObjectPointer)
!849 = !DILocation(line: 0, scope: !847)
!850 = !DILocation(line: 19, column: 39, scope: !847)
!851 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD2Ev", scope: !286, file: !2, line: 10, type: !290, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !289, retainedNodes: !157)
!852 = !DILocalVariable(name: "this", arg: 1, scope: !851, type: !285, flags: DIFlagArtificial | DIFlagObjectPointer)
!853 = !DILocation(line: 0, scope: !851)
!854 = !DILocation(line: 10, column: 21, scope: !851)
!855 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD0Ev", scope: !286, file: !2, line: 10, type: !290, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !289, retainedNodes: !157)
!856 = !DILocalVariable(name: "this", arg: 1, scope: !855, type: !285, flags: DIFlagArtificial | DIFlagObjectPointer)
!857 = !DILocation(line: 0, scope: !855)
!858 = !DILocation(line: 10, column: 20, scope: !855)
!859 = distinct !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !286, file: !2, line: 12, type: !300, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !299, retainedNodes: !157)
!860 = !DILocalVariable(name: "this", arg: 1, scope: !859, type: !861, flags: DIFlagArtificial | DIFlagObjectPointer)
!861 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !298, size: 64)
!862 = !DILocation(line: 0, scope: !859)
!863 = !DILocation(line: 12, column: 38, scope: !859)
!864 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD2Ev", scope: !326, file: !2, line: 22, type: !865, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !867, retainedNodes: !157)
!865 = !DISubroutineType(types: !866)
!866 = !{null, !332}
!867 = !DISubprogram(name: "~Square", scope: !326, type: !865, containingType: !326, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!868 = !DILocalVariable(name: "this", arg: 1, scope: !864, type: !607, flags: DIFlagArtificial | DIFlagObjectPointer)
!869 = !DILocation(line: 0, scope: !864)
!870 = !DILocation(line: 22, column: 8, scope: !871)
!871 = distinct !DILexicalBlock(scope: !864, file: !2, line: 22, column: 8)
!872 = !DILocation(line: 22, column: 8, scope: !864)
!873 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD0Ev", scope: !326, file: !2, line: 22, type: !865, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !867, retainedNodes: !157)
!874 = !DILocalVariable(name: "this", arg: 1, scope: !873, type: !607, flags: DIFlagArtificial | DIFlagObjectPointer)
!875 = !DILocation(line: 0, scope: !873)
!876 = !DILocation(line: 22, column: 8, scope: !873)
!877 = distinct !DISubprogram(name: "name", linkageName: "_ZNK6Square4nameEv", scope: !326, file: !2, line: 24, type: !334, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !333, retainedNodes: !157)
!878 = !DILocalVariable(name: "this", arg: 1, scope: !877, type: !879, flags: DIFlagArtificial | DIFlagObjectPointer)
!879 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !337, size: 64)
!880 = !DILocation(line: 0, scope: !877)
!881 = !DILocation(line: 24, column: 39, scope: !877)
!882 = distinct !DISubprogram(name: "Named", linkageName: "_ZN5NamedC2Ev", scope: !391, file: !2, line: 27, type: !883, scopeLine: 27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !886, retainedNodes: !157)
!883 = !DISubroutineType(types: !884)
!884 = !{null, !885}
!885 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !391, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!886 = !DISubprogram(name: "Named", scope: !391, type: !883, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!887 = !DILocalVariable(name: "this", arg: 1, scope: !882, type: !424, flags: DIFlagArtificial | DIFlagObjectPointer)
!888 = !DILocation(line: 0, scope: !882)
!889 = !DILocation(line: 27, column: 8, scope: !882)
!890 = !DILocation(line: 27, column: 74, scope: !882)
!891 = distinct !DISubprogram(name: "Counted", linkageName: "_ZN7CountedC2Ev", scope: !401, file: !2, line: 28, type: !406, scopeLine: 28, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !892, retainedNodes: !157)
!892 = !DISubprogram(name: "Counted", scope: !401, type: !406, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!893 = !DILocalVariable(name: "this", arg: 1, scope: !891, type: !420, flags: DIFlagArtificial | DIFlagObjectPointer)
!894 = !DILocation(line: 0, scope: !891)
!895 = !DILocation(line: 28, column: 8, scope: !891)
!896 = !DILocation(line: 28, column: 22, scope: !891)
!897 = distinct !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !388, file: !2, line: 31, type: !410, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !409, retainedNodes: !157)
!898 = !DILocalVariable(name: "this", arg: 1, scope: !897, type: !899, flags: DIFlagArtificial | DIFlagObjectPointer)
!899 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !413, size: 64)
!900 = !DILocation(line: 0, scope: !897)
!901 = !DILocation(line: 31, column: 40, scope: !897)
!902 = distinct !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !388, file: !2, line: 32, type: !415, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !414, retainedNodes: !157)
!903 = !DILocalVariable(name: "this", arg: 1, scope: !902, type: !619, flags: DIFlagArtificial | DIFlagObjectPointer)
!904 = !DILocation(line: 0, scope: !902)
!905 = !DILocation(line: 32, column: 26, scope: !902)
!906 = !DILocation(line: 32, column: 32, scope: !902)
!907 = !DILocation(line: 32, column: 39, scope: !902)
!908 = distinct !DISubprogram(linkageName: "_ZThn16_N6Widget4bumpEv", scope: !2, file: !2, line: 32, type: !909, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!909 = !DISubroutineType(types: !157)
!910 = !DILocation(line: 0, scope: !908)
!911 = distinct !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !391, file: !2, line: 27, type: !396, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !395, retainedNodes: !157)
!912 = !DILocalVariable(name: "this", arg: 1, scope: !911, type: !913, flags: DIFlagArtificial | DIFlagObjectPointer)
!913 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !399, size: 64)
!914 = !DILocation(line: 0, scope: !911)
!915 = !DILocation(line: 27, column: 52, scope: !911)
!916 = distinct !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !401, file: !2, line: 28, type: !406, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !405, retainedNodes: !157)
!917 = !DILocalVariable(name: "this", arg: 1, scope: !916, type: !420, flags: DIFlagArtificial | DIFlagObjectPointer)
!918 = !DILocation(line: 0, scope: !916)
!919 = !DILocation(line: 28, column: 57, scope: !916)
!920 = !DILocation(line: 28, column: 55, scope: !916)
!921 = !DILocation(line: 28, column: 64, scope: !916)
!922 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !923, retainedNodes: !157)
!923 = !DISubprogram(name: "Base", scope: !104, type: !116, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!924 = !DILocalVariable(name: "this", arg: 1, scope: !922, type: !459, flags: DIFlagArtificial | DIFlagObjectPointer)
!925 = !DILocation(line: 0, scope: !922)
!926 = !DILocation(line: 35, column: 8, scope: !922)
!927 = !DILocation(line: 35, column: 19, scope: !922)
!928 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !440, file: !2, line: 36, type: !929, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !932, retainedNodes: !157)
!929 = !DISubroutineType(types: !930)
!930 = !{null, !931}
!931 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !440, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!932 = !DISubprogram(name: "Left", scope: !440, type: !929, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!933 = !DILocalVariable(name: "this", arg: 1, scope: !928, type: !463, flags: DIFlagArtificial | DIFlagObjectPointer)
!934 = !DILocation(line: 0, scope: !928)
!935 = !DILocalVariable(name: "vtt", arg: 2, scope: !928, type: !936, flags: DIFlagArtificial)
!936 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !256, size: 64)
!937 = !DILocation(line: 36, column: 8, scope: !928)
!938 = !DILocation(line: 36, column: 34, scope: !928)
!939 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !101, file: !2, line: 37, type: !940, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !943, retainedNodes: !157)
!940 = !DISubroutineType(types: !941)
!941 = !{null, !942}
!942 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!943 = !DISubprogram(name: "Right", scope: !101, type: !940, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!944 = !DILocalVariable(name: "this", arg: 1, scope: !939, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!945 = !DILocation(line: 0, scope: !939)
!946 = !DILocalVariable(name: "vtt", arg: 2, scope: !939, type: !936, flags: DIFlagArtificial)
!947 = !DILocation(line: 37, column: 8, scope: !939)
!948 = !DILocation(line: 37, column: 35, scope: !939)
!949 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !440, file: !2, line: 36, type: !446, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !445, retainedNodes: !157)
!950 = !DILocalVariable(name: "this", arg: 1, scope: !949, type: !951, flags: DIFlagArtificial | DIFlagObjectPointer)
!951 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !449, size: 64)
!952 = !DILocation(line: 0, scope: !949)
!953 = !DILocation(line: 36, column: 75, scope: !949)
!954 = !DILocation(line: 36, column: 79, scope: !949)
!955 = !DILocation(line: 36, column: 77, scope: !949)
!956 = !DILocation(line: 36, column: 68, scope: !949)
!957 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD1Ev", scope: !440, file: !2, line: 36, type: !929, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !958, retainedNodes: !157)
!958 = !DISubprogram(name: "~Left", scope: !440, type: !929, containingType: !440, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!959 = !DILocalVariable(name: "this", arg: 1, scope: !957, type: !463, flags: DIFlagArtificial | DIFlagObjectPointer)
!960 = !DILocation(line: 0, scope: !957)
!961 = !DILocation(line: 36, column: 8, scope: !957)
!962 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD0Ev", scope: !440, file: !2, line: 36, type: !929, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !958, retainedNodes: !157)
!963 = !DILocalVariable(name: "this", arg: 1, scope: !962, type: !463, flags: DIFlagArtificial | DIFlagObjectPointer)
!964 = !DILocation(line: 0, scope: !962)
!965 = !DILocation(line: 36, column: 8, scope: !962)
!966 = distinct !DISubprogram(linkageName: "_ZTv0_n24_NK4Left3getEv", scope: !2, file: !2, line: 36, type: !909, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!967 = !DILocation(line: 0, scope: !966)
!968 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N4LeftD1Ev", scope: !2, file: !2, line: 36, type: !909, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!969 = !DILocation(line: 0, scope: !968)
!970 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N4LeftD0Ev", scope: !2, file: !2, line: 36, type: !909, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!971 = !DILocation(line: 0, scope: !970)
!972 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD1Ev", scope: !101, file: !2, line: 37, type: !940, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !973, retainedNodes: !157)
!973 = !DISubprogram(name: "~Right", scope: !101, type: !940, containingType: !101, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!974 = !DILocalVariable(name: "this", arg: 1, scope: !972, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!975 = !DILocation(line: 0, scope: !972)
!976 = !DILocation(line: 37, column: 8, scope: !972)
!977 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD0Ev", scope: !101, file: !2, line: 37, type: !940, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !973, retainedNodes: !157)
!978 = !DILocalVariable(name: "this", arg: 1, scope: !977, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!979 = !DILocation(line: 0, scope: !977)
!980 = !DILocation(line: 37, column: 8, scope: !977)
!981 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Base3getEv", scope: !104, file: !2, line: 35, type: !111, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !110, retainedNodes: !157)
!982 = !DILocalVariable(name: "this", arg: 1, scope: !981, type: !983, flags: DIFlagArtificial | DIFlagObjectPointer)
!983 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!984 = !DILocation(line: 0, scope: !981)
!985 = !DILocation(line: 35, column: 59, scope: !981)
!986 = !DILocation(line: 35, column: 52, scope: !981)
!987 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N5RightD1Ev", scope: !2, file: !2, line: 37, type: !909, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!988 = !DILocation(line: 0, scope: !987)
!989 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N5RightD0Ev", scope: !2, file: !2, line: 37, type: !909, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!990 = !DILocation(line: 0, scope: !989)
!991 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !437, file: !2, line: 38, type: !453, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !452, retainedNodes: !157)
!992 = !DILocalVariable(name: "this", arg: 1, scope: !991, type: !993, flags: DIFlagArtificial | DIFlagObjectPointer)
!993 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !456, size: 64)
!994 = !DILocation(line: 0, scope: !991)
!995 = !DILocation(line: 38, column: 77, scope: !991)
!996 = !DILocation(line: 38, column: 81, scope: !991)
!997 = !DILocation(line: 38, column: 79, scope: !991)
!998 = !DILocation(line: 38, column: 85, scope: !991)
!999 = !DILocation(line: 38, column: 83, scope: !991)
!1000 = !DILocation(line: 38, column: 89, scope: !991)
!1001 = !DILocation(line: 38, column: 87, scope: !991)
!1002 = !DILocation(line: 38, column: 70, scope: !991)
!1003 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !437, file: !2, line: 38, type: !623, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !817, retainedNodes: !157)
!1004 = !DILocalVariable(name: "this", arg: 1, scope: !1003, type: !628, flags: DIFlagArtificial | DIFlagObjectPointer)
!1005 = !DILocation(line: 0, scope: !1003)
!1006 = !DILocation(line: 38, column: 8, scope: !1003)
!1007 = distinct !DISubprogram(linkageName: "_ZThn16_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !909, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1008 = !DILocation(line: 0, scope: !1007)
!1009 = distinct !DISubprogram(linkageName: "_ZThn16_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !909, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1010 = !DILocation(line: 0, scope: !1009)
!1011 = distinct !DISubprogram(linkageName: "_ZTv0_n24_NK7Diamond3getEv", scope: !2, file: !2, line: 38, type: !909, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1012 = !DILocation(line: 0, scope: !1011)
!1013 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !909, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1014 = !DILocation(line: 0, scope: !1013)
!1015 = distinct !DISubprogram(linkageName: "_ZTv0_n32_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !909, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1016 = !DILocation(line: 0, scope: !1015)
!1017 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD2Ev", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !115, retainedNodes: !157)
!1018 = !DILocalVariable(name: "this", arg: 1, scope: !1017, type: !459, flags: DIFlagArtificial | DIFlagObjectPointer)
!1019 = !DILocation(line: 0, scope: !1017)
!1020 = !DILocation(line: 35, column: 81, scope: !1017)
!1021 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD0Ev", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !115, retainedNodes: !157)
!1022 = !DILocalVariable(name: "this", arg: 1, scope: !1021, type: !459, flags: DIFlagArtificial | DIFlagObjectPointer)
!1023 = !DILocation(line: 0, scope: !1021)
!1024 = !DILocation(line: 35, column: 80, scope: !1021)
!1025 = !DILocation(line: 35, column: 81, scope: !1021)
!1026 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD2Ev", scope: !440, file: !2, line: 36, type: !929, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !958, retainedNodes: !157)
!1027 = !DILocalVariable(name: "this", arg: 1, scope: !1026, type: !463, flags: DIFlagArtificial | DIFlagObjectPointer)
!1028 = !DILocation(line: 0, scope: !1026)
!1029 = !DILocalVariable(name: "vtt", arg: 2, scope: !1026, type: !936, flags: DIFlagArtificial)
!1030 = !DILocation(line: 36, column: 8, scope: !1026)
!1031 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD2Ev", scope: !101, file: !2, line: 37, type: !940, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !973, retainedNodes: !157)
!1032 = !DILocalVariable(name: "this", arg: 1, scope: !1031, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!1033 = !DILocation(line: 0, scope: !1031)
!1034 = !DILocalVariable(name: "vtt", arg: 2, scope: !1031, type: !936, flags: DIFlagArtificial)
!1035 = !DILocation(line: 37, column: 8, scope: !1031)
!1036 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZ4mainEN3$_38__invokeEi", scope: !738, file: !2, line: 126, type: !548, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !1037, retainedNodes: !157)
!1037 = !DISubprogram(name: "__invoke", scope: !738, type: !548, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!1038 = !DILocalVariable(name: "x", arg: 1, scope: !1036, type: !96)
!1039 = !DILocation(line: 0, scope: !1036)
!1040 = !DILocation(line: 126, column: 20, scope: !1036)
!1041 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_3clEi", scope: !738, file: !2, line: 126, type: !1042, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !1044, retainedNodes: !157)
!1042 = !DISubroutineType(types: !1043)
!1043 = !{!96, !741, !96}
!1044 = !DISubprogram(name: "operator()", scope: !738, file: !2, line: 126, type: !1042, scopeLine: 126, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1045 = !DILocalVariable(name: "this", arg: 1, scope: !1041, type: !745, flags: DIFlagArtificial | DIFlagObjectPointer)
!1046 = !DILocation(line: 0, scope: !1041)
!1047 = !DILocalVariable(name: "x", arg: 2, scope: !1041, file: !2, line: 126, type: !96)
!1048 = !DILocation(line: 126, column: 27, scope: !1041)
!1049 = !DILocation(line: 126, column: 39, scope: !1041)
!1050 = !DILocation(line: 126, column: 41, scope: !1041)
!1051 = !DILocation(line: 126, column: 32, scope: !1041)
!1052 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !125, file: !2, line: 78, type: !129, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !128, retainedNodes: !157)
!1053 = !DILocalVariable(name: "this", arg: 1, scope: !1052, type: !1054, flags: DIFlagArtificial | DIFlagObjectPointer)
!1054 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!1055 = !DILocation(line: 0, scope: !1052)
!1056 = !DILocation(line: 78, column: 16, scope: !1052)
!1057 = !DILocation(line: 78, column: 29, scope: !1058)
!1058 = distinct !DILexicalBlock(scope: !1052, file: !2, line: 78, column: 27)
!1059 = !DILocation(line: 78, column: 63, scope: !1052)
!1060 = distinct !DISubprogram(name: "~Registry", linkageName: "_ZN8RegistryD2Ev", scope: !125, file: !2, line: 79, type: !129, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !132, retainedNodes: !157)
!1061 = !DILocalVariable(name: "this", arg: 1, scope: !1060, type: !1054, flags: DIFlagArtificial | DIFlagObjectPointer)
!1062 = !DILocation(line: 0, scope: !1060)
!1063 = !DILocation(line: 79, column: 16, scope: !1060)
!1064 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD2Ev", scope: !437, file: !2, line: 38, type: !623, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !817, retainedNodes: !157)
!1065 = !DILocalVariable(name: "this", arg: 1, scope: !1064, type: !628, flags: DIFlagArtificial | DIFlagObjectPointer)
!1066 = !DILocation(line: 0, scope: !1064)
!1067 = !DILocalVariable(name: "vtt", arg: 2, scope: !1064, type: !936, flags: DIFlagArtificial)
!1068 = !DILocation(line: 38, column: 8, scope: !1069)
!1069 = distinct !DILexicalBlock(scope: !1064, file: !2, line: 38, column: 8)
!1070 = !DILocation(line: 38, column: 8, scope: !1064)
!1071 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEii", scope: !520, file: !2, line: 120, type: !1072, scopeLine: 120, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !1076, retainedNodes: !157)
!1072 = !DISubroutineType(types: !1073)
!1073 = !{!96, !1074, !96, !96}
!1074 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1075, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1075 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !520)
!1076 = !DISubprogram(name: "operator()", scope: !520, file: !2, line: 120, type: !1072, scopeLine: 120, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1077 = !DILocalVariable(name: "this", arg: 1, scope: !1071, type: !1078, flags: DIFlagArtificial | DIFlagObjectPointer)
!1078 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1075, size: 64)
!1079 = !DILocation(line: 0, scope: !1071)
!1080 = !DILocalVariable(name: "acc", arg: 2, scope: !1071, file: !2, line: 120, type: !96)
!1081 = !DILocation(line: 120, column: 25, scope: !1071)
!1082 = !DILocalVariable(name: "v", arg: 3, scope: !1071, file: !2, line: 120, type: !96)
!1083 = !DILocation(line: 120, column: 34, scope: !1071)
!1084 = !DILocation(line: 120, column: 46, scope: !1071)
!1085 = !DILocation(line: 120, column: 52, scope: !1071)
!1086 = !DILocation(line: 120, column: 50, scope: !1071)
!1087 = !DILocation(line: 120, column: 56, scope: !1071)
!1088 = !DILocation(line: 120, column: 54, scope: !1071)
!1089 = !DILocation(line: 120, column: 39, scope: !1071)
!1090 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainEN3$_2clEii", scope: !529, file: !2, line: 122, type: !1091, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !1094, retainedNodes: !157)
!1091 = !DISubroutineType(types: !1092)
!1092 = !{!96, !1093, !96, !96}
!1093 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !529, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1094 = !DISubprogram(name: "operator()", scope: !529, file: !2, line: 122, type: !1091, scopeLine: 122, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1095 = !DILocalVariable(name: "this", arg: 1, scope: !1090, type: !1096, flags: DIFlagArtificial | DIFlagObjectPointer)
!1096 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !529, size: 64)
!1097 = !DILocation(line: 0, scope: !1090)
!1098 = !DILocalVariable(name: "acc", arg: 2, scope: !1090, file: !2, line: 122, type: !96)
!1099 = !DILocation(line: 122, column: 32, scope: !1090)
!1100 = !DILocalVariable(name: "v", arg: 3, scope: !1090, file: !2, line: 122, type: !96)
!1101 = !DILocation(line: 122, column: 41, scope: !1090)
!1102 = !DILocation(line: 122, column: 56, scope: !1090)
!1103 = !DILocation(line: 122, column: 54, scope: !1090)
!1104 = !DILocation(line: 122, column: 75, scope: !1090)
!1105 = !DILocation(line: 122, column: 79, scope: !1090)
!1106 = !DILocation(line: 122, column: 83, scope: !1090)
!1107 = !DILocation(line: 122, column: 89, scope: !1090)
!1108 = !DILocation(line: 122, column: 87, scope: !1090)
!1109 = !DILocation(line: 122, column: 93, scope: !1090)
!1110 = !DILocation(line: 122, column: 68, scope: !1090)
