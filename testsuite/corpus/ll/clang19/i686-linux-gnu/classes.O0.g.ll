; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Registry = type { i32 }
%struct.Big = type { i64, i64, i64, i64, [13 x i8] }
%struct.Pair = type { i32, float }
%struct.Widget = type { %struct.Named, %struct.Counted }
%struct.Named = type { ptr, i32 }
%struct.Counted = type { ptr, i32 }
%struct.Diamond = type { %struct.Left.base, %struct.Right.base, i32, %struct.Base }
%struct.Left.base = type { ptr, i32 }
%struct.Right.base = type { ptr, i32 }
%struct.Base = type { ptr, i32 }
%struct.Array = type { [8 x i32] }
%class.anon = type { i32 }
%class.anon.0 = type { ptr }
%class.anon.1 = type { i8 }
%class.anon.2 = type { i8 }
%struct.Right = type { ptr, i32, %struct.Base }
%struct.Rect = type { %struct.Shape, double, double }
%struct.Shape = type { ptr }
%struct.Left = type { ptr, i32, %struct.Base }

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

$_ZThn8_N6Widget4bumpEv = comdat any

$_ZNK5Named5labelEv = comdat any

$_ZN7Counted4bumpEv = comdat any

$_ZN4BaseC2Ev = comdat any

$_ZN4LeftC2Ev = comdat any

$_ZN5RightC2Ev = comdat any

$_ZNK4Left3getEv = comdat any

$_ZN4LeftD1Ev = comdat any

$_ZN4LeftD0Ev = comdat any

$_ZTv0_n12_NK4Left3getEv = comdat any

$_ZTv0_n16_N4LeftD1Ev = comdat any

$_ZTv0_n16_N4LeftD0Ev = comdat any

$_ZN5RightD1Ev = comdat any

$_ZN5RightD0Ev = comdat any

$_ZNK4Base3getEv = comdat any

$_ZTv0_n16_N5RightD1Ev = comdat any

$_ZTv0_n16_N5RightD0Ev = comdat any

$_ZNK7Diamond3getEv = comdat any

$_ZN7DiamondD0Ev = comdat any

$_ZThn8_N7DiamondD1Ev = comdat any

$_ZThn8_N7DiamondD0Ev = comdat any

$_ZTv0_n12_NK7Diamond3getEv = comdat any

$_ZTv0_n16_N7DiamondD1Ev = comdat any

$_ZTv0_n16_N7DiamondD0Ev = comdat any

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

$_ZTC7Diamond8_5Right = comdat any

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
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS5Right = linkonce_odr dso_local constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS5Right, i32 0, i32 1, ptr @_ZTI4Base, i32 -3069 }, comdat, align 4
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
@_ZTV4Rect = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI4Rect, ptr @_ZN4RectD2Ev, ptr @_ZN4RectD0Ev, ptr @_ZNK4Rect4areaEv, ptr @_ZNK4Rect4nameEv] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS4Rect = linkonce_odr dso_local constant [6 x i8] c"4Rect\00", comdat, align 1
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Shape }, comdat, align 4
@_ZTI4Rect = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS4Rect, ptr @_ZTI5Shape }, comdat, align 4
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI5Shape, ptr @_ZN5ShapeD2Ev, ptr @_ZN5ShapeD0Ev, ptr @__cxa_pure_virtual, ptr @_ZNK5Shape4nameEv] }, comdat, align 4
@.str.16 = private unnamed_addr constant [6 x i8] c"shape\00", align 1, !dbg !71
@.str.17 = private unnamed_addr constant [5 x i8] c"rect\00", align 1, !dbg !73
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI6Square, ptr @_ZN6SquareD2Ev, ptr @_ZN6SquareD0Ev, ptr @_ZNK4Rect4areaEv, ptr @_ZNK6Square4nameEv] }, comdat, align 4
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTI6Square = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS6Square, ptr @_ZTI4Rect }, comdat, align 4
@.str.18 = private unnamed_addr constant [7 x i8] c"square\00", align 1, !dbg !78
@_ZTV6Widget = linkonce_odr dso_local unnamed_addr constant { [4 x ptr], [3 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI6Widget, ptr @_ZNK6Widget5labelEv, ptr @_ZN6Widget4bumpEv], [3 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr @_ZTI6Widget, ptr @_ZThn8_N6Widget4bumpEv] }, comdat, align 4
@_ZTS6Widget = linkonce_odr dso_local constant [8 x i8] c"6Widget\00", comdat, align 1
@_ZTS5Named = linkonce_odr dso_local constant [7 x i8] c"5Named\00", comdat, align 1
@_ZTI5Named = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Named }, comdat, align 4
@_ZTS7Counted = linkonce_odr dso_local constant [9 x i8] c"7Counted\00", comdat, align 1
@_ZTI7Counted = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS7Counted }, comdat, align 4
@_ZTI6Widget = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS6Widget, i32 0, i32 2, ptr @_ZTI5Named, i32 2, ptr @_ZTI7Counted, i32 2050 }, comdat, align 4
@_ZTV5Named = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI5Named, ptr @_ZNK5Named5labelEv] }, comdat, align 4
@.str.19 = private unnamed_addr constant [6 x i8] c"named\00", align 1, !dbg !80
@_ZTV7Counted = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI7Counted, ptr @_ZN7Counted4bumpEv] }, comdat, align 4
@.str.20 = private unnamed_addr constant [7 x i8] c"widget\00", align 1, !dbg !82
@_ZTV7Diamond = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [5 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI7Diamond, ptr @_ZNK7Diamond3getEv, ptr @_ZN7DiamondD1Ev, ptr @_ZN7DiamondD0Ev], [5 x ptr] [ptr inttoptr (i32 12 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI7Diamond, ptr @_ZThn8_N7DiamondD1Ev, ptr @_ZThn8_N7DiamondD0Ev], [7 x ptr] [ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr @_ZTI7Diamond, ptr @_ZTv0_n12_NK7Diamond3getEv, ptr @_ZTv0_n16_N7DiamondD1Ev, ptr @_ZTv0_n16_N7DiamondD0Ev] }, comdat, align 4
@_ZTT7Diamond = linkonce_odr dso_local unnamed_addr constant [7 x ptr] [ptr getelementptr inbounds inrange(-12, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 12) ({ [6 x ptr], [7 x ptr] }, ptr @_ZTC7Diamond0_4Left, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [6 x ptr], [7 x ptr] }, ptr @_ZTC7Diamond0_4Left, i32 0, i32 1, i32 4), ptr getelementptr inbounds inrange(-12, 8) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC7Diamond8_5Right, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC7Diamond8_5Right, i32 0, i32 1, i32 4), ptr getelementptr inbounds inrange(-16, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 2, i32 4), ptr getelementptr inbounds inrange(-12, 8) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 1, i32 3)], comdat, align 4
@_ZTC7Diamond0_4Left = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI4Left, ptr @_ZNK4Left3getEv, ptr @_ZN4LeftD1Ev, ptr @_ZN4LeftD0Ev], [7 x ptr] [ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr @_ZTI4Left, ptr @_ZTv0_n12_NK4Left3getEv, ptr @_ZTv0_n16_N4LeftD1Ev, ptr @_ZTv0_n16_N4LeftD0Ev] }, comdat, align 4
@_ZTS4Left = linkonce_odr dso_local constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS4Left, i32 0, i32 1, ptr @_ZTI4Base, i32 -3069 }, comdat, align 4
@_ZTC7Diamond8_5Right = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i32 12 to ptr), ptr null, ptr @_ZTI5Right, ptr @_ZN5RightD1Ev, ptr @_ZN5RightD0Ev], [7 x ptr] [ptr inttoptr (i32 -12 to ptr), ptr null, ptr inttoptr (i32 -12 to ptr), ptr @_ZTI5Right, ptr @_ZNK4Base3getEv, ptr @_ZTv0_n16_N5RightD1Ev, ptr @_ZTv0_n16_N5RightD0Ev] }, comdat, align 4
@_ZTS7Diamond = linkonce_odr dso_local constant [9 x i8] c"7Diamond\00", comdat, align 1
@_ZTI7Diamond = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS7Diamond, i32 2, i32 2, ptr @_ZTI4Left, i32 2, ptr @_ZTI5Right, i32 2050 }, comdat, align 4
@_ZTV4Base = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZNK4Base3getEv, ptr @_ZN4BaseD2Ev, ptr @_ZN4BaseD0Ev] }, comdat, align 4
@_ZTV4Left = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i32 8 to ptr), ptr null, ptr @_ZTI4Left, ptr @_ZNK4Left3getEv, ptr @_ZN4LeftD1Ev, ptr @_ZN4LeftD0Ev], [7 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr inttoptr (i32 -8 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI4Left, ptr @_ZTv0_n12_NK4Left3getEv, ptr @_ZTv0_n16_N4LeftD1Ev, ptr @_ZTv0_n16_N4LeftD0Ev] }, comdat, align 4
@_ZTT4Left = linkonce_odr dso_local unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-12, 12) ({ [6 x ptr], [7 x ptr] }, ptr @_ZTV4Left, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [6 x ptr], [7 x ptr] }, ptr @_ZTV4Left, i32 0, i32 1, i32 4)], comdat, align 4
@_ZTV5Right = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i32 8 to ptr), ptr null, ptr @_ZTI5Right, ptr @_ZN5RightD1Ev, ptr @_ZN5RightD0Ev], [7 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr null, ptr inttoptr (i32 -8 to ptr), ptr @_ZTI5Right, ptr @_ZNK4Base3getEv, ptr @_ZTv0_n16_N5RightD1Ev, ptr @_ZTv0_n16_N5RightD0Ev] }, comdat, align 4
@_ZTT5Right = linkonce_odr dso_local unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-12, 8) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV5Right, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV5Right, i32 0, i32 1, i32 4)], comdat, align 4
@.str.21 = private unnamed_addr constant [4 x i8] c"int\00", align 1, !dbg !84
@.str.22 = private unnamed_addr constant [7 x i8] c"double\00", align 1, !dbg !89
@_ZZL7countervE1n = internal global i32 0, align 4, !dbg !91
@_ZGVZL7countervE1n = internal global i64 0, align 4
@_ZZL8registryvE1r = internal global %struct.Registry zeroinitializer, align 4, !dbg !134
@_ZGVZL8registryvE1r = internal global i64 0, align 4
@__dso_handle = external hidden global i8
@.str.23 = private unnamed_addr constant [22 x i8] c"Registry constructed\0A\00", align 1, !dbg !140

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef ptr @_Z6max_ofIPKcET_S2_S2_(ptr noundef %0, ptr noundef %1) #0 !dbg !154 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !161, !DIExpression(), !162)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !163, !DIExpression(), !164)
  %5 = load ptr, ptr %3, align 4, !dbg !165
  ret ptr %5, !dbg !166
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_Z8make_bigi(ptr dead_on_unwind noalias writable sret(%struct.Big) align 4 %0, i32 noundef %1) #0 !dbg !167 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !179, !DIExpression(), !180)
    #dbg_declare(ptr %3, !181, !DIExpression(DW_OP_deref), !182)
  %6 = load i32, ptr %4, align 4, !dbg !183
  %7 = sext i32 %6 to i64, !dbg !183
  %8 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0, !dbg !184
  store i64 %7, ptr %8, align 4, !dbg !185
  %9 = load i32, ptr %4, align 4, !dbg !186
  %10 = mul nsw i32 %9, 2, !dbg !187
  %11 = sext i32 %10 to i64, !dbg !186
  %12 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1, !dbg !188
  store i64 %11, ptr %12, align 4, !dbg !189
  %13 = load i32, ptr %4, align 4, !dbg !190
  %14 = mul nsw i32 %13, 3, !dbg !191
  %15 = sext i32 %14 to i64, !dbg !190
  %16 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 2, !dbg !192
  store i64 %15, ptr %16, align 4, !dbg !193
  %17 = load i32, ptr %4, align 4, !dbg !194
  %18 = sub nsw i32 0, %17, !dbg !195
  %19 = sext i32 %18 to i64, !dbg !195
  %20 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 3, !dbg !196
  store i64 %19, ptr %20, align 4, !dbg !197
    #dbg_declare(ptr %5, !198, !DIExpression(), !200)
  store i32 0, ptr %5, align 4, !dbg !200
  br label %21, !dbg !201

21:                                               ; preds = %34, %2
  %22 = load i32, ptr %5, align 4, !dbg !202
  %23 = icmp slt i32 %22, 12, !dbg !204
  br i1 %23, label %24, label %37, !dbg !205

24:                                               ; preds = %21
  %25 = load i32, ptr %4, align 4, !dbg !206
  %26 = load i32, ptr %5, align 4, !dbg !207
  %27 = add nsw i32 %25, %26, !dbg !208
  %28 = srem i32 %27, 26, !dbg !209
  %29 = add nsw i32 97, %28, !dbg !210
  %30 = trunc i32 %29 to i8, !dbg !211
  %31 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4, !dbg !212
  %32 = load i32, ptr %5, align 4, !dbg !213
  %33 = getelementptr inbounds [13 x i8], ptr %31, i32 0, i32 %32, !dbg !214
  store i8 %30, ptr %33, align 1, !dbg !215
  br label %34, !dbg !214

34:                                               ; preds = %24
  %35 = load i32, ptr %5, align 4, !dbg !216
  %36 = add nsw i32 %35, 1, !dbg !216
  store i32 %36, ptr %5, align 4, !dbg !216
  br label %21, !dbg !217, !llvm.loop !218

37:                                               ; preds = %21
  %38 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4, !dbg !221
  %39 = getelementptr inbounds [13 x i8], ptr %38, i32 0, i32 12, !dbg !222
  store i8 0, ptr %39, align 4, !dbg !223
  ret void, !dbg !224
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i64 @_Z7sum_big3Big(ptr noundef byval(%struct.Big) align 4 %0) #0 !dbg !225 {
    #dbg_declare(ptr %0, !228, !DIExpression(), !229)
  %2 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0, !dbg !230
  %3 = load i64, ptr %2, align 4, !dbg !230
  %4 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1, !dbg !231
  %5 = load i64, ptr %4, align 4, !dbg !231
  %6 = add nsw i64 %3, %5, !dbg !232
  %7 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 2, !dbg !233
  %8 = load i64, ptr %7, align 4, !dbg !233
  %9 = add nsw i64 %6, %8, !dbg !234
  %10 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 3, !dbg !235
  %11 = load i64, ptr %10, align 4, !dbg !235
  %12 = add nsw i64 %9, %11, !dbg !236
  %13 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 4, !dbg !237
  %14 = getelementptr inbounds [13 x i8], ptr %13, i32 0, i32 0, !dbg !238
  %15 = load i8, ptr %14, align 4, !dbg !238
  %16 = sext i8 %15 to i64, !dbg !238
  %17 = add nsw i64 %12, %16, !dbg !239
  ret i64 %17, !dbg !240
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_Z9swap_pair4Pair(ptr dead_on_unwind noalias writable sret(%struct.Pair) align 4 %0, i32 %1, float %2) #0 !dbg !241 {
  %4 = alloca ptr, align 4
  %5 = alloca %struct.Pair, align 4
  store ptr %0, ptr %4, align 4
  %6 = getelementptr inbounds %struct.Pair, ptr %5, i32 0, i32 0
  store i32 %1, ptr %6, align 4
  %7 = getelementptr inbounds %struct.Pair, ptr %5, i32 0, i32 1
  store float %2, ptr %7, align 4
    #dbg_declare(ptr %5, !244, !DIExpression(), !245)
    #dbg_declare(ptr %4, !246, !DIExpression(DW_OP_deref), !247)
  %8 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 0, !dbg !248
  %9 = getelementptr inbounds %struct.Pair, ptr %5, i32 0, i32 1, !dbg !249
  %10 = load float, ptr %9, align 4, !dbg !249
  %11 = fptosi float %10 to i32, !dbg !250
  store i32 %11, ptr %8, align 4, !dbg !248
  %12 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 1, !dbg !248
  %13 = getelementptr inbounds %struct.Pair, ptr %5, i32 0, i32 0, !dbg !251
  %14 = load i32, ptr %13, align 4, !dbg !251
  %15 = sitofp i32 %14 to float, !dbg !252
  store float %15, ptr %12, align 4, !dbg !248
  ret void, !dbg !253
}

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znwj(i32 noundef %0) #1 !dbg !254 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !259, !DIExpression(), !260)
  %3 = load i32, ptr %2, align 4, !dbg !261
  %4 = icmp ne i32 %3, 0, !dbg !261
  br i1 %4, label %5, label %7, !dbg !261

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !262
  br label %8, !dbg !261

7:                                                ; preds = %1
  br label %8, !dbg !261

8:                                                ; preds = %7, %5
  %9 = phi i32 [ %6, %5 ], [ 1, %7 ], !dbg !261
  %10 = call ptr @malloc(i32 noundef %9) #14, !dbg !263
  ret ptr %10, !dbg !264
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #2

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdlPv(ptr noundef %0) #3 personality ptr @__gxx_personality_v0 !dbg !265 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !268, !DIExpression(), !269)
  %3 = load ptr, ptr %2, align 4, !dbg !270
  invoke void @free(ptr noundef %3)
          to label %4 unwind label %5, !dbg !271

4:                                                ; preds = %1
  ret void, !dbg !272

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null, !dbg !271
  %7 = extractvalue { ptr, i32 } %6, 0, !dbg !271
  call void @__clang_call_terminate(ptr %7) #15, !dbg !271
  unreachable, !dbg !271
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
define dso_local void @_ZdlPvj(ptr noundef %0, i32 noundef %1) #3 personality ptr @__gxx_personality_v0 !dbg !273 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !276, !DIExpression(), !277)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !278, !DIExpression(), !279)
  %5 = load ptr, ptr %3, align 4, !dbg !280
  invoke void @free(ptr noundef %5)
          to label %6 unwind label %7, !dbg !281

6:                                                ; preds = %2
  ret void, !dbg !282

7:                                                ; preds = %2
  %8 = landingpad { ptr, i32 }
          catch ptr null, !dbg !281
  %9 = extractvalue { ptr, i32 } %8, 0, !dbg !281
  call void @__clang_call_terminate(ptr %9) #15, !dbg !281
  unreachable, !dbg !281
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #6 personality ptr @__gxx_personality_v0 !dbg !283 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x ptr], align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca ptr, align 4
  %11 = alloca ptr, align 4
  %12 = alloca ptr, align 4
  %13 = alloca ptr, align 4
  %14 = alloca %struct.Widget, align 4
  %15 = alloca ptr, align 4
  %16 = alloca ptr, align 4
  %17 = alloca %struct.Diamond, align 4
  %18 = alloca ptr, align 4
  %19 = alloca ptr, align 4
  %20 = alloca %struct.Array, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca %class.anon, align 4
  %24 = alloca i32, align 4
  %25 = alloca %class.anon.0, align 4
  %26 = alloca %class.anon, align 4
  %27 = alloca %class.anon.0, align 4
  %28 = alloca %class.anon.1, align 1
  %29 = alloca ptr, align 4
  %30 = alloca %class.anon.2, align 1
  %31 = alloca %struct.Big, align 4
  %32 = alloca %struct.Big, align 4
  %33 = alloca %struct.Pair, align 4
  %34 = alloca %struct.Pair, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !284, !DIExpression(), !305)
  %37 = call noalias noundef nonnull ptr @_Znwj(i32 noundef 20) #16, !dbg !306, !heapallocsite !307
  invoke void @_ZN4RectC2Edd(ptr noundef nonnull align 4 dereferenceable(20) %37, double noundef 2.000000e+00, double noundef 3.000000e+00)
          to label %38 unwind label %78, !dbg !324

38:                                               ; preds = %0
  store ptr %37, ptr %2, align 4, !dbg !325
  %39 = getelementptr inbounds ptr, ptr %2, i32 1, !dbg !325
  %40 = call noalias noundef nonnull ptr @_Znwj(i32 noundef 20) #16, !dbg !326, !heapallocsite !327
  invoke void @_ZN6SquareC2Ed(ptr noundef nonnull align 4 dereferenceable(20) %40, double noundef 4.000000e+00)
          to label %41 unwind label %82, !dbg !339

41:                                               ; preds = %38
  store ptr %40, ptr %39, align 4, !dbg !325
  %42 = getelementptr inbounds ptr, ptr %2, i32 2, !dbg !325
  %43 = call noalias noundef nonnull ptr @_Znwj(i32 noundef 20) #16, !dbg !340, !heapallocsite !307
  invoke void @_ZN4RectC2Edd(ptr noundef nonnull align 4 dereferenceable(20) %43, double noundef 5.000000e-01, double noundef 8.000000e+00)
          to label %44 unwind label %86, !dbg !341

44:                                               ; preds = %41
  store ptr %43, ptr %42, align 4, !dbg !325
    #dbg_declare(ptr %5, !342, !DIExpression(), !343)
  store double 0.000000e+00, ptr %5, align 8, !dbg !343
    #dbg_declare(ptr %6, !344, !DIExpression(), !347)
  store ptr %2, ptr %6, align 4, !dbg !348
    #dbg_declare(ptr %7, !349, !DIExpression(), !347)
  %45 = load ptr, ptr %6, align 4, !dbg !351
  %46 = getelementptr inbounds [3 x ptr], ptr %45, i32 0, i32 0, !dbg !351
  store ptr %46, ptr %7, align 4, !dbg !351
    #dbg_declare(ptr %8, !352, !DIExpression(), !347)
  %47 = load ptr, ptr %6, align 4, !dbg !351
  %48 = getelementptr inbounds [3 x ptr], ptr %47, i32 0, i32 0, !dbg !351
  %49 = getelementptr inbounds ptr, ptr %48, i32 3, !dbg !351
  store ptr %49, ptr %8, align 4, !dbg !351
  br label %50, !dbg !351

50:                                               ; preds = %75, %44
  %51 = load ptr, ptr %7, align 4, !dbg !351
  %52 = load ptr, ptr %8, align 4, !dbg !351
  %53 = icmp ne ptr %51, %52, !dbg !351
  br i1 %53, label %54, label %90, !dbg !351

54:                                               ; preds = %50
    #dbg_declare(ptr %9, !353, !DIExpression(), !355)
  %55 = load ptr, ptr %7, align 4, !dbg !356
  %56 = load ptr, ptr %55, align 4, !dbg !356
  store ptr %56, ptr %9, align 4, !dbg !355
  %57 = load ptr, ptr %9, align 4, !dbg !357
  %58 = load ptr, ptr %57, align 4, !dbg !359
  %59 = getelementptr inbounds ptr, ptr %58, i64 3, !dbg !359
  %60 = load ptr, ptr %59, align 4, !dbg !359
  %61 = call noundef ptr %60(ptr noundef nonnull align 4 dereferenceable(4) %57), !dbg !359
  %62 = load ptr, ptr %9, align 4, !dbg !360
  %63 = load ptr, ptr %62, align 4, !dbg !361
  %64 = getelementptr inbounds ptr, ptr %63, i64 2, !dbg !361
  %65 = load ptr, ptr %64, align 4, !dbg !361
  %66 = call noundef double %65(ptr noundef nonnull align 4 dereferenceable(4) %62), !dbg !361
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %61, double noundef %66), !dbg !362
  %68 = load ptr, ptr %9, align 4, !dbg !363
  %69 = load ptr, ptr %68, align 4, !dbg !364
  %70 = getelementptr inbounds ptr, ptr %69, i64 2, !dbg !364
  %71 = load ptr, ptr %70, align 4, !dbg !364
  %72 = call noundef double %71(ptr noundef nonnull align 4 dereferenceable(4) %68), !dbg !364
  %73 = load double, ptr %5, align 8, !dbg !365
  %74 = fadd double %73, %72, !dbg !365
  store double %74, ptr %5, align 8, !dbg !365
  br label %75, !dbg !366

75:                                               ; preds = %54
  %76 = load ptr, ptr %7, align 4, !dbg !351
  %77 = getelementptr inbounds ptr, ptr %76, i32 1, !dbg !351
  store ptr %77, ptr %7, align 4, !dbg !351
  br label %50, !dbg !351, !llvm.loop !367

78:                                               ; preds = %0
  %79 = landingpad { ptr, i32 }
          cleanup, !dbg !369
  %80 = extractvalue { ptr, i32 } %79, 0, !dbg !369
  store ptr %80, ptr %3, align 4, !dbg !369
  %81 = extractvalue { ptr, i32 } %79, 1, !dbg !369
  store i32 %81, ptr %4, align 4, !dbg !369
  call void @_ZdlPvj(ptr noundef %37, i32 noundef 20) #17, !dbg !306
  br label %262, !dbg !306

82:                                               ; preds = %38
  %83 = landingpad { ptr, i32 }
          cleanup, !dbg !369
  %84 = extractvalue { ptr, i32 } %83, 0, !dbg !369
  store ptr %84, ptr %3, align 4, !dbg !369
  %85 = extractvalue { ptr, i32 } %83, 1, !dbg !369
  store i32 %85, ptr %4, align 4, !dbg !369
  call void @_ZdlPvj(ptr noundef %40, i32 noundef 20) #17, !dbg !326
  br label %262, !dbg !326

86:                                               ; preds = %41
  %87 = landingpad { ptr, i32 }
          cleanup, !dbg !369
  %88 = extractvalue { ptr, i32 } %87, 0, !dbg !369
  store ptr %88, ptr %3, align 4, !dbg !369
  %89 = extractvalue { ptr, i32 } %87, 1, !dbg !369
  store i32 %89, ptr %4, align 4, !dbg !369
  call void @_ZdlPvj(ptr noundef %43, i32 noundef 20) #17, !dbg !340
  br label %262, !dbg !340

90:                                               ; preds = %50
    #dbg_declare(ptr %10, !370, !DIExpression(), !372)
  store ptr %2, ptr %10, align 4, !dbg !373
    #dbg_declare(ptr %11, !374, !DIExpression(), !372)
  %91 = load ptr, ptr %10, align 4, !dbg !375
  %92 = getelementptr inbounds [3 x ptr], ptr %91, i32 0, i32 0, !dbg !375
  store ptr %92, ptr %11, align 4, !dbg !375
    #dbg_declare(ptr %12, !376, !DIExpression(), !372)
  %93 = load ptr, ptr %10, align 4, !dbg !375
  %94 = getelementptr inbounds [3 x ptr], ptr %93, i32 0, i32 0, !dbg !375
  %95 = getelementptr inbounds ptr, ptr %94, i32 3, !dbg !375
  store ptr %95, ptr %12, align 4, !dbg !375
  br label %96, !dbg !375

96:                                               ; preds = %110, %90
  %97 = load ptr, ptr %11, align 4, !dbg !375
  %98 = load ptr, ptr %12, align 4, !dbg !375
  %99 = icmp ne ptr %97, %98, !dbg !375
  br i1 %99, label %100, label %113, !dbg !375

100:                                              ; preds = %96
    #dbg_declare(ptr %13, !377, !DIExpression(), !379)
  %101 = load ptr, ptr %11, align 4, !dbg !380
  %102 = load ptr, ptr %101, align 4, !dbg !380
  store ptr %102, ptr %13, align 4, !dbg !379
  %103 = load ptr, ptr %13, align 4, !dbg !381
  %104 = icmp eq ptr %103, null, !dbg !382
  br i1 %104, label %109, label %105, !dbg !382

105:                                              ; preds = %100
  %106 = load ptr, ptr %103, align 4, !dbg !382
  %107 = getelementptr inbounds ptr, ptr %106, i64 1, !dbg !382
  %108 = load ptr, ptr %107, align 4, !dbg !382
  call void %108(ptr noundef nonnull align 4 dereferenceable(4) %103) #13, !dbg !382
  br label %109, !dbg !382

109:                                              ; preds = %105, %100
  br label %110, !dbg !383

110:                                              ; preds = %109
  %111 = load ptr, ptr %11, align 4, !dbg !375
  %112 = getelementptr inbounds ptr, ptr %111, i32 1, !dbg !375
  store ptr %112, ptr %11, align 4, !dbg !375
  br label %96, !dbg !375, !llvm.loop !384

113:                                              ; preds = %96
  %114 = load double, ptr %5, align 8, !dbg !386
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %114), !dbg !387
    #dbg_declare(ptr %14, !388, !DIExpression(), !419)
  call void @_ZN6WidgetC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %14) #13, !dbg !419
    #dbg_declare(ptr %15, !420, !DIExpression(), !422)
  %116 = icmp eq ptr %14, null, !dbg !423
  br i1 %116, label %119, label %117, !dbg !423

117:                                              ; preds = %113
  %118 = getelementptr inbounds i8, ptr %14, i32 8, !dbg !423
  br label %119, !dbg !423

119:                                              ; preds = %117, %113
  %120 = phi ptr [ %118, %117 ], [ null, %113 ], !dbg !423
  store ptr %120, ptr %15, align 4, !dbg !422
    #dbg_declare(ptr %16, !424, !DIExpression(), !426)
  store ptr %14, ptr %16, align 4, !dbg !426
  %121 = load ptr, ptr %15, align 4, !dbg !427
  %122 = load ptr, ptr %121, align 4, !dbg !428
  %123 = getelementptr inbounds ptr, ptr %122, i64 0, !dbg !428
  %124 = load ptr, ptr %123, align 4, !dbg !428
  call void %124(ptr noundef nonnull align 4 dereferenceable(8) %121), !dbg !428
  %125 = load ptr, ptr %15, align 4, !dbg !429
  %126 = load ptr, ptr %125, align 4, !dbg !430
  %127 = getelementptr inbounds ptr, ptr %126, i64 0, !dbg !430
  %128 = load ptr, ptr %127, align 4, !dbg !430
  call void %128(ptr noundef nonnull align 4 dereferenceable(8) %125), !dbg !430
  %129 = load ptr, ptr %16, align 4, !dbg !431
  %130 = load ptr, ptr %129, align 4, !dbg !432
  %131 = getelementptr inbounds ptr, ptr %130, i64 0, !dbg !432
  %132 = load ptr, ptr %131, align 4, !dbg !432
  %133 = call noundef ptr %132(ptr noundef nonnull align 4 dereferenceable(8) %129), !dbg !432
  %134 = getelementptr inbounds i8, ptr %14, i32 8, !dbg !433
  %135 = getelementptr inbounds %struct.Counted, ptr %134, i32 0, i32 1, !dbg !434
  %136 = load i32, ptr %135, align 4, !dbg !434
  %137 = getelementptr inbounds %struct.Named, ptr %14, i32 0, i32 1, !dbg !435
  %138 = load i32, ptr %137, align 4, !dbg !435
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %133, i32 noundef %136, i32 noundef %138), !dbg !436
    #dbg_declare(ptr %17, !437, !DIExpression(), !458)
  call void @_ZN7DiamondC1Ev(ptr noundef nonnull align 4 dereferenceable(20) %17) #13, !dbg !458
    #dbg_declare(ptr %18, !459, !DIExpression(), !461)
  %140 = icmp eq ptr %17, null, !dbg !462
  br i1 %140, label %146, label %141, !dbg !462

141:                                              ; preds = %119
  %142 = load ptr, ptr %17, align 4, !dbg !462
  %143 = getelementptr i8, ptr %142, i64 -12, !dbg !462
  %144 = load i32, ptr %143, align 4, !dbg !462
  %145 = getelementptr inbounds i8, ptr %17, i32 %144, !dbg !462
  br label %146, !dbg !462

146:                                              ; preds = %141, %119
  %147 = phi ptr [ %145, %141 ], [ null, %119 ], !dbg !462
  store ptr %147, ptr %18, align 4, !dbg !461
    #dbg_declare(ptr %19, !463, !DIExpression(), !465)
  store ptr %17, ptr %19, align 4, !dbg !465
  %148 = load ptr, ptr %18, align 4, !dbg !466
  %149 = load ptr, ptr %148, align 4, !dbg !467
  %150 = getelementptr inbounds ptr, ptr %149, i64 0, !dbg !467
  %151 = load ptr, ptr %150, align 4, !dbg !467
  %152 = invoke noundef i32 %151(ptr noundef nonnull align 4 dereferenceable(8) %148)
          to label %153 unwind label %169, !dbg !467

153:                                              ; preds = %146
  %154 = load ptr, ptr %19, align 4, !dbg !468
  %155 = load ptr, ptr %154, align 4, !dbg !469
  %156 = getelementptr inbounds ptr, ptr %155, i64 0, !dbg !469
  %157 = load ptr, ptr %156, align 4, !dbg !469
  %158 = invoke noundef i32 %157(ptr noundef nonnull align 4 dereferenceable(8) %154)
          to label %159 unwind label %169, !dbg !469

159:                                              ; preds = %153
  %160 = getelementptr inbounds i8, ptr %17, i32 8, !dbg !470
  %161 = getelementptr inbounds %struct.Right, ptr %160, i32 0, i32 1, !dbg !471
  %162 = load i32, ptr %161, align 4, !dbg !471
  %163 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %152, i32 noundef %158, i32 noundef %162)
          to label %164 unwind label %169, !dbg !472

164:                                              ; preds = %159
  %165 = load ptr, ptr %18, align 4, !dbg !473
  %166 = icmp eq ptr %165, null, !dbg !474
  br i1 %166, label %173, label %167, !dbg !474

167:                                              ; preds = %164
  %168 = call ptr @__dynamic_cast(ptr %165, ptr @_ZTI4Base, ptr @_ZTI5Right, i32 -1) #13, !dbg !474
  br label %174, !dbg !474

169:                                              ; preds = %256, %252, %250, %248, %235, %230, %228, %226, %224, %222, %219, %217, %215, %213, %209, %207, %205, %203, %200, %198, %193, %183, %174, %159, %153, %146
  %170 = landingpad { ptr, i32 }
          cleanup, !dbg !369
  %171 = extractvalue { ptr, i32 } %170, 0, !dbg !369
  store ptr %171, ptr %3, align 4, !dbg !369
  %172 = extractvalue { ptr, i32 } %170, 1, !dbg !369
  store i32 %172, ptr %4, align 4, !dbg !369
  call void @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %17) #13, !dbg !369
  br label %262, !dbg !369

173:                                              ; preds = %164
  br label %174, !dbg !474

174:                                              ; preds = %173, %167
  %175 = phi ptr [ %168, %167 ], [ null, %173 ], !dbg !474
  %176 = icmp ne ptr %175, null, !dbg !475
  %177 = zext i1 %176 to i32, !dbg !474
  %178 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %177)
          to label %179 unwind label %169, !dbg !476

179:                                              ; preds = %174
    #dbg_declare(ptr %20, !477, !DIExpression(), !499)
    #dbg_declare(ptr %21, !500, !DIExpression(), !502)
  store i32 0, ptr %21, align 4, !dbg !502
  br label %180, !dbg !503

180:                                              ; preds = %190, %179
  %181 = load i32, ptr %21, align 4, !dbg !504
  %182 = icmp slt i32 %181, 8, !dbg !506
  br i1 %182, label %183, label %193, !dbg !507

183:                                              ; preds = %180
  %184 = load i32, ptr %21, align 4, !dbg !508
  %185 = load i32, ptr %21, align 4, !dbg !509
  %186 = mul nsw i32 %184, %185, !dbg !510
  %187 = load i32, ptr %21, align 4, !dbg !511
  %188 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZN5ArrayIiLi8EEixEi(ptr noundef nonnull align 4 dereferenceable(32) %20, i32 noundef %187)
          to label %189 unwind label %169, !dbg !512

189:                                              ; preds = %183
  store i32 %186, ptr %188, align 4, !dbg !513
  br label %190, !dbg !512

190:                                              ; preds = %189
  %191 = load i32, ptr %21, align 4, !dbg !514
  %192 = add nsw i32 %191, 1, !dbg !514
  store i32 %192, ptr %21, align 4, !dbg !514
  br label %180, !dbg !515, !llvm.loop !516

193:                                              ; preds = %180
    #dbg_declare(ptr %22, !518, !DIExpression(), !519)
  store i32 7, ptr %22, align 4, !dbg !519
    #dbg_declare(ptr %23, !520, !DIExpression(), !524)
  %194 = getelementptr inbounds %class.anon, ptr %23, i32 0, i32 0, !dbg !525
  %195 = load i32, ptr %22, align 4, !dbg !526
  store i32 %195, ptr %194, align 4, !dbg !525
    #dbg_declare(ptr %24, !527, !DIExpression(), !528)
  store i32 0, ptr %24, align 4, !dbg !528
    #dbg_declare(ptr %25, !529, !DIExpression(), !533)
  %196 = getelementptr inbounds %class.anon.0, ptr %25, i32 0, i32 0, !dbg !534
  store ptr %24, ptr %196, align 4, !dbg !534
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %26, ptr align 4 %23, i32 4, i1 false), !dbg !535
  %197 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %20, i32 noundef 0, ptr noundef byval(%class.anon) align 4 %26)
          to label %198 unwind label %169, !dbg !536

198:                                              ; preds = %193
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %27, ptr align 4 %25, i32 4, i1 false), !dbg !537
  %199 = invoke noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %20, i32 noundef 1, ptr noundef byval(%class.anon.0) align 4 %27)
          to label %200 unwind label %169, !dbg !538

200:                                              ; preds = %198
  %201 = load i32, ptr %24, align 4, !dbg !539
  %202 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %197, i32 noundef %199, i32 noundef %201)
          to label %203 unwind label %169, !dbg !540

203:                                              ; preds = %200
    #dbg_declare(ptr %28, !541, !DIExpression(), !543)
  %204 = invoke noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %28, i32 noundef 21)
          to label %205 unwind label %169, !dbg !544

205:                                              ; preds = %203
  %206 = invoke noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %28, double noundef 1.250000e+00)
          to label %207 unwind label %169, !dbg !545

207:                                              ; preds = %205
  %208 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %204, double noundef %206)
          to label %209 unwind label %169, !dbg !546

209:                                              ; preds = %207
    #dbg_declare(ptr %29, !547, !DIExpression(), !551)
  %210 = call noundef ptr @"_ZZ4mainENK3$_3cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %30) #13, !dbg !552
  store ptr %210, ptr %29, align 4, !dbg !551
  %211 = load ptr, ptr %29, align 4, !dbg !553
  %212 = invoke noundef i32 %211(i32 noundef 14)
          to label %213 unwind label %169, !dbg !553

213:                                              ; preds = %209
  %214 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %212)
          to label %215 unwind label %169, !dbg !554

215:                                              ; preds = %213
  %216 = invoke noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef 3, i32 noundef 9)
          to label %217 unwind label %169, !dbg !555

217:                                              ; preds = %215
  %218 = invoke noundef double @_Z6max_ofIdET_S0_S0_(double noundef 2.500000e+00, double noundef -1.000000e+00)
          to label %219 unwind label %169, !dbg !556

219:                                              ; preds = %217
  %220 = call noundef ptr @_Z6max_ofIPKcET_S2_S2_(ptr noundef @.str.9, ptr noundef @.str.10), !dbg !557
  %221 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %216, double noundef %218, ptr noundef %220)
          to label %222 unwind label %169, !dbg !558

222:                                              ; preds = %219
  %223 = invoke noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef 1, i8 noundef signext 99, double noundef 2.000000e+00, ptr noundef @.str.12)
          to label %224 unwind label %169, !dbg !559

224:                                              ; preds = %222
  %225 = invoke noundef ptr @_ZN8TypeNameIiE3getEv()
          to label %226 unwind label %169, !dbg !560

226:                                              ; preds = %224
  %227 = invoke noundef ptr @_ZN8TypeNameIdE3getEv()
          to label %228 unwind label %169, !dbg !561

228:                                              ; preds = %226
  %229 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %223, ptr noundef %225, ptr noundef %227)
          to label %230 unwind label %169, !dbg !562

230:                                              ; preds = %228
    #dbg_declare(ptr %31, !563, !DIExpression(), !564)
  call void @_Z8make_bigi(ptr dead_on_unwind writable sret(%struct.Big) align 4 %31, i32 noundef 5), !dbg !565
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %32, ptr align 4 %31, i32 48, i1 false), !dbg !566
  %231 = call noundef i64 @_Z7sum_big3Big(ptr noundef byval(%struct.Big) align 4 %32), !dbg !567
  %232 = getelementptr inbounds %struct.Big, ptr %31, i32 0, i32 4, !dbg !568
  %233 = getelementptr inbounds [13 x i8], ptr %232, i32 0, i32 0, !dbg !569
  %234 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %231, ptr noundef %233)
          to label %235 unwind label %169, !dbg !570

235:                                              ; preds = %230
    #dbg_declare(ptr %33, !571, !DIExpression(), !572)
  %236 = getelementptr inbounds %struct.Pair, ptr %34, i32 0, i32 0, !dbg !573
  store i32 3, ptr %236, align 4, !dbg !573
  %237 = getelementptr inbounds %struct.Pair, ptr %34, i32 0, i32 1, !dbg !573
  store float 9.500000e+00, ptr %237, align 4, !dbg !573
  %238 = getelementptr inbounds %struct.Pair, ptr %34, i32 0, i32 0, !dbg !574
  %239 = load i32, ptr %238, align 4, !dbg !574
  %240 = getelementptr inbounds %struct.Pair, ptr %34, i32 0, i32 1, !dbg !574
  %241 = load float, ptr %240, align 4, !dbg !574
  call void @_Z9swap_pair4Pair(ptr dead_on_unwind writable sret(%struct.Pair) align 4 %33, i32 %239, float %241), !dbg !574
  %242 = getelementptr inbounds %struct.Pair, ptr %33, i32 0, i32 0, !dbg !575
  %243 = load i32, ptr %242, align 4, !dbg !575
  %244 = getelementptr inbounds %struct.Pair, ptr %33, i32 0, i32 1, !dbg !576
  %245 = load float, ptr %244, align 4, !dbg !576
  %246 = fpext float %245 to double, !dbg !577
  %247 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %243, double noundef %246)
          to label %248 unwind label %169, !dbg !578

248:                                              ; preds = %235
    #dbg_declare(ptr %35, !579, !DIExpression(), !580)
  %249 = invoke noundef i32 @_ZL7counterv()
          to label %250 unwind label %169, !dbg !581

250:                                              ; preds = %248
  store i32 %249, ptr %35, align 4, !dbg !580
    #dbg_declare(ptr %36, !582, !DIExpression(), !583)
  %251 = invoke noundef i32 @_ZL7counterv()
          to label %252 unwind label %169, !dbg !584

252:                                              ; preds = %250
  store i32 %251, ptr %36, align 4, !dbg !583
  %253 = load i32, ptr %35, align 4, !dbg !585
  %254 = load i32, ptr %36, align 4, !dbg !586
  %255 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZL8registryv()
          to label %256 unwind label %169, !dbg !587

256:                                              ; preds = %252
  %257 = getelementptr inbounds %struct.Registry, ptr %255, i32 0, i32 0, !dbg !588
  %258 = load i32, ptr %257, align 4, !dbg !588
  %259 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %253, i32 noundef %254, i32 noundef %258)
          to label %260 unwind label %169, !dbg !589

260:                                              ; preds = %256
  store i32 0, ptr %1, align 4, !dbg !590
  call void @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %17) #13, !dbg !369
  %261 = load i32, ptr %1, align 4, !dbg !369
  ret i32 %261, !dbg !369

262:                                              ; preds = %169, %86, %82, %78
  %263 = load ptr, ptr %3, align 4, !dbg !306
  %264 = load i32, ptr %4, align 4, !dbg !306
  %265 = insertvalue { ptr, i32 } poison, ptr %263, 0, !dbg !306
  %266 = insertvalue { ptr, i32 } %265, i32 %264, 1, !dbg !306
  resume { ptr, i32 } %266, !dbg !306
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectC2Edd(ptr noundef nonnull align 4 dereferenceable(20) %0, double noundef %1, double noundef %2) unnamed_addr #0 comdat align 2 !dbg !591 {
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !592, !DIExpression(), !594)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !595, !DIExpression(), !596)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !597, !DIExpression(), !598)
  %7 = load ptr, ptr %4, align 4
  call void @_ZN5ShapeC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #13, !dbg !599
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr] }, ptr @_ZTV4Rect, i32 0, i32 0, i32 2), ptr %7, align 4, !dbg !600
  %8 = getelementptr inbounds %struct.Rect, ptr %7, i32 0, i32 1, !dbg !601
  %9 = load double, ptr %5, align 8, !dbg !602
  store double %9, ptr %8, align 4, !dbg !601
  %10 = getelementptr inbounds %struct.Rect, ptr %7, i32 0, i32 2, !dbg !603
  %11 = load double, ptr %6, align 8, !dbg !604
  store double %11, ptr %10, align 4, !dbg !603
  ret void, !dbg !605
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareC2Ed(ptr noundef nonnull align 4 dereferenceable(20) %0, double noundef %1) unnamed_addr #0 comdat align 2 !dbg !606 {
  %3 = alloca ptr, align 4
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !607, !DIExpression(), !609)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !610, !DIExpression(), !611)
  %5 = load ptr, ptr %3, align 4
  %6 = load double, ptr %4, align 8, !dbg !612
  %7 = load double, ptr %4, align 8, !dbg !613
  call void @_ZN4RectC2Edd(ptr noundef nonnull align 4 dereferenceable(20) %5, double noundef %6, double noundef %7), !dbg !614
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr] }, ptr @_ZTV6Square, i32 0, i32 0, i32 2), ptr %5, align 4, !dbg !615
  ret void, !dbg !616
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6WidgetC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !617 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !619, !DIExpression(), !621)
  %3 = load ptr, ptr %2, align 4
  call void @_ZN5NamedC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !622
  %4 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !622
  call void @_ZN7CountedC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #13, !dbg !622
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr], [3 x ptr] }, ptr @_ZTV6Widget, i32 0, i32 0, i32 2), ptr %3, align 4, !dbg !622
  %5 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !622
  store ptr getelementptr inbounds inrange(-8, 4) ({ [4 x ptr], [3 x ptr] }, ptr @_ZTV6Widget, i32 0, i32 1, i32 2), ptr %5, align 4, !dbg !622
  ret void, !dbg !622
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondC1Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 !dbg !623 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !628, !DIExpression(), !630)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 20, !dbg !631
  call void @_ZN4BaseC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #13, !dbg !631
  call void @_ZN4LeftC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT7Diamond, i64 0, i64 1)) #13, !dbg !631
  %5 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !631
  call void @_ZN5RightC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT7Diamond, i64 0, i64 3)) #13, !dbg !631
  store ptr getelementptr inbounds inrange(-12, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 0, i32 3), ptr %3, align 4, !dbg !631
  %6 = getelementptr inbounds i8, ptr %3, i32 20, !dbg !631
  store ptr getelementptr inbounds inrange(-16, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 2, i32 4), ptr %6, align 4, !dbg !631
  %7 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !631
  store ptr getelementptr inbounds inrange(-12, 8) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV7Diamond, i32 0, i32 1, i32 3), ptr %7, align 4, !dbg !631
  %8 = getelementptr inbounds %struct.Diamond, ptr %3, i32 0, i32 2, !dbg !632
  store i32 4, ptr %8, align 4, !dbg !632
  ret void, !dbg !631
}

; Function Attrs: nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i32) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZN5ArrayIiLi8EEixEi(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1) #0 comdat align 2 !dbg !633 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !634, !DIExpression(), !636)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !637, !DIExpression(), !638)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Array, ptr %5, i32 0, i32 0, !dbg !639
  %7 = load i32, ptr %4, align 4, !dbg !640
  %8 = getelementptr inbounds [8 x i32], ptr %6, i32 0, i32 %7, !dbg !639
  ret ptr %8, !dbg !641
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, ptr noundef byval(%class.anon) align 4 %2) #8 align 2 !dbg !642 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !648, !DIExpression(), !650)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !651, !DIExpression(), !652)
    #dbg_declare(ptr %2, !653, !DIExpression(), !654)
  %7 = load ptr, ptr %4, align 4
    #dbg_declare(ptr %6, !655, !DIExpression(), !657)
  store i32 0, ptr %6, align 4, !dbg !657
  br label %8, !dbg !658

8:                                                ; preds = %18, %3
  %9 = load i32, ptr %6, align 4, !dbg !659
  %10 = icmp slt i32 %9, 8, !dbg !661
  br i1 %10, label %11, label %21, !dbg !662

11:                                               ; preds = %8
  %12 = load i32, ptr %5, align 4, !dbg !663
  %13 = getelementptr inbounds %struct.Array, ptr %7, i32 0, i32 0, !dbg !664
  %14 = load i32, ptr %6, align 4, !dbg !665
  %15 = getelementptr inbounds [8 x i32], ptr %13, i32 0, i32 %14, !dbg !664
  %16 = load i32, ptr %15, align 4, !dbg !664
  %17 = call noundef i32 @"_ZZ4mainENK3$_1clEii"(ptr noundef nonnull align 4 dereferenceable(4) %2, i32 noundef %12, i32 noundef %16), !dbg !666
  store i32 %17, ptr %5, align 4, !dbg !667
  br label %18, !dbg !668

18:                                               ; preds = %11
  %19 = load i32, ptr %6, align 4, !dbg !669
  %20 = add nsw i32 %19, 1, !dbg !669
  store i32 %20, ptr %6, align 4, !dbg !669
  br label %8, !dbg !670, !llvm.loop !671

21:                                               ; preds = %8
  %22 = load i32, ptr %5, align 4, !dbg !673
  ret i32 %22, !dbg !674
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #9

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_"(ptr noundef nonnull align 4 dereferenceable(32) %0, i32 noundef %1, ptr noundef byval(%class.anon.0) align 4 %2) #8 align 2 !dbg !675 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !681, !DIExpression(), !682)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !683, !DIExpression(), !684)
    #dbg_declare(ptr %2, !685, !DIExpression(), !686)
  %7 = load ptr, ptr %4, align 4
    #dbg_declare(ptr %6, !687, !DIExpression(), !689)
  store i32 0, ptr %6, align 4, !dbg !689
  br label %8, !dbg !690

8:                                                ; preds = %18, %3
  %9 = load i32, ptr %6, align 4, !dbg !691
  %10 = icmp slt i32 %9, 8, !dbg !693
  br i1 %10, label %11, label %21, !dbg !694

11:                                               ; preds = %8
  %12 = load i32, ptr %5, align 4, !dbg !695
  %13 = getelementptr inbounds %struct.Array, ptr %7, i32 0, i32 0, !dbg !696
  %14 = load i32, ptr %6, align 4, !dbg !697
  %15 = getelementptr inbounds [8 x i32], ptr %13, i32 0, i32 %14, !dbg !696
  %16 = load i32, ptr %15, align 4, !dbg !696
  %17 = call noundef i32 @"_ZZ4mainEN3$_2clEii"(ptr noundef nonnull align 4 dereferenceable(4) %2, i32 noundef %12, i32 noundef %16), !dbg !698
  store i32 %17, ptr %5, align 4, !dbg !699
  br label %18, !dbg !700

18:                                               ; preds = %11
  %19 = load i32, ptr %6, align 4, !dbg !701
  %20 = add nsw i32 %19, 1, !dbg !701
  store i32 %20, ptr %6, align 4, !dbg !701
  br label %8, !dbg !702, !llvm.loop !703

21:                                               ; preds = %8
  %22 = load i32, ptr %5, align 4, !dbg !705
  ret i32 %22, !dbg !706
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !707 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !715, !DIExpression(), !717)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !718, !DIExpression(), !719)
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4, !dbg !720
  %7 = load i32, ptr %4, align 4, !dbg !721
  %8 = add nsw i32 %6, %7, !dbg !722
  ret i32 %8, !dbg !723
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 align 2 !dbg !724 {
  %3 = alloca ptr, align 4
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !730, !DIExpression(), !731)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !732, !DIExpression(), !733)
  %5 = load ptr, ptr %3, align 4
  %6 = load double, ptr %4, align 8, !dbg !734
  %7 = load double, ptr %4, align 8, !dbg !735
  %8 = fadd double %6, %7, !dbg !736
  ret double %8, !dbg !737
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"_ZZ4mainENK3$_3cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 align 2 !dbg !738 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !745, !DIExpression(), !747)
  %3 = load ptr, ptr %2, align 4
  ret ptr @"_ZZ4mainEN3$_38__invokeEi", !dbg !748
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z6max_ofIiET_S0_S0_(i32 noundef %0, i32 noundef %1) #0 comdat !dbg !749 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !753, !DIExpression(), !754)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !755, !DIExpression(), !756)
  %5 = load i32, ptr %3, align 4, !dbg !757
  %6 = load i32, ptr %4, align 4, !dbg !758
  %7 = icmp slt i32 %5, %6, !dbg !759
  br i1 %7, label %8, label %10, !dbg !757

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !760
  br label %12, !dbg !757

10:                                               ; preds = %2
  %11 = load i32, ptr %3, align 4, !dbg !761
  br label %12, !dbg !757

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !757
  ret i32 %13, !dbg !762
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z6max_ofIdET_S0_S0_(double noundef %0, double noundef %1) #0 comdat !dbg !763 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !768, !DIExpression(), !769)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !770, !DIExpression(), !771)
  %5 = load double, ptr %3, align 8, !dbg !772
  %6 = load double, ptr %4, align 8, !dbg !773
  %7 = fcmp olt double %5, %6, !dbg !774
  br i1 %7, label %8, label %10, !dbg !772

8:                                                ; preds = %2
  %9 = load double, ptr %4, align 8, !dbg !775
  br label %12, !dbg !772

10:                                               ; preds = %2
  %11 = load double, ptr %3, align 8, !dbg !776
  br label %12, !dbg !772

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ], !dbg !772
  ret double %13, !dbg !777
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z10count_argsIJicdPKcEEiDpT_(i32 noundef %0, i8 noundef signext %1, double noundef %2, ptr noundef %3) #0 comdat !dbg !778 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca double, align 8
  %8 = alloca ptr, align 4
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !788, !DIExpression(), !789)
  store i8 %1, ptr %6, align 1
    #dbg_declare(ptr %6, !790, !DIExpression(), !789)
  store double %2, ptr %7, align 8
    #dbg_declare(ptr %7, !791, !DIExpression(), !789)
  store ptr %3, ptr %8, align 4
    #dbg_declare(ptr %8, !792, !DIExpression(), !789)
  ret i32 4, !dbg !793
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZN8TypeNameIiE3getEv() #0 comdat align 2 !dbg !794 {
  ret ptr @.str.21, !dbg !800
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZN8TypeNameIdE3getEv() #0 comdat align 2 !dbg !801 {
  ret ptr @.str.22, !dbg !805
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7counterv() #8 personality ptr @__gxx_personality_v0 !dbg !93 {
  %1 = alloca ptr, align 4
  %2 = alloca i32, align 4
  %3 = load atomic i8, ptr @_ZGVZL7countervE1n acquire, align 4, !dbg !806
  %4 = icmp eq i8 %3, 0, !dbg !806
  br i1 %4, label %5, label %13, !dbg !806, !prof !807

5:                                                ; preds = %0
  %6 = call i32 @__cxa_guard_acquire(ptr @_ZGVZL7countervE1n) #13, !dbg !806
  %7 = icmp ne i32 %6, 0, !dbg !806
  br i1 %7, label %8, label %13, !dbg !806

8:                                                ; preds = %5
  %9 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZL8registryv()
          to label %10 unwind label %16, !dbg !808

10:                                               ; preds = %8
  %11 = getelementptr inbounds %struct.Registry, ptr %9, i32 0, i32 0, !dbg !809
  %12 = load i32, ptr %11, align 4, !dbg !809
  store i32 %12, ptr @_ZZL7countervE1n, align 4, !dbg !806
  call void @__cxa_guard_release(ptr @_ZGVZL7countervE1n) #13, !dbg !806
  br label %13, !dbg !806

13:                                               ; preds = %10, %5, %0
  %14 = load i32, ptr @_ZZL7countervE1n, align 4, !dbg !810
  %15 = add nsw i32 %14, 1, !dbg !810
  store i32 %15, ptr @_ZZL7countervE1n, align 4, !dbg !810
  ret i32 %15, !dbg !811

16:                                               ; preds = %8
  %17 = landingpad { ptr, i32 }
          cleanup, !dbg !812
  %18 = extractvalue { ptr, i32 } %17, 0, !dbg !812
  store ptr %18, ptr %1, align 4, !dbg !812
  %19 = extractvalue { ptr, i32 } %17, 1, !dbg !812
  store i32 %19, ptr %2, align 4, !dbg !812
  call void @__cxa_guard_abort(ptr @_ZGVZL7countervE1n) #13, !dbg !806
  br label %20, !dbg !806

20:                                               ; preds = %16
  %21 = load ptr, ptr %1, align 4, !dbg !806
  %22 = load i32, ptr %2, align 4, !dbg !806
  %23 = insertvalue { ptr, i32 } poison, ptr %21, 0, !dbg !806
  %24 = insertvalue { ptr, i32 } %23, i32 %22, 1, !dbg !806
  resume { ptr, i32 } %24, !dbg !806
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef nonnull align 4 dereferenceable(4) ptr @_ZL8registryv() #8 personality ptr @__gxx_personality_v0 !dbg !136 {
  %1 = alloca ptr, align 4
  %2 = alloca i32, align 4
  %3 = load atomic i8, ptr @_ZGVZL8registryvE1r acquire, align 4, !dbg !813
  %4 = icmp eq i8 %3, 0, !dbg !813
  br i1 %4, label %5, label %11, !dbg !813, !prof !807

5:                                                ; preds = %0
  %6 = call i32 @__cxa_guard_acquire(ptr @_ZGVZL8registryvE1r) #13, !dbg !813
  %7 = icmp ne i32 %6, 0, !dbg !813
  br i1 %7, label %8, label %11, !dbg !813

8:                                                ; preds = %5
  invoke void @_ZN8RegistryC2Ev(ptr noundef nonnull align 4 dereferenceable(4) @_ZZL8registryvE1r)
          to label %9 unwind label %12, !dbg !814

9:                                                ; preds = %8
  %10 = call i32 @__cxa_atexit(ptr @_ZN8RegistryD2Ev, ptr @_ZZL8registryvE1r, ptr @__dso_handle) #13, !dbg !813
  call void @__cxa_guard_release(ptr @_ZGVZL8registryvE1r) #13, !dbg !813
  br label %11, !dbg !813

11:                                               ; preds = %9, %5, %0
  ret ptr @_ZZL8registryvE1r, !dbg !815

12:                                               ; preds = %8
  %13 = landingpad { ptr, i32 }
          cleanup, !dbg !816
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !816
  store ptr %14, ptr %1, align 4, !dbg !816
  %15 = extractvalue { ptr, i32 } %13, 1, !dbg !816
  store i32 %15, ptr %2, align 4, !dbg !816
  call void @__cxa_guard_abort(ptr @_ZGVZL8registryvE1r) #13, !dbg !813
  br label %16, !dbg !813

16:                                               ; preds = %12
  %17 = load ptr, ptr %1, align 4, !dbg !813
  %18 = load i32, ptr %2, align 4, !dbg !813
  %19 = insertvalue { ptr, i32 } poison, ptr %17, 0, !dbg !813
  %20 = insertvalue { ptr, i32 } %19, i32 %18, 1, !dbg !813
  resume { ptr, i32 } %20, !dbg !813
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 !dbg !817 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !819, !DIExpression(), !820)
  %3 = load ptr, ptr %2, align 4
  call void @_ZN7DiamondD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %3, ptr noundef @_ZTT7Diamond) #13, !dbg !821
  %4 = getelementptr inbounds i8, ptr %3, i32 20, !dbg !821
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #13, !dbg !821
  ret void, !dbg !821
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 !dbg !822 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !824, !DIExpression(), !825)
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr] }, ptr @_ZTV5Shape, i32 0, i32 0, i32 2), ptr %3, align 4, !dbg !826
  ret void, !dbg !826
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 !dbg !827 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !831, !DIExpression(), !832)
  %3 = load ptr, ptr %2, align 4
  call void @_ZN5ShapeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #13, !dbg !833
  ret void, !dbg !835
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 !dbg !836 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !837, !DIExpression(), !838)
  %3 = load ptr, ptr %2, align 4
  call void @_ZN4RectD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %3) #13, !dbg !839
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 20) #17, !dbg !839
  ret void, !dbg !839
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4Rect4areaEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 !dbg !840 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !841, !DIExpression(), !843)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 1, !dbg !844
  %5 = load double, ptr %4, align 4, !dbg !844
  %6 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 2, !dbg !845
  %7 = load double, ptr %6, align 4, !dbg !845
  %8 = fmul double %5, %7, !dbg !846
  ret double %8, !dbg !847
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Rect4nameEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 !dbg !848 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !849, !DIExpression(), !850)
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.17, !dbg !851
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 !dbg !852 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !853, !DIExpression(), !854)
  %3 = load ptr, ptr %2, align 4
  ret void, !dbg !855
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 !dbg !856 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !857, !DIExpression(), !858)
  %3 = load ptr, ptr %2, align 4
  call void @llvm.trap() #15, !dbg !859
  unreachable, !dbg !859
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5Shape4nameEv(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 !dbg !860 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !861, !DIExpression(), !863)
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.16, !dbg !864
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #10

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 !dbg !865 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !869, !DIExpression(), !870)
  %3 = load ptr, ptr %2, align 4
  call void @_ZN4RectD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %3) #13, !dbg !871
  ret void, !dbg !873
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 !dbg !874 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !875, !DIExpression(), !876)
  %3 = load ptr, ptr %2, align 4
  call void @_ZN6SquareD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %3) #13, !dbg !877
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 20) #17, !dbg !877
  ret void, !dbg !877
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK6Square4nameEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 !dbg !878 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !879, !DIExpression(), !881)
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.18, !dbg !882
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5NamedC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !883 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !888, !DIExpression(), !889)
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV5Named, i32 0, i32 0, i32 2), ptr %3, align 4, !dbg !890
  %4 = getelementptr inbounds %struct.Named, ptr %3, i32 0, i32 1, !dbg !891
  store i32 5, ptr %4, align 4, !dbg !891
  ret void, !dbg !890
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CountedC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !892 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !894, !DIExpression(), !895)
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV7Counted, i32 0, i32 0, i32 2), ptr %3, align 4, !dbg !896
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1, !dbg !897
  store i32 0, ptr %4, align 4, !dbg !897
  ret void, !dbg !896
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK6Widget5labelEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !898 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !899, !DIExpression(), !901)
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.20, !dbg !902
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6Widget4bumpEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !903 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !904, !DIExpression(), !905)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !906
  %5 = getelementptr inbounds %struct.Counted, ptr %4, i32 0, i32 1, !dbg !906
  %6 = load i32, ptr %5, align 4, !dbg !907
  %7 = add nsw i32 %6, 10, !dbg !907
  store i32 %7, ptr %5, align 4, !dbg !907
  ret void, !dbg !908
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZThn8_N6Widget4bumpEv(ptr noundef %0) unnamed_addr #11 comdat align 2 !dbg !909 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !911
  %4 = getelementptr inbounds i8, ptr %3, i32 -8, !dbg !911
  tail call void @_ZN6Widget4bumpEv(ptr noundef nonnull align 4 dereferenceable(16) %4), !dbg !911
  ret void, !dbg !911
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5Named5labelEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !912 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !913, !DIExpression(), !915)
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.19, !dbg !916
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7Counted4bumpEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !917 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !918, !DIExpression(), !919)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1, !dbg !920
  %5 = load i32, ptr %4, align 4, !dbg !921
  %6 = add nsw i32 %5, 1, !dbg !921
  store i32 %6, ptr %4, align 4, !dbg !921
  ret void, !dbg !922
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !923 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !925, !DIExpression(), !926)
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %3, align 4, !dbg !927
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1, !dbg !928
  store i32 1, ptr %4, align 4, !dbg !928
  ret void, !dbg !927
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #0 comdat align 2 !dbg !929 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !934, !DIExpression(), !935)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !936, !DIExpression(), !935)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load ptr, ptr %6, align 4, !dbg !938
  store ptr %7, ptr %5, align 4, !dbg !938
  %8 = getelementptr inbounds ptr, ptr %6, i64 1, !dbg !938
  %9 = load ptr, ptr %8, align 4, !dbg !938
  %10 = load ptr, ptr %5, align 4, !dbg !938
  %11 = getelementptr i8, ptr %10, i64 -12, !dbg !938
  %12 = load i32, ptr %11, align 4, !dbg !938
  %13 = getelementptr inbounds i8, ptr %5, i32 %12, !dbg !938
  store ptr %9, ptr %13, align 4, !dbg !938
  %14 = getelementptr inbounds %struct.Left, ptr %5, i32 0, i32 1, !dbg !939
  store i32 2, ptr %14, align 4, !dbg !939
  ret void, !dbg !938
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #0 comdat align 2 !dbg !940 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !945, !DIExpression(), !946)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !947, !DIExpression(), !946)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load ptr, ptr %6, align 4, !dbg !948
  store ptr %7, ptr %5, align 4, !dbg !948
  %8 = getelementptr inbounds ptr, ptr %6, i64 1, !dbg !948
  %9 = load ptr, ptr %8, align 4, !dbg !948
  %10 = load ptr, ptr %5, align 4, !dbg !948
  %11 = getelementptr i8, ptr %10, i64 -12, !dbg !948
  %12 = load i32, ptr %11, align 4, !dbg !948
  %13 = getelementptr inbounds i8, ptr %5, i32 %12, !dbg !948
  store ptr %9, ptr %13, align 4, !dbg !948
  %14 = getelementptr inbounds %struct.Right, ptr %5, i32 0, i32 1, !dbg !949
  store i32 3, ptr %14, align 4, !dbg !949
  ret void, !dbg !948
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Left3getEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !950 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !951, !DIExpression(), !953)
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4, !dbg !954
  %5 = getelementptr i8, ptr %4, i64 -12, !dbg !954
  %6 = load i32, ptr %5, align 4, !dbg !954
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !954
  %8 = getelementptr inbounds %struct.Base, ptr %7, i32 0, i32 1, !dbg !954
  %9 = load i32, ptr %8, align 4, !dbg !954
  %10 = getelementptr inbounds %struct.Left, ptr %3, i32 0, i32 1, !dbg !955
  %11 = load i32, ptr %10, align 4, !dbg !955
  %12 = add nsw i32 %9, %11, !dbg !956
  ret i32 %12, !dbg !957
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !958 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !960, !DIExpression(), !961)
  %3 = load ptr, ptr %2, align 4
  call void @_ZN4LeftD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef @_ZTT4Left) #13, !dbg !962
  %4 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !962
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #13, !dbg !962
  ret void, !dbg !962
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !963 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !964, !DIExpression(), !965)
  %3 = load ptr, ptr %2, align 4
  call void @_ZN4LeftD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !966
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 16) #17, !dbg !966
  ret void, !dbg !966
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZTv0_n12_NK4Left3getEv(ptr noundef %0) unnamed_addr #11 comdat align 2 !dbg !967 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !968
  %4 = load ptr, ptr %3, align 4, !dbg !968
  %5 = getelementptr inbounds i8, ptr %4, i64 -12, !dbg !968
  %6 = load i32, ptr %5, align 4, !dbg !968
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !968
  %8 = tail call noundef i32 @_ZNK4Left3getEv(ptr noundef nonnull align 4 dereferenceable(8) %7), !dbg !968
  ret i32 %8, !dbg !968
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n16_N4LeftD1Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 !dbg !969 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !970
  %4 = load ptr, ptr %3, align 4, !dbg !970
  %5 = getelementptr inbounds i8, ptr %4, i64 -16, !dbg !970
  %6 = load i32, ptr %5, align 4, !dbg !970
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !970
  tail call void @_ZN4LeftD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #13, !dbg !970
  ret void, !dbg !970
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n16_N4LeftD0Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 !dbg !971 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !972
  %4 = load ptr, ptr %3, align 4, !dbg !972
  %5 = getelementptr inbounds i8, ptr %4, i64 -16, !dbg !972
  %6 = load i32, ptr %5, align 4, !dbg !972
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !972
  tail call void @_ZN4LeftD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #13, !dbg !972
  ret void, !dbg !972
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !973 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !975, !DIExpression(), !976)
  %3 = load ptr, ptr %2, align 4
  call void @_ZN5RightD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef @_ZTT5Right) #13, !dbg !977
  %4 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !977
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #13, !dbg !977
  ret void, !dbg !977
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !978 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !979, !DIExpression(), !980)
  %3 = load ptr, ptr %2, align 4
  call void @_ZN5RightD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !981
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 16) #17, !dbg !981
  ret void, !dbg !981
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Base3getEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !982 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !983, !DIExpression(), !985)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1, !dbg !986
  %5 = load i32, ptr %4, align 4, !dbg !986
  ret i32 %5, !dbg !987
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n16_N5RightD1Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 !dbg !988 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !989
  %4 = load ptr, ptr %3, align 4, !dbg !989
  %5 = getelementptr inbounds i8, ptr %4, i64 -16, !dbg !989
  %6 = load i32, ptr %5, align 4, !dbg !989
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !989
  tail call void @_ZN5RightD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #13, !dbg !989
  ret void, !dbg !989
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n16_N5RightD0Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 !dbg !990 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !991
  %4 = load ptr, ptr %3, align 4, !dbg !991
  %5 = getelementptr inbounds i8, ptr %4, i64 -16, !dbg !991
  %6 = load i32, ptr %5, align 4, !dbg !991
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !991
  tail call void @_ZN5RightD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #13, !dbg !991
  ret void, !dbg !991
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7Diamond3getEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 !dbg !992 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !993, !DIExpression(), !995)
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4, !dbg !996
  %5 = getelementptr i8, ptr %4, i64 -12, !dbg !996
  %6 = load i32, ptr %5, align 4, !dbg !996
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !996
  %8 = getelementptr inbounds %struct.Base, ptr %7, i32 0, i32 1, !dbg !996
  %9 = load i32, ptr %8, align 4, !dbg !996
  %10 = getelementptr inbounds %struct.Left, ptr %3, i32 0, i32 1, !dbg !997
  %11 = load i32, ptr %10, align 4, !dbg !997
  %12 = add nsw i32 %9, %11, !dbg !998
  %13 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !999
  %14 = getelementptr inbounds %struct.Right, ptr %13, i32 0, i32 1, !dbg !999
  %15 = load i32, ptr %14, align 4, !dbg !999
  %16 = add nsw i32 %12, %15, !dbg !1000
  %17 = getelementptr inbounds %struct.Diamond, ptr %3, i32 0, i32 2, !dbg !1001
  %18 = load i32, ptr %17, align 4, !dbg !1001
  %19 = add nsw i32 %16, %18, !dbg !1002
  ret i32 %19, !dbg !1003
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 !dbg !1004 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1005, !DIExpression(), !1006)
  %3 = load ptr, ptr %2, align 4
  call void @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %3) #13, !dbg !1007
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 28) #17, !dbg !1007
  ret void, !dbg !1007
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn8_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 !dbg !1008 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !1009
  %4 = getelementptr inbounds i8, ptr %3, i32 -8, !dbg !1009
  tail call void @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %4) #13, !dbg !1009
  ret void, !dbg !1009
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn8_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 !dbg !1010 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !1011
  %4 = getelementptr inbounds i8, ptr %3, i32 -8, !dbg !1011
  tail call void @_ZN7DiamondD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %4) #13, !dbg !1011
  ret void, !dbg !1011
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZTv0_n12_NK7Diamond3getEv(ptr noundef %0) unnamed_addr #11 comdat align 2 !dbg !1012 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !1013
  %4 = load ptr, ptr %3, align 4, !dbg !1013
  %5 = getelementptr inbounds i8, ptr %4, i64 -12, !dbg !1013
  %6 = load i32, ptr %5, align 4, !dbg !1013
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !1013
  %8 = tail call noundef i32 @_ZNK7Diamond3getEv(ptr noundef nonnull align 4 dereferenceable(20) %7), !dbg !1013
  ret i32 %8, !dbg !1013
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n16_N7DiamondD1Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 !dbg !1014 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !1015
  %4 = load ptr, ptr %3, align 4, !dbg !1015
  %5 = getelementptr inbounds i8, ptr %4, i64 -16, !dbg !1015
  %6 = load i32, ptr %5, align 4, !dbg !1015
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !1015
  tail call void @_ZN7DiamondD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %7) #13, !dbg !1015
  ret void, !dbg !1015
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n16_N7DiamondD0Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 !dbg !1016 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4, !dbg !1017
  %4 = load ptr, ptr %3, align 4, !dbg !1017
  %5 = getelementptr inbounds i8, ptr %4, i64 -16, !dbg !1017
  %6 = load i32, ptr %5, align 4, !dbg !1017
  %7 = getelementptr inbounds i8, ptr %3, i32 %6, !dbg !1017
  tail call void @_ZN7DiamondD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %7) #13, !dbg !1017
  ret void, !dbg !1017
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !1018 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1019, !DIExpression(), !1020)
  %3 = load ptr, ptr %2, align 4
  ret void, !dbg !1021
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !1022 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1023, !DIExpression(), !1024)
  %3 = load ptr, ptr %2, align 4
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #13, !dbg !1025
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 8) #17, !dbg !1025
  ret void, !dbg !1026
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #0 comdat align 2 !dbg !1027 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1028, !DIExpression(), !1029)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1030, !DIExpression(), !1029)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  ret void, !dbg !1031
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #0 comdat align 2 !dbg !1032 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1033, !DIExpression(), !1034)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1035, !DIExpression(), !1034)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  ret void, !dbg !1036
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"_ZZ4mainEN3$_38__invokeEi"(i32 noundef %0) #8 align 2 !dbg !1037 {
  %2 = alloca i32, align 4
  %3 = alloca %class.anon.2, align 1
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1039, !DIExpression(), !1040)
  %4 = load i32, ptr %2, align 4, !dbg !1041
  %5 = call noundef i32 @"_ZZ4mainENK3$_3clEi"(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %4), !dbg !1041
  ret i32 %5, !dbg !1041
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_3clEi"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !1042 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1046, !DIExpression(), !1047)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1048, !DIExpression(), !1049)
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4, !dbg !1050
  %7 = mul nsw i32 %6, 3, !dbg !1051
  ret i32 %7, !dbg !1052
}

; Function Attrs: nounwind
declare i32 @__cxa_guard_acquire(ptr) #13

; Function Attrs: nounwind
declare void @__cxa_guard_abort(ptr) #13

; Function Attrs: nounwind
declare void @__cxa_guard_release(ptr) #13

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN8RegistryC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 !dbg !1053 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1054, !DIExpression(), !1056)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Registry, ptr %3, i32 0, i32 0, !dbg !1057
  store i32 3, ptr %4, align 4, !dbg !1057
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.23), !dbg !1058
  ret void, !dbg !1060
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8RegistryD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 !dbg !1061 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1062, !DIExpression(), !1063)
  %3 = load ptr, ptr %2, align 4
  ret void, !dbg !1064
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(ptr, ptr, ptr) #13

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DiamondD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %0, ptr noundef %1) unnamed_addr #0 comdat align 2 !dbg !1065 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1066, !DIExpression(), !1067)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1068, !DIExpression(), !1067)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds i8, ptr %5, i32 8, !dbg !1069
  %8 = getelementptr inbounds ptr, ptr %6, i64 3, !dbg !1069
  call void @_ZN5RightD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7, ptr noundef %8) #13, !dbg !1069
  %9 = getelementptr inbounds ptr, ptr %6, i64 1, !dbg !1069
  call void @_ZN4LeftD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef %9) #13, !dbg !1069
  ret void, !dbg !1071
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_1clEii"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 !dbg !1072 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !1078, !DIExpression(), !1080)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !1081, !DIExpression(), !1082)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !1083, !DIExpression(), !1084)
  %7 = load ptr, ptr %4, align 4
  %8 = load i32, ptr %5, align 4, !dbg !1085
  %9 = load i32, ptr %6, align 4, !dbg !1086
  %10 = add nsw i32 %8, %9, !dbg !1087
  %11 = getelementptr inbounds %class.anon, ptr %7, i32 0, i32 0, !dbg !1088
  %12 = load i32, ptr %11, align 4, !dbg !1088
  %13 = add nsw i32 %10, %12, !dbg !1089
  ret i32 %13, !dbg !1090
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainEN3$_2clEii"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #0 align 2 !dbg !1091 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !1096, !DIExpression(), !1098)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !1099, !DIExpression(), !1100)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !1101, !DIExpression(), !1102)
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %class.anon.0, ptr %7, i32 0, i32 0, !dbg !1103
  %9 = load ptr, ptr %8, align 4, !dbg !1103
  %10 = load i32, ptr %9, align 4, !dbg !1104
  %11 = add nsw i32 %10, 1, !dbg !1104
  store i32 %11, ptr %9, align 4, !dbg !1104
  %12 = load i32, ptr %6, align 4, !dbg !1105
  %13 = icmp ne i32 %12, 0, !dbg !1105
  br i1 %13, label %14, label %19, !dbg !1105

14:                                               ; preds = %3
  %15 = load i32, ptr %5, align 4, !dbg !1106
  %16 = mul nsw i32 %15, 1, !dbg !1107
  %17 = load i32, ptr %6, align 4, !dbg !1108
  %18 = add nsw i32 %16, %17, !dbg !1109
  br label %21, !dbg !1105

19:                                               ; preds = %3
  %20 = load i32, ptr %5, align 4, !dbg !1110
  br label %21, !dbg !1105

21:                                               ; preds = %19, %14
  %22 = phi i32 [ %18, %14 ], [ %20, %19 ], !dbg !1105
  ret i32 %22, !dbg !1111
}

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nobuiltin noinline optnone allocsize(0) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #11 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #12 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind }
attributes #14 = { allocsize(0) }
attributes #15 = { noreturn nounwind }
attributes #16 = { builtin allocsize(0) }
attributes #17 = { builtin nounwind }

!llvm.dbg.cu = !{!97}
!llvm.module.flags = !{!145, !146, !147, !148, !149, !150, !151, !152}
!llvm.ident = !{!153}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "classes.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "4d933ee76c27b4a7dbb032f6f2716587")
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
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 32)
!101 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Right", file: !2, line: 37, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !102, vtableHolder: !101, identifier: "_ZTS5Right")
!102 = !{!103, !119, !120}
!103 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !101, baseType: !104, offset: 12, flags: DIFlagVirtual, extraData: i32 0)
!104 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !2, line: 35, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !105, vtableHolder: !104, identifier: "_ZTS4Base")
!105 = !{!106, !109, !110, !115}
!106 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !2, file: !2, baseType: !107, size: 32, flags: DIFlagArtificial)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 32)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !94, size: 32)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !104, file: !2, line: 35, baseType: !96, size: 32, offset: 32)
!110 = !DISubprogram(name: "get", linkageName: "_ZNK4Base3getEv", scope: !104, file: !2, line: 35, type: !111, scopeLine: 35, containingType: !104, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!111 = !DISubroutineType(types: !112)
!112 = !{!96, !113}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !104)
!115 = !DISubprogram(name: "~Base", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, containingType: !104, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!116 = !DISubroutineType(types: !117)
!117 = !{null, !118}
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Right", scope: !2, file: !2, baseType: !107, size: 32, flags: DIFlagArtificial)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !101, file: !2, line: 37, baseType: !96, size: 32, offset: 32)
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
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!132 = !DISubprogram(name: "~Registry", scope: !125, file: !2, line: 79, type: !129, scopeLine: 79, flags: DIFlagPrototyped, spFlags: 0)
!133 = !{!0, !8, !13, !18, !23, !25, !27, !32, !37, !42, !47, !49, !54, !59, !61, !66, !71, !73, !78, !80, !82, !84, !89, !91, !134, !140}
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(name: "r", scope: !136, file: !2, line: 82, type: !125, isLocal: true, isDefinition: true)
!136 = distinct !DISubprogram(name: "registry", linkageName: "_ZL8registryv", scope: !2, file: !2, line: 81, type: !137, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97)
!137 = !DISubroutineType(types: !138)
!138 = !{!139}
!139 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !125, size: 32)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !142, isLocal: true, isDefinition: true)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 22)
!145 = !{i32 1, !"NumRegisterParameters", i32 0}
!146 = !{i32 7, !"Dwarf Version", i32 5}
!147 = !{i32 2, !"Debug Info Version", i32 3}
!148 = !{i32 1, !"wchar_size", i32 4}
!149 = !{i32 8, !"PIC Level", i32 2}
!150 = !{i32 7, !"PIE Level", i32 2}
!151 = !{i32 7, !"uwtable", i32 2}
!152 = !{i32 7, !"frame-pointer", i32 2}
!153 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!154 = distinct !DISubprogram(name: "max_of<const char *>", linkageName: "_Z6max_ofIPKcET_S2_S2_", scope: !2, file: !2, line: 53, type: !155, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !159, retainedNodes: !158)
!155 = !DISubroutineType(types: !156)
!156 = !{!157, !157, !157}
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!158 = !{}
!159 = !{!160}
!160 = !DITemplateTypeParameter(name: "T", type: !157)
!161 = !DILocalVariable(name: "a", arg: 1, scope: !154, file: !2, line: 53, type: !157)
!162 = !DILocation(line: 53, column: 58, scope: !154)
!163 = !DILocalVariable(arg: 2, scope: !154, file: !2, line: 53, type: !157)
!164 = !DILocation(line: 53, column: 73, scope: !154)
!165 = !DILocation(line: 53, column: 84, scope: !154)
!166 = !DILocation(line: 53, column: 77, scope: !154)
!167 = distinct !DISubprogram(name: "make_big", linkageName: "_Z8make_bigi", scope: !2, file: !2, line: 65, type: !168, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !158)
!168 = !DISubroutineType(types: !169)
!169 = !{!170, !96}
!170 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !2, line: 62, size: 384, flags: DIFlagTypePassByValue, elements: !171, identifier: "_ZTS3Big")
!171 = !{!172, !174, !175, !176, !177}
!172 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !170, file: !2, line: 62, baseType: !173, size: 64)
!173 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !170, file: !2, line: 62, baseType: !173, size: 64, offset: 64)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !170, file: !2, line: 62, baseType: !173, size: 64, offset: 128)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !170, file: !2, line: 62, baseType: !173, size: 64, offset: 192)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !170, file: !2, line: 62, baseType: !178, size: 104, offset: 256)
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 104, elements: !30)
!179 = !DILocalVariable(name: "seed", arg: 1, scope: !167, file: !2, line: 65, type: !96)
!180 = !DILocation(line: 65, column: 44, scope: !167)
!181 = !DILocalVariable(name: "r", scope: !167, file: !2, line: 66, type: !170)
!182 = !DILocation(line: 66, column: 7, scope: !167)
!183 = !DILocation(line: 67, column: 9, scope: !167)
!184 = !DILocation(line: 67, column: 5, scope: !167)
!185 = !DILocation(line: 67, column: 7, scope: !167)
!186 = !DILocation(line: 67, column: 21, scope: !167)
!187 = !DILocation(line: 67, column: 26, scope: !167)
!188 = !DILocation(line: 67, column: 17, scope: !167)
!189 = !DILocation(line: 67, column: 19, scope: !167)
!190 = !DILocation(line: 67, column: 37, scope: !167)
!191 = !DILocation(line: 67, column: 42, scope: !167)
!192 = !DILocation(line: 67, column: 33, scope: !167)
!193 = !DILocation(line: 67, column: 35, scope: !167)
!194 = !DILocation(line: 67, column: 54, scope: !167)
!195 = !DILocation(line: 67, column: 53, scope: !167)
!196 = !DILocation(line: 67, column: 49, scope: !167)
!197 = !DILocation(line: 67, column: 51, scope: !167)
!198 = !DILocalVariable(name: "i", scope: !199, file: !2, line: 68, type: !96)
!199 = distinct !DILexicalBlock(scope: !167, file: !2, line: 68, column: 3)
!200 = !DILocation(line: 68, column: 12, scope: !199)
!201 = !DILocation(line: 68, column: 8, scope: !199)
!202 = !DILocation(line: 68, column: 19, scope: !203)
!203 = distinct !DILexicalBlock(scope: !199, file: !2, line: 68, column: 3)
!204 = !DILocation(line: 68, column: 21, scope: !203)
!205 = !DILocation(line: 68, column: 3, scope: !199)
!206 = !DILocation(line: 68, column: 57, scope: !203)
!207 = !DILocation(line: 68, column: 64, scope: !203)
!208 = !DILocation(line: 68, column: 62, scope: !203)
!209 = !DILocation(line: 68, column: 67, scope: !203)
!210 = !DILocation(line: 68, column: 54, scope: !203)
!211 = !DILocation(line: 68, column: 49, scope: !203)
!212 = !DILocation(line: 68, column: 34, scope: !203)
!213 = !DILocation(line: 68, column: 38, scope: !203)
!214 = !DILocation(line: 68, column: 32, scope: !203)
!215 = !DILocation(line: 68, column: 41, scope: !203)
!216 = !DILocation(line: 68, column: 27, scope: !203)
!217 = !DILocation(line: 68, column: 3, scope: !203)
!218 = distinct !{!218, !205, !219, !220}
!219 = !DILocation(line: 68, column: 71, scope: !199)
!220 = !{!"llvm.loop.mustprogress"}
!221 = !DILocation(line: 69, column: 5, scope: !167)
!222 = !DILocation(line: 69, column: 3, scope: !167)
!223 = !DILocation(line: 69, column: 13, scope: !167)
!224 = !DILocation(line: 70, column: 3, scope: !167)
!225 = distinct !DISubprogram(name: "sum_big", linkageName: "_Z7sum_big3Big", scope: !2, file: !2, line: 72, type: !226, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !158)
!226 = !DISubroutineType(types: !227)
!227 = !{!173, !170}
!228 = !DILocalVariable(name: "b", arg: 1, scope: !225, file: !2, line: 72, type: !170)
!229 = !DILocation(line: 72, column: 49, scope: !225)
!230 = !DILocation(line: 72, column: 63, scope: !225)
!231 = !DILocation(line: 72, column: 69, scope: !225)
!232 = !DILocation(line: 72, column: 65, scope: !225)
!233 = !DILocation(line: 72, column: 75, scope: !225)
!234 = !DILocation(line: 72, column: 71, scope: !225)
!235 = !DILocation(line: 72, column: 81, scope: !225)
!236 = !DILocation(line: 72, column: 77, scope: !225)
!237 = !DILocation(line: 72, column: 87, scope: !225)
!238 = !DILocation(line: 72, column: 85, scope: !225)
!239 = !DILocation(line: 72, column: 83, scope: !225)
!240 = !DILocation(line: 72, column: 54, scope: !225)
!241 = distinct !DISubprogram(name: "swap_pair", linkageName: "_Z9swap_pair4Pair", scope: !2, file: !2, line: 73, type: !242, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !158)
!242 = !DISubroutineType(types: !243)
!243 = !{!121, !121}
!244 = !DILocalVariable(name: "p", arg: 1, scope: !241, file: !2, line: 73, type: !121)
!245 = !DILocation(line: 73, column: 47, scope: !241)
!246 = !DILocalVariable(name: "q", scope: !241, file: !2, line: 73, type: !121)
!247 = !DILocation(line: 73, column: 57, scope: !241)
!248 = !DILocation(line: 73, column: 61, scope: !241)
!249 = !DILocation(line: 73, column: 69, scope: !241)
!250 = !DILocation(line: 73, column: 67, scope: !241)
!251 = !DILocation(line: 73, column: 81, scope: !241)
!252 = !DILocation(line: 73, column: 79, scope: !241)
!253 = !DILocation(line: 73, column: 85, scope: !241)
!254 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwj", scope: !2, file: !2, line: 91, type: !255, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !158)
!255 = !DISubroutineType(types: !256)
!256 = !{!257, !258}
!257 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!258 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!259 = !DILocalVariable(name: "n", arg: 1, scope: !254, file: !2, line: 91, type: !258)
!260 = !DILocation(line: 91, column: 34, scope: !254)
!261 = !DILocation(line: 91, column: 53, scope: !254)
!262 = !DILocation(line: 91, column: 57, scope: !254)
!263 = !DILocation(line: 91, column: 46, scope: !254)
!264 = !DILocation(line: 91, column: 39, scope: !254)
!265 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !2, file: !2, line: 92, type: !266, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !158)
!266 = !DISubroutineType(types: !267)
!267 = !{null, !257}
!268 = !DILocalVariable(name: "p", arg: 1, scope: !265, file: !2, line: 92, type: !257)
!269 = !DILocation(line: 92, column: 28, scope: !265)
!270 = !DILocation(line: 92, column: 47, scope: !265)
!271 = !DILocation(line: 92, column: 42, scope: !265)
!272 = !DILocation(line: 92, column: 51, scope: !265)
!273 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPvj", scope: !2, file: !2, line: 93, type: !274, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !158)
!274 = !DISubroutineType(types: !275)
!275 = !{null, !257, !258}
!276 = !DILocalVariable(name: "p", arg: 1, scope: !273, file: !2, line: 93, type: !257)
!277 = !DILocation(line: 93, column: 28, scope: !273)
!278 = !DILocalVariable(arg: 2, scope: !273, file: !2, line: 93, type: !258)
!279 = !DILocation(line: 93, column: 44, scope: !273)
!280 = !DILocation(line: 93, column: 62, scope: !273)
!281 = !DILocation(line: 93, column: 57, scope: !273)
!282 = !DILocation(line: 93, column: 66, scope: !273)
!283 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 95, type: !94, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, retainedNodes: !158)
!284 = !DILocalVariable(name: "shapes", scope: !283, file: !2, line: 96, type: !285)
!285 = !DICompositeType(tag: DW_TAG_array_type, baseType: !286, size: 96, elements: !303)
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !287, size: 32)
!287 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !2, line: 9, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !288, vtableHolder: !287, identifier: "_ZTS5Shape")
!288 = !{!289, !290, !294, !300}
!289 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !2, file: !2, baseType: !107, size: 32, flags: DIFlagArtificial)
!290 = !DISubprogram(name: "~Shape", scope: !287, file: !2, line: 10, type: !291, scopeLine: 10, containingType: !287, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!291 = !DISubroutineType(types: !292)
!292 = !{null, !293}
!293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !287, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!294 = !DISubprogram(name: "area", linkageName: "_ZNK5Shape4areaEv", scope: !287, file: !2, line: 11, type: !295, scopeLine: 11, containingType: !287, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual)
!295 = !DISubroutineType(types: !296)
!296 = !{!297, !298}
!297 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!298 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !299, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!299 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !287)
!300 = !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !287, file: !2, line: 12, type: !301, scopeLine: 12, containingType: !287, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!301 = !DISubroutineType(types: !302)
!302 = !{!157, !298}
!303 = !{!304}
!304 = !DISubrange(count: 3)
!305 = !DILocation(line: 96, column: 10, scope: !283)
!306 = !DILocation(line: 96, column: 23, scope: !283)
!307 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", file: !2, line: 15, size: 160, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !308, vtableHolder: !287, identifier: "_ZTS4Rect")
!308 = !{!309, !310, !311, !312, !316, !321}
!309 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !307, baseType: !287, extraData: i32 0)
!310 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !307, file: !2, line: 16, baseType: !297, size: 64, offset: 32)
!311 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !307, file: !2, line: 16, baseType: !297, size: 64, offset: 96)
!312 = !DISubprogram(name: "Rect", scope: !307, file: !2, line: 17, type: !313, scopeLine: 17, flags: DIFlagPrototyped, spFlags: 0)
!313 = !DISubroutineType(types: !314)
!314 = !{null, !315, !297, !297}
!315 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !307, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!316 = !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !307, file: !2, line: 18, type: !317, scopeLine: 18, containingType: !307, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!317 = !DISubroutineType(types: !318)
!318 = !{!297, !319}
!319 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !320, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!320 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !307)
!321 = !DISubprogram(name: "name", linkageName: "_ZNK4Rect4nameEv", scope: !307, file: !2, line: 19, type: !322, scopeLine: 19, containingType: !307, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!322 = !DISubroutineType(types: !323)
!323 = !{!157, !319}
!324 = !DILocation(line: 96, column: 27, scope: !283)
!325 = !DILocation(line: 96, column: 22, scope: !283)
!326 = !DILocation(line: 96, column: 39, scope: !283)
!327 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Square", file: !2, line: 22, size: 160, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !328, vtableHolder: !287, identifier: "_ZTS6Square")
!328 = !{!329, !330, !334}
!329 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !327, baseType: !307, extraData: i32 0)
!330 = !DISubprogram(name: "Square", scope: !327, file: !2, line: 23, type: !331, scopeLine: 23, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!331 = !DISubroutineType(types: !332)
!332 = !{null, !333, !297}
!333 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !327, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!334 = !DISubprogram(name: "name", linkageName: "_ZNK6Square4nameEv", scope: !327, file: !2, line: 24, type: !335, scopeLine: 24, containingType: !327, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!335 = !DISubroutineType(types: !336)
!336 = !{!157, !337}
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !338, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!338 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !327)
!339 = !DILocation(line: 96, column: 43, scope: !283)
!340 = !DILocation(line: 96, column: 54, scope: !283)
!341 = !DILocation(line: 96, column: 58, scope: !283)
!342 = !DILocalVariable(name: "total", scope: !283, file: !2, line: 97, type: !297)
!343 = !DILocation(line: 97, column: 10, scope: !283)
!344 = !DILocalVariable(name: "__range1", scope: !345, type: !346, flags: DIFlagArtificial)
!345 = distinct !DILexicalBlock(scope: !283, file: !2, line: 98, column: 3)
!346 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !285, size: 32)
!347 = !DILocation(line: 0, scope: !345)
!348 = !DILocation(line: 98, column: 19, scope: !345)
!349 = !DILocalVariable(name: "__begin1", scope: !345, type: !350, flags: DIFlagArtificial)
!350 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !286, size: 32)
!351 = !DILocation(line: 98, column: 17, scope: !345)
!352 = !DILocalVariable(name: "__end1", scope: !345, type: !350, flags: DIFlagArtificial)
!353 = !DILocalVariable(name: "s", scope: !354, file: !2, line: 98, type: !286)
!354 = distinct !DILexicalBlock(scope: !345, file: !2, line: 98, column: 3)
!355 = !DILocation(line: 98, column: 15, scope: !354)
!356 = !DILocation(line: 98, column: 17, scope: !354)
!357 = !DILocation(line: 99, column: 25, scope: !358)
!358 = distinct !DILexicalBlock(scope: !354, file: !2, line: 98, column: 27)
!359 = !DILocation(line: 99, column: 28, scope: !358)
!360 = !DILocation(line: 99, column: 36, scope: !358)
!361 = !DILocation(line: 99, column: 39, scope: !358)
!362 = !DILocation(line: 99, column: 5, scope: !358)
!363 = !DILocation(line: 100, column: 14, scope: !358)
!364 = !DILocation(line: 100, column: 17, scope: !358)
!365 = !DILocation(line: 100, column: 11, scope: !358)
!366 = !DILocation(line: 98, column: 3, scope: !345)
!367 = distinct !{!367, !366, !368}
!368 = !DILocation(line: 101, column: 3, scope: !345)
!369 = !DILocation(line: 140, column: 1, scope: !283)
!370 = !DILocalVariable(name: "__range1", scope: !371, type: !346, flags: DIFlagArtificial)
!371 = distinct !DILexicalBlock(scope: !283, file: !2, line: 102, column: 3)
!372 = !DILocation(line: 0, scope: !371)
!373 = !DILocation(line: 102, column: 19, scope: !371)
!374 = !DILocalVariable(name: "__begin1", scope: !371, type: !350, flags: DIFlagArtificial)
!375 = !DILocation(line: 102, column: 17, scope: !371)
!376 = !DILocalVariable(name: "__end1", scope: !371, type: !350, flags: DIFlagArtificial)
!377 = !DILocalVariable(name: "s", scope: !378, file: !2, line: 102, type: !286)
!378 = distinct !DILexicalBlock(scope: !371, file: !2, line: 102, column: 3)
!379 = !DILocation(line: 102, column: 15, scope: !378)
!380 = !DILocation(line: 102, column: 17, scope: !378)
!381 = !DILocation(line: 102, column: 34, scope: !378)
!382 = !DILocation(line: 102, column: 27, scope: !378)
!383 = !DILocation(line: 102, column: 3, scope: !371)
!384 = distinct !{!384, !383, !385}
!385 = !DILocation(line: 102, column: 34, scope: !371)
!386 = !DILocation(line: 103, column: 31, scope: !283)
!387 = !DILocation(line: 103, column: 3, scope: !283)
!388 = !DILocalVariable(name: "w", scope: !283, file: !2, line: 105, type: !389)
!389 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Widget", file: !2, line: 30, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !390, vtableHolder: !392, identifier: "_ZTS6Widget")
!390 = !{!391, !401, !410, !415}
!391 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !389, baseType: !392, extraData: i32 0)
!392 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !2, line: 27, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !393, vtableHolder: !392, identifier: "_ZTS5Named")
!393 = !{!394, !395, !396}
!394 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Named", scope: !2, file: !2, baseType: !107, size: 32, flags: DIFlagArtificial)
!395 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !392, file: !2, line: 27, baseType: !96, size: 32, offset: 32)
!396 = !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !392, file: !2, line: 27, type: !397, scopeLine: 27, containingType: !392, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!397 = !DISubroutineType(types: !398)
!398 = !{!157, !399}
!399 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !400, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!400 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !392)
!401 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !389, baseType: !402, offset: 64, extraData: i32 0)
!402 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counted", file: !2, line: 28, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !403, vtableHolder: !402, identifier: "_ZTS7Counted")
!403 = !{!404, !405, !406}
!404 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Counted", scope: !2, file: !2, baseType: !107, size: 32, flags: DIFlagArtificial)
!405 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !402, file: !2, line: 28, baseType: !96, size: 32, offset: 32)
!406 = !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !402, file: !2, line: 28, type: !407, scopeLine: 28, containingType: !402, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!407 = !DISubroutineType(types: !408)
!408 = !{null, !409}
!409 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !402, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!410 = !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !389, file: !2, line: 31, type: !411, scopeLine: 31, containingType: !389, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!411 = !DISubroutineType(types: !412)
!412 = !{!157, !413}
!413 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !414, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!414 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !389)
!415 = !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !389, file: !2, line: 32, type: !416, scopeLine: 32, containingType: !389, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!416 = !DISubroutineType(types: !417)
!417 = !{null, !418}
!418 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !389, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!419 = !DILocation(line: 105, column: 10, scope: !283)
!420 = !DILocalVariable(name: "c", scope: !283, file: !2, line: 106, type: !421)
!421 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !402, size: 32)
!422 = !DILocation(line: 106, column: 12, scope: !283)
!423 = !DILocation(line: 106, column: 16, scope: !283)
!424 = !DILocalVariable(name: "n", scope: !283, file: !2, line: 107, type: !425)
!425 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !392, size: 32)
!426 = !DILocation(line: 107, column: 10, scope: !283)
!427 = !DILocation(line: 108, column: 3, scope: !283)
!428 = !DILocation(line: 108, column: 6, scope: !283)
!429 = !DILocation(line: 108, column: 14, scope: !283)
!430 = !DILocation(line: 108, column: 17, scope: !283)
!431 = !DILocation(line: 109, column: 24, scope: !283)
!432 = !DILocation(line: 109, column: 27, scope: !283)
!433 = !DILocation(line: 109, column: 36, scope: !283)
!434 = !DILocation(line: 109, column: 38, scope: !283)
!435 = !DILocation(line: 109, column: 47, scope: !283)
!436 = !DILocation(line: 109, column: 3, scope: !283)
!437 = !DILocalVariable(name: "d", scope: !283, file: !2, line: 111, type: !438)
!438 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Diamond", file: !2, line: 38, size: 224, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !439, vtableHolder: !441, identifier: "_ZTS7Diamond")
!439 = !{!440, !451, !452, !453}
!440 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !438, baseType: !441, extraData: i32 0)
!441 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !2, line: 36, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !442, vtableHolder: !441, identifier: "_ZTS4Left")
!442 = !{!443, !444, !445, !446}
!443 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !441, baseType: !104, offset: 12, flags: DIFlagVirtual, extraData: i32 0)
!444 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Left", scope: !2, file: !2, baseType: !107, size: 32, flags: DIFlagArtificial)
!445 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !441, file: !2, line: 36, baseType: !96, size: 32, offset: 32)
!446 = !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !441, file: !2, line: 36, type: !447, scopeLine: 36, containingType: !441, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!447 = !DISubroutineType(types: !448)
!448 = !{!96, !449}
!449 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !450, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!450 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !441)
!451 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !438, baseType: !101, offset: 64, extraData: i32 0)
!452 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !438, file: !2, line: 38, baseType: !96, size: 32, offset: 128)
!453 = !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !438, file: !2, line: 38, type: !454, scopeLine: 38, containingType: !438, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!454 = !DISubroutineType(types: !455)
!455 = !{!96, !456}
!456 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !457, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!457 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !438)
!458 = !DILocation(line: 111, column: 11, scope: !283)
!459 = !DILocalVariable(name: "bp", scope: !283, file: !2, line: 112, type: !460)
!460 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 32)
!461 = !DILocation(line: 112, column: 9, scope: !283)
!462 = !DILocation(line: 112, column: 14, scope: !283)
!463 = !DILocalVariable(name: "lp", scope: !283, file: !2, line: 113, type: !464)
!464 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !441, size: 32)
!465 = !DILocation(line: 113, column: 9, scope: !283)
!466 = !DILocation(line: 114, column: 32, scope: !283)
!467 = !DILocation(line: 114, column: 36, scope: !283)
!468 = !DILocation(line: 114, column: 43, scope: !283)
!469 = !DILocation(line: 114, column: 47, scope: !283)
!470 = !DILocation(line: 114, column: 54, scope: !283)
!471 = !DILocation(line: 114, column: 63, scope: !283)
!472 = !DILocation(line: 114, column: 3, scope: !283)
!473 = !DILocation(line: 115, column: 53, scope: !283)
!474 = !DILocation(line: 115, column: 31, scope: !283)
!475 = !DILocation(line: 115, column: 57, scope: !283)
!476 = !DILocation(line: 115, column: 3, scope: !283)
!477 = !DILocalVariable(name: "arr", scope: !283, file: !2, line: 117, type: !478)
!478 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 8>", file: !2, line: 42, size: 256, flags: DIFlagTypePassByValue, elements: !479, templateParams: !496, identifier: "_ZTS5ArrayIiLi8EE")
!479 = !{!480, !484, !489}
!480 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !478, file: !2, line: 43, baseType: !481, size: 256)
!481 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 256, elements: !482)
!482 = !{!483}
!483 = !DISubrange(count: 8)
!484 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !478, file: !2, line: 44, type: !485, scopeLine: 44, flags: DIFlagPrototyped, spFlags: 0)
!485 = !DISubroutineType(types: !486)
!486 = !{!487, !488, !96}
!487 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !96, size: 32)
!488 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !478, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!489 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi8EEixEi", scope: !478, file: !2, line: 45, type: !490, scopeLine: 45, flags: DIFlagPrototyped, spFlags: 0)
!490 = !DISubroutineType(types: !491)
!491 = !{!492, !494, !96}
!492 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !493, size: 32)
!493 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !96)
!494 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !495, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!495 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !478)
!496 = !{!497, !498}
!497 = !DITemplateTypeParameter(name: "T", type: !96)
!498 = !DITemplateValueParameter(name: "N", type: !96, value: i32 8)
!499 = !DILocation(line: 117, column: 17, scope: !283)
!500 = !DILocalVariable(name: "i", scope: !501, file: !2, line: 118, type: !96)
!501 = distinct !DILexicalBlock(scope: !283, file: !2, line: 118, column: 3)
!502 = !DILocation(line: 118, column: 12, scope: !501)
!503 = !DILocation(line: 118, column: 8, scope: !501)
!504 = !DILocation(line: 118, column: 19, scope: !505)
!505 = distinct !DILexicalBlock(scope: !501, file: !2, line: 118, column: 3)
!506 = !DILocation(line: 118, column: 21, scope: !505)
!507 = !DILocation(line: 118, column: 3, scope: !501)
!508 = !DILocation(line: 118, column: 40, scope: !505)
!509 = !DILocation(line: 118, column: 44, scope: !505)
!510 = !DILocation(line: 118, column: 42, scope: !505)
!511 = !DILocation(line: 118, column: 35, scope: !505)
!512 = !DILocation(line: 118, column: 31, scope: !505)
!513 = !DILocation(line: 118, column: 38, scope: !505)
!514 = !DILocation(line: 118, column: 26, scope: !505)
!515 = !DILocation(line: 118, column: 3, scope: !505)
!516 = distinct !{!516, !507, !517, !220}
!517 = !DILocation(line: 118, column: 44, scope: !501)
!518 = !DILocalVariable(name: "bias", scope: !283, file: !2, line: 119, type: !96)
!519 = !DILocation(line: 119, column: 7, scope: !283)
!520 = !DILocalVariable(name: "add", scope: !283, file: !2, line: 120, type: !521)
!521 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !283, file: !2, line: 120, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !522)
!522 = !{!523}
!523 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !521, file: !2, line: 120, baseType: !96, size: 32)
!524 = !DILocation(line: 120, column: 8, scope: !283)
!525 = !DILocation(line: 120, column: 14, scope: !283)
!526 = !DILocation(line: 120, column: 15, scope: !283)
!527 = !DILocalVariable(name: "prod_count", scope: !283, file: !2, line: 121, type: !96)
!528 = !DILocation(line: 121, column: 7, scope: !283)
!529 = !DILocalVariable(name: "mul", scope: !283, file: !2, line: 122, type: !530)
!530 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !283, file: !2, line: 122, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !531)
!531 = !{!532}
!532 = !DIDerivedType(tag: DW_TAG_member, name: "prod_count", scope: !530, file: !2, line: 122, baseType: !487, size: 32)
!533 = !DILocation(line: 122, column: 8, scope: !283)
!534 = !DILocation(line: 122, column: 14, scope: !283)
!535 = !DILocation(line: 123, column: 43, scope: !283)
!536 = !DILocation(line: 123, column: 35, scope: !283)
!537 = !DILocation(line: 123, column: 61, scope: !283)
!538 = !DILocation(line: 123, column: 53, scope: !283)
!539 = !DILocation(line: 123, column: 67, scope: !283)
!540 = !DILocation(line: 123, column: 3, scope: !283)
!541 = !DILocalVariable(name: "gen", scope: !283, file: !2, line: 124, type: !542)
!542 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !283, file: !2, line: 124, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !158)
!543 = !DILocation(line: 124, column: 8, scope: !283)
!544 = !DILocation(line: 125, column: 27, scope: !283)
!545 = !DILocation(line: 125, column: 36, scope: !283)
!546 = !DILocation(line: 125, column: 3, scope: !283)
!547 = !DILocalVariable(name: "fp", scope: !283, file: !2, line: 126, type: !548)
!548 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !549, size: 32)
!549 = !DISubroutineType(types: !550)
!550 = !{!96, !96}
!551 = !DILocation(line: 126, column: 9, scope: !283)
!552 = !DILocation(line: 126, column: 20, scope: !283)
!553 = !DILocation(line: 127, column: 21, scope: !283)
!554 = !DILocation(line: 127, column: 3, scope: !283)
!555 = !DILocation(line: 129, column: 30, scope: !283)
!556 = !DILocation(line: 129, column: 44, scope: !283)
!557 = !DILocation(line: 129, column: 63, scope: !283)
!558 = !DILocation(line: 129, column: 3, scope: !283)
!559 = !DILocation(line: 130, column: 29, scope: !283)
!560 = !DILocation(line: 130, column: 59, scope: !283)
!561 = !DILocation(line: 130, column: 81, scope: !283)
!562 = !DILocation(line: 130, column: 3, scope: !283)
!563 = !DILocalVariable(name: "b", scope: !283, file: !2, line: 132, type: !170)
!564 = !DILocation(line: 132, column: 7, scope: !283)
!565 = !DILocation(line: 132, column: 11, scope: !283)
!566 = !DILocation(line: 133, column: 35, scope: !283)
!567 = !DILocation(line: 133, column: 27, scope: !283)
!568 = !DILocation(line: 133, column: 41, scope: !283)
!569 = !DILocation(line: 133, column: 39, scope: !283)
!570 = !DILocation(line: 133, column: 3, scope: !283)
!571 = !DILocalVariable(name: "p", scope: !283, file: !2, line: 134, type: !121)
!572 = !DILocation(line: 134, column: 8, scope: !283)
!573 = !DILocation(line: 134, column: 26, scope: !283)
!574 = !DILocation(line: 134, column: 12, scope: !283)
!575 = !DILocation(line: 135, column: 30, scope: !283)
!576 = !DILocation(line: 135, column: 35, scope: !283)
!577 = !DILocation(line: 135, column: 33, scope: !283)
!578 = !DILocation(line: 135, column: 3, scope: !283)
!579 = !DILocalVariable(name: "a1", scope: !283, file: !2, line: 137, type: !96)
!580 = !DILocation(line: 137, column: 7, scope: !283)
!581 = !DILocation(line: 137, column: 12, scope: !283)
!582 = !DILocalVariable(name: "a2", scope: !283, file: !2, line: 137, type: !96)
!583 = !DILocation(line: 137, column: 23, scope: !283)
!584 = !DILocation(line: 137, column: 28, scope: !283)
!585 = !DILocation(line: 138, column: 40, scope: !283)
!586 = !DILocation(line: 138, column: 44, scope: !283)
!587 = !DILocation(line: 138, column: 48, scope: !283)
!588 = !DILocation(line: 138, column: 59, scope: !283)
!589 = !DILocation(line: 138, column: 3, scope: !283)
!590 = !DILocation(line: 139, column: 3, scope: !283)
!591 = distinct !DISubprogram(name: "Rect", linkageName: "_ZN4RectC2Edd", scope: !307, file: !2, line: 17, type: !313, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !312, retainedNodes: !158)
!592 = !DILocalVariable(name: "this", arg: 1, scope: !591, type: !593, flags: DIFlagArtificial | DIFlagObjectPointer)
!593 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !307, size: 32)
!594 = !DILocation(line: 0, scope: !591)
!595 = !DILocalVariable(name: "a", arg: 2, scope: !591, file: !2, line: 17, type: !297)
!596 = !DILocation(line: 17, column: 15, scope: !591)
!597 = !DILocalVariable(name: "b", arg: 3, scope: !591, file: !2, line: 17, type: !297)
!598 = !DILocation(line: 17, column: 25, scope: !591)
!599 = !DILocation(line: 17, column: 3, scope: !591)
!600 = !DILocation(line: 17, column: 41, scope: !591)
!601 = !DILocation(line: 17, column: 30, scope: !591)
!602 = !DILocation(line: 17, column: 32, scope: !591)
!603 = !DILocation(line: 17, column: 36, scope: !591)
!604 = !DILocation(line: 17, column: 38, scope: !591)
!605 = !DILocation(line: 17, column: 42, scope: !591)
!606 = distinct !DISubprogram(name: "Square", linkageName: "_ZN6SquareC2Ed", scope: !327, file: !2, line: 23, type: !331, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !330, retainedNodes: !158)
!607 = !DILocalVariable(name: "this", arg: 1, scope: !606, type: !608, flags: DIFlagArtificial | DIFlagObjectPointer)
!608 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !327, size: 32)
!609 = !DILocation(line: 0, scope: !606)
!610 = !DILocalVariable(name: "s", arg: 2, scope: !606, file: !2, line: 23, type: !297)
!611 = !DILocation(line: 23, column: 26, scope: !606)
!612 = !DILocation(line: 23, column: 36, scope: !606)
!613 = !DILocation(line: 23, column: 39, scope: !606)
!614 = !DILocation(line: 23, column: 31, scope: !606)
!615 = !DILocation(line: 23, column: 42, scope: !606)
!616 = !DILocation(line: 23, column: 43, scope: !606)
!617 = distinct !DISubprogram(name: "Widget", linkageName: "_ZN6WidgetC2Ev", scope: !389, file: !2, line: 30, type: !416, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !618, retainedNodes: !158)
!618 = !DISubprogram(name: "Widget", scope: !389, type: !416, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!619 = !DILocalVariable(name: "this", arg: 1, scope: !617, type: !620, flags: DIFlagArtificial | DIFlagObjectPointer)
!620 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !389, size: 32)
!621 = !DILocation(line: 0, scope: !617)
!622 = !DILocation(line: 30, column: 8, scope: !617)
!623 = distinct !DISubprogram(name: "Diamond", linkageName: "_ZN7DiamondC1Ev", scope: !438, file: !2, line: 38, type: !624, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !627, retainedNodes: !158)
!624 = !DISubroutineType(types: !625)
!625 = !{null, !626}
!626 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !438, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!627 = !DISubprogram(name: "Diamond", scope: !438, type: !624, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!628 = !DILocalVariable(name: "this", arg: 1, scope: !623, type: !629, flags: DIFlagArtificial | DIFlagObjectPointer)
!629 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !438, size: 32)
!630 = !DILocation(line: 0, scope: !623)
!631 = !DILocation(line: 38, column: 8, scope: !623)
!632 = !DILocation(line: 38, column: 36, scope: !623)
!633 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi8EEixEi", scope: !478, file: !2, line: 44, type: !485, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !484, retainedNodes: !158)
!634 = !DILocalVariable(name: "this", arg: 1, scope: !633, type: !635, flags: DIFlagArtificial | DIFlagObjectPointer)
!635 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !478, size: 32)
!636 = !DILocation(line: 0, scope: !633)
!637 = !DILocalVariable(name: "i", arg: 2, scope: !633, file: !2, line: 44, type: !96)
!638 = !DILocation(line: 44, column: 21, scope: !633)
!639 = !DILocation(line: 44, column: 33, scope: !633)
!640 = !DILocation(line: 44, column: 38, scope: !633)
!641 = !DILocation(line: 44, column: 26, scope: !633)
!642 = distinct !DISubprogram(name: "fold<(lambda at classes.cpp:120:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_", scope: !478, file: !2, line: 46, type: !643, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !646, declaration: !645, retainedNodes: !158)
!643 = !DISubroutineType(types: !644)
!644 = !{!96, !494, !96, !521}
!645 = !DISubprogram(name: "fold<(lambda at classes.cpp:120:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_1EEiiT_", scope: !478, file: !2, line: 46, type: !643, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !646)
!646 = !{!647}
!647 = !DITemplateTypeParameter(name: "F", type: !521)
!648 = !DILocalVariable(name: "this", arg: 1, scope: !642, type: !649, flags: DIFlagArtificial | DIFlagObjectPointer)
!649 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !495, size: 32)
!650 = !DILocation(line: 0, scope: !642)
!651 = !DILocalVariable(name: "init", arg: 2, scope: !642, file: !2, line: 46, type: !96)
!652 = !DILocation(line: 46, column: 34, scope: !642)
!653 = !DILocalVariable(name: "f", arg: 3, scope: !642, file: !2, line: 46, type: !521)
!654 = !DILocation(line: 46, column: 42, scope: !642)
!655 = !DILocalVariable(name: "i", scope: !656, file: !2, line: 47, type: !96)
!656 = distinct !DILexicalBlock(scope: !642, file: !2, line: 47, column: 5)
!657 = !DILocation(line: 47, column: 14, scope: !656)
!658 = !DILocation(line: 47, column: 10, scope: !656)
!659 = !DILocation(line: 47, column: 21, scope: !660)
!660 = distinct !DILexicalBlock(scope: !656, file: !2, line: 47, column: 5)
!661 = !DILocation(line: 47, column: 23, scope: !660)
!662 = !DILocation(line: 47, column: 5, scope: !656)
!663 = !DILocation(line: 47, column: 42, scope: !660)
!664 = !DILocation(line: 47, column: 48, scope: !660)
!665 = !DILocation(line: 47, column: 53, scope: !660)
!666 = !DILocation(line: 47, column: 40, scope: !660)
!667 = !DILocation(line: 47, column: 38, scope: !660)
!668 = !DILocation(line: 47, column: 33, scope: !660)
!669 = !DILocation(line: 47, column: 28, scope: !660)
!670 = !DILocation(line: 47, column: 5, scope: !660)
!671 = distinct !{!671, !662, !672, !220}
!672 = !DILocation(line: 47, column: 55, scope: !656)
!673 = !DILocation(line: 48, column: 12, scope: !642)
!674 = !DILocation(line: 48, column: 5, scope: !642)
!675 = distinct !DISubprogram(name: "fold<(lambda at classes.cpp:122:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_", scope: !478, file: !2, line: 46, type: !676, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !679, declaration: !678, retainedNodes: !158)
!676 = !DISubroutineType(types: !677)
!677 = !{!96, !494, !96, !530}
!678 = !DISubprogram(name: "fold<(lambda at classes.cpp:122:14)>", linkageName: "_ZNK5ArrayIiLi8EE4foldIZ4mainE3$_2EEiiT_", scope: !478, file: !2, line: 46, type: !676, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !679)
!679 = !{!680}
!680 = !DITemplateTypeParameter(name: "F", type: !530)
!681 = !DILocalVariable(name: "this", arg: 1, scope: !675, type: !649, flags: DIFlagArtificial | DIFlagObjectPointer)
!682 = !DILocation(line: 0, scope: !675)
!683 = !DILocalVariable(name: "init", arg: 2, scope: !675, file: !2, line: 46, type: !96)
!684 = !DILocation(line: 46, column: 34, scope: !675)
!685 = !DILocalVariable(name: "f", arg: 3, scope: !675, file: !2, line: 46, type: !530)
!686 = !DILocation(line: 46, column: 42, scope: !675)
!687 = !DILocalVariable(name: "i", scope: !688, file: !2, line: 47, type: !96)
!688 = distinct !DILexicalBlock(scope: !675, file: !2, line: 47, column: 5)
!689 = !DILocation(line: 47, column: 14, scope: !688)
!690 = !DILocation(line: 47, column: 10, scope: !688)
!691 = !DILocation(line: 47, column: 21, scope: !692)
!692 = distinct !DILexicalBlock(scope: !688, file: !2, line: 47, column: 5)
!693 = !DILocation(line: 47, column: 23, scope: !692)
!694 = !DILocation(line: 47, column: 5, scope: !688)
!695 = !DILocation(line: 47, column: 42, scope: !692)
!696 = !DILocation(line: 47, column: 48, scope: !692)
!697 = !DILocation(line: 47, column: 53, scope: !692)
!698 = !DILocation(line: 47, column: 40, scope: !692)
!699 = !DILocation(line: 47, column: 38, scope: !692)
!700 = !DILocation(line: 47, column: 33, scope: !692)
!701 = !DILocation(line: 47, column: 28, scope: !692)
!702 = !DILocation(line: 47, column: 5, scope: !692)
!703 = distinct !{!703, !694, !704, !220}
!704 = !DILocation(line: 47, column: 55, scope: !688)
!705 = !DILocation(line: 48, column: 12, scope: !675)
!706 = !DILocation(line: 48, column: 5, scope: !675)
!707 = distinct !DISubprogram(name: "operator()<int>", linkageName: "_ZZ4mainENK3$_0clIiEEDaT_", scope: !542, file: !2, line: 124, type: !708, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !713, declaration: !712, retainedNodes: !158)
!708 = !DISubroutineType(types: !709)
!709 = !{!96, !710, !96}
!710 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !711, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!711 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !542)
!712 = !DISubprogram(name: "operator()<int>", scope: !542, file: !2, line: 124, type: !708, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !713)
!713 = !{!714}
!714 = !DITemplateTypeParameter(name: "x:auto", type: !96)
!715 = !DILocalVariable(name: "this", arg: 1, scope: !707, type: !716, flags: DIFlagArtificial | DIFlagObjectPointer)
!716 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !711, size: 32)
!717 = !DILocation(line: 0, scope: !707)
!718 = !DILocalVariable(name: "x", arg: 2, scope: !707, file: !2, line: 124, type: !96)
!719 = !DILocation(line: 124, column: 22, scope: !707)
!720 = !DILocation(line: 124, column: 34, scope: !707)
!721 = !DILocation(line: 124, column: 38, scope: !707)
!722 = !DILocation(line: 124, column: 36, scope: !707)
!723 = !DILocation(line: 124, column: 27, scope: !707)
!724 = distinct !DISubprogram(name: "operator()<double>", linkageName: "_ZZ4mainENK3$_0clIdEEDaT_", scope: !542, file: !2, line: 124, type: !725, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, templateParams: !728, declaration: !727, retainedNodes: !158)
!725 = !DISubroutineType(types: !726)
!726 = !{!297, !710, !297}
!727 = !DISubprogram(name: "operator()<double>", scope: !542, file: !2, line: 124, type: !725, scopeLine: 124, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !728)
!728 = !{!729}
!729 = !DITemplateTypeParameter(name: "x:auto", type: !297)
!730 = !DILocalVariable(name: "this", arg: 1, scope: !724, type: !716, flags: DIFlagArtificial | DIFlagObjectPointer)
!731 = !DILocation(line: 0, scope: !724)
!732 = !DILocalVariable(name: "x", arg: 2, scope: !724, file: !2, line: 124, type: !297)
!733 = !DILocation(line: 124, column: 22, scope: !724)
!734 = !DILocation(line: 124, column: 34, scope: !724)
!735 = !DILocation(line: 124, column: 38, scope: !724)
!736 = !DILocation(line: 124, column: 36, scope: !724)
!737 = !DILocation(line: 124, column: 27, scope: !724)
!738 = distinct !DISubprogram(name: "operator int (*)(int)", linkageName: "_ZZ4mainENK3$_3cvPFiiEEv", scope: !739, file: !2, line: 126, type: !740, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !744, retainedNodes: !158)
!739 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !283, file: !2, line: 126, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !158)
!740 = !DISubroutineType(types: !741)
!741 = !{!548, !742}
!742 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !743, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!743 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !739)
!744 = !DISubprogram(name: "operator int (*)(int)", scope: !739, type: !740, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!745 = !DILocalVariable(name: "this", arg: 1, scope: !738, type: !746, flags: DIFlagArtificial | DIFlagObjectPointer)
!746 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !743, size: 32)
!747 = !DILocation(line: 0, scope: !738)
!748 = !DILocation(line: 126, column: 20, scope: !738)
!749 = distinct !DISubprogram(name: "max_of<int>", linkageName: "_Z6max_ofIiET_S0_S0_", scope: !2, file: !2, line: 52, type: !750, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !752, retainedNodes: !158)
!750 = !DISubroutineType(types: !751)
!751 = !{!96, !96, !96}
!752 = !{!497}
!753 = !DILocalVariable(name: "a", arg: 1, scope: !749, file: !2, line: 52, type: !96)
!754 = !DILocation(line: 52, column: 34, scope: !749)
!755 = !DILocalVariable(name: "b", arg: 2, scope: !749, file: !2, line: 52, type: !96)
!756 = !DILocation(line: 52, column: 39, scope: !749)
!757 = !DILocation(line: 52, column: 51, scope: !749)
!758 = !DILocation(line: 52, column: 55, scope: !749)
!759 = !DILocation(line: 52, column: 53, scope: !749)
!760 = !DILocation(line: 52, column: 59, scope: !749)
!761 = !DILocation(line: 52, column: 63, scope: !749)
!762 = !DILocation(line: 52, column: 44, scope: !749)
!763 = distinct !DISubprogram(name: "max_of<double>", linkageName: "_Z6max_ofIdET_S0_S0_", scope: !2, file: !2, line: 52, type: !764, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !766, retainedNodes: !158)
!764 = !DISubroutineType(types: !765)
!765 = !{!297, !297, !297}
!766 = !{!767}
!767 = !DITemplateTypeParameter(name: "T", type: !297)
!768 = !DILocalVariable(name: "a", arg: 1, scope: !763, file: !2, line: 52, type: !297)
!769 = !DILocation(line: 52, column: 34, scope: !763)
!770 = !DILocalVariable(name: "b", arg: 2, scope: !763, file: !2, line: 52, type: !297)
!771 = !DILocation(line: 52, column: 39, scope: !763)
!772 = !DILocation(line: 52, column: 51, scope: !763)
!773 = !DILocation(line: 52, column: 55, scope: !763)
!774 = !DILocation(line: 52, column: 53, scope: !763)
!775 = !DILocation(line: 52, column: 59, scope: !763)
!776 = !DILocation(line: 52, column: 63, scope: !763)
!777 = !DILocation(line: 52, column: 44, scope: !763)
!778 = distinct !DISubprogram(name: "count_args<int, char, double, const char *>", linkageName: "_Z10count_argsIJicdPKcEEiDpT_", scope: !2, file: !2, line: 55, type: !779, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, templateParams: !781, retainedNodes: !158)
!779 = !DISubroutineType(types: !780)
!780 = !{!96, !96, !5, !297, !157}
!781 = !{!782}
!782 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !783)
!783 = !{!784, !785, !786, !787}
!784 = !DITemplateTypeParameter(type: !96)
!785 = !DITemplateTypeParameter(type: !5)
!786 = !DITemplateTypeParameter(type: !297)
!787 = !DITemplateTypeParameter(type: !157)
!788 = !DILocalVariable(arg: 1, scope: !778, file: !2, line: 55, type: !96)
!789 = !DILocation(line: 55, column: 47, scope: !778)
!790 = !DILocalVariable(arg: 2, scope: !778, file: !2, line: 55, type: !5)
!791 = !DILocalVariable(arg: 3, scope: !778, file: !2, line: 55, type: !297)
!792 = !DILocalVariable(arg: 4, scope: !778, file: !2, line: 55, type: !157)
!793 = !DILocation(line: 55, column: 51, scope: !778)
!794 = distinct !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIiE3getEv", scope: !795, file: !2, line: 58, type: !798, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !797)
!795 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<int>", file: !2, line: 58, size: 8, flags: DIFlagTypePassByValue, elements: !796, templateParams: !752, identifier: "_ZTS8TypeNameIiE")
!796 = !{!797}
!797 = !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIiE3getEv", scope: !795, file: !2, line: 58, type: !798, scopeLine: 58, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!798 = !DISubroutineType(types: !799)
!799 = !{!157}
!800 = !DILocation(line: 58, column: 63, scope: !794)
!801 = distinct !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIdE3getEv", scope: !802, file: !2, line: 59, type: !798, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !804)
!802 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TypeName<double>", file: !2, line: 59, size: 8, flags: DIFlagTypePassByValue, elements: !803, templateParams: !766, identifier: "_ZTS8TypeNameIdE")
!803 = !{!804}
!804 = !DISubprogram(name: "get", linkageName: "_ZN8TypeNameIdE3getEv", scope: !802, file: !2, line: 59, type: !798, scopeLine: 59, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!805 = !DILocation(line: 59, column: 66, scope: !801)
!806 = !DILocation(line: 86, column: 3, scope: !93)
!807 = !{!"branch_weights", i32 1, i32 1048575}
!808 = !DILocation(line: 86, column: 18, scope: !93)
!809 = !DILocation(line: 86, column: 29, scope: !93)
!810 = !DILocation(line: 87, column: 10, scope: !93)
!811 = !DILocation(line: 87, column: 3, scope: !93)
!812 = !DILocation(line: 88, column: 1, scope: !93)
!813 = !DILocation(line: 82, column: 3, scope: !136)
!814 = !DILocation(line: 82, column: 19, scope: !136)
!815 = !DILocation(line: 83, column: 3, scope: !136)
!816 = !DILocation(line: 84, column: 1, scope: !136)
!817 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD1Ev", scope: !438, file: !2, line: 38, type: !624, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !818, retainedNodes: !158)
!818 = !DISubprogram(name: "~Diamond", scope: !438, type: !624, containingType: !438, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!819 = !DILocalVariable(name: "this", arg: 1, scope: !817, type: !629, flags: DIFlagArtificial | DIFlagObjectPointer)
!820 = !DILocation(line: 0, scope: !817)
!821 = !DILocation(line: 38, column: 8, scope: !817)
!822 = distinct !DISubprogram(name: "Shape", linkageName: "_ZN5ShapeC2Ev", scope: !287, file: !2, line: 9, type: !291, scopeLine: 9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !823, retainedNodes: !158)
!823 = !DISubprogram(name: "Shape", scope: !287, type: !291, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!824 = !DILocalVariable(name: "this", arg: 1, scope: !822, type: !286, flags: DIFlagArtificial | DIFlagObjectPointer)
!825 = !DILocation(line: 0, scope: !822)
!826 = !DILocation(line: 9, column: 8, scope: !822)
!827 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD2Ev", scope: !307, file: !2, line: 15, type: !828, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !830, retainedNodes: !158)
!828 = !DISubroutineType(types: !829)
!829 = !{null, !315}
!830 = !DISubprogram(name: "~Rect", scope: !307, type: !828, containingType: !307, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!831 = !DILocalVariable(name: "this", arg: 1, scope: !827, type: !593, flags: DIFlagArtificial | DIFlagObjectPointer)
!832 = !DILocation(line: 0, scope: !827)
!833 = !DILocation(line: 15, column: 8, scope: !834)
!834 = distinct !DILexicalBlock(scope: !827, file: !2, line: 15, column: 8)
!835 = !DILocation(line: 15, column: 8, scope: !827)
!836 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD0Ev", scope: !307, file: !2, line: 15, type: !828, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !830, retainedNodes: !158)
!837 = !DILocalVariable(name: "this", arg: 1, scope: !836, type: !593, flags: DIFlagArtificial | DIFlagObjectPointer)
!838 = !DILocation(line: 0, scope: !836)
!839 = !DILocation(line: 15, column: 8, scope: !836)
!840 = distinct !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !307, file: !2, line: 18, type: !317, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !316, retainedNodes: !158)
!841 = !DILocalVariable(name: "this", arg: 1, scope: !840, type: !842, flags: DIFlagArtificial | DIFlagObjectPointer)
!842 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !320, size: 32)
!843 = !DILocation(line: 0, scope: !840)
!844 = !DILocation(line: 18, column: 41, scope: !840)
!845 = !DILocation(line: 18, column: 45, scope: !840)
!846 = !DILocation(line: 18, column: 43, scope: !840)
!847 = !DILocation(line: 18, column: 34, scope: !840)
!848 = distinct !DISubprogram(name: "name", linkageName: "_ZNK4Rect4nameEv", scope: !307, file: !2, line: 19, type: !322, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !321, retainedNodes: !158)
!849 = !DILocalVariable(name: "this", arg: 1, scope: !848, type: !842, flags: DIFlagArtificial | DIFlagObjectPointer)
!850 = !DILocation(line: 0, scope: !848)
!851 = !DILocation(line: 19, column: 39, scope: !848)
!852 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD2Ev", scope: !287, file: !2, line: 10, type: !291, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !290, retainedNodes: !158)
!853 = !DILocalVariable(name: "this", arg: 1, scope: !852, type: !286, flags: DIFlagArtificial | DIFlagObjectPointer)
!854 = !DILocation(line: 0, scope: !852)
!855 = !DILocation(line: 10, column: 21, scope: !852)
!856 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD0Ev", scope: !287, file: !2, line: 10, type: !291, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !290, retainedNodes: !158)
!857 = !DILocalVariable(name: "this", arg: 1, scope: !856, type: !286, flags: DIFlagArtificial | DIFlagObjectPointer)
!858 = !DILocation(line: 0, scope: !856)
!859 = !DILocation(line: 10, column: 20, scope: !856)
!860 = distinct !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !287, file: !2, line: 12, type: !301, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !300, retainedNodes: !158)
!861 = !DILocalVariable(name: "this", arg: 1, scope: !860, type: !862, flags: DIFlagArtificial | DIFlagObjectPointer)
!862 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !299, size: 32)
!863 = !DILocation(line: 0, scope: !860)
!864 = !DILocation(line: 12, column: 38, scope: !860)
!865 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD2Ev", scope: !327, file: !2, line: 22, type: !866, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !868, retainedNodes: !158)
!866 = !DISubroutineType(types: !867)
!867 = !{null, !333}
!868 = !DISubprogram(name: "~Square", scope: !327, type: !866, containingType: !327, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!869 = !DILocalVariable(name: "this", arg: 1, scope: !865, type: !608, flags: DIFlagArtificial | DIFlagObjectPointer)
!870 = !DILocation(line: 0, scope: !865)
!871 = !DILocation(line: 22, column: 8, scope: !872)
!872 = distinct !DILexicalBlock(scope: !865, file: !2, line: 22, column: 8)
!873 = !DILocation(line: 22, column: 8, scope: !865)
!874 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD0Ev", scope: !327, file: !2, line: 22, type: !866, scopeLine: 22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !868, retainedNodes: !158)
!875 = !DILocalVariable(name: "this", arg: 1, scope: !874, type: !608, flags: DIFlagArtificial | DIFlagObjectPointer)
!876 = !DILocation(line: 0, scope: !874)
!877 = !DILocation(line: 22, column: 8, scope: !874)
!878 = distinct !DISubprogram(name: "name", linkageName: "_ZNK6Square4nameEv", scope: !327, file: !2, line: 24, type: !335, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !334, retainedNodes: !158)
!879 = !DILocalVariable(name: "this", arg: 1, scope: !878, type: !880, flags: DIFlagArtificial | DIFlagObjectPointer)
!880 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !338, size: 32)
!881 = !DILocation(line: 0, scope: !878)
!882 = !DILocation(line: 24, column: 39, scope: !878)
!883 = distinct !DISubprogram(name: "Named", linkageName: "_ZN5NamedC2Ev", scope: !392, file: !2, line: 27, type: !884, scopeLine: 27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !887, retainedNodes: !158)
!884 = !DISubroutineType(types: !885)
!885 = !{null, !886}
!886 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !392, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!887 = !DISubprogram(name: "Named", scope: !392, type: !884, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!888 = !DILocalVariable(name: "this", arg: 1, scope: !883, type: !425, flags: DIFlagArtificial | DIFlagObjectPointer)
!889 = !DILocation(line: 0, scope: !883)
!890 = !DILocation(line: 27, column: 8, scope: !883)
!891 = !DILocation(line: 27, column: 74, scope: !883)
!892 = distinct !DISubprogram(name: "Counted", linkageName: "_ZN7CountedC2Ev", scope: !402, file: !2, line: 28, type: !407, scopeLine: 28, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !893, retainedNodes: !158)
!893 = !DISubprogram(name: "Counted", scope: !402, type: !407, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!894 = !DILocalVariable(name: "this", arg: 1, scope: !892, type: !421, flags: DIFlagArtificial | DIFlagObjectPointer)
!895 = !DILocation(line: 0, scope: !892)
!896 = !DILocation(line: 28, column: 8, scope: !892)
!897 = !DILocation(line: 28, column: 22, scope: !892)
!898 = distinct !DISubprogram(name: "label", linkageName: "_ZNK6Widget5labelEv", scope: !389, file: !2, line: 31, type: !411, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !410, retainedNodes: !158)
!899 = !DILocalVariable(name: "this", arg: 1, scope: !898, type: !900, flags: DIFlagArtificial | DIFlagObjectPointer)
!900 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !414, size: 32)
!901 = !DILocation(line: 0, scope: !898)
!902 = !DILocation(line: 31, column: 40, scope: !898)
!903 = distinct !DISubprogram(name: "bump", linkageName: "_ZN6Widget4bumpEv", scope: !389, file: !2, line: 32, type: !416, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !415, retainedNodes: !158)
!904 = !DILocalVariable(name: "this", arg: 1, scope: !903, type: !620, flags: DIFlagArtificial | DIFlagObjectPointer)
!905 = !DILocation(line: 0, scope: !903)
!906 = !DILocation(line: 32, column: 26, scope: !903)
!907 = !DILocation(line: 32, column: 32, scope: !903)
!908 = !DILocation(line: 32, column: 39, scope: !903)
!909 = distinct !DISubprogram(linkageName: "_ZThn8_N6Widget4bumpEv", scope: !2, file: !2, line: 32, type: !910, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!910 = !DISubroutineType(types: !158)
!911 = !DILocation(line: 0, scope: !909)
!912 = distinct !DISubprogram(name: "label", linkageName: "_ZNK5Named5labelEv", scope: !392, file: !2, line: 27, type: !397, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !396, retainedNodes: !158)
!913 = !DILocalVariable(name: "this", arg: 1, scope: !912, type: !914, flags: DIFlagArtificial | DIFlagObjectPointer)
!914 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !400, size: 32)
!915 = !DILocation(line: 0, scope: !912)
!916 = !DILocation(line: 27, column: 52, scope: !912)
!917 = distinct !DISubprogram(name: "bump", linkageName: "_ZN7Counted4bumpEv", scope: !402, file: !2, line: 28, type: !407, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !406, retainedNodes: !158)
!918 = !DILocalVariable(name: "this", arg: 1, scope: !917, type: !421, flags: DIFlagArtificial | DIFlagObjectPointer)
!919 = !DILocation(line: 0, scope: !917)
!920 = !DILocation(line: 28, column: 57, scope: !917)
!921 = !DILocation(line: 28, column: 55, scope: !917)
!922 = !DILocation(line: 28, column: 64, scope: !917)
!923 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !924, retainedNodes: !158)
!924 = !DISubprogram(name: "Base", scope: !104, type: !116, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!925 = !DILocalVariable(name: "this", arg: 1, scope: !923, type: !460, flags: DIFlagArtificial | DIFlagObjectPointer)
!926 = !DILocation(line: 0, scope: !923)
!927 = !DILocation(line: 35, column: 8, scope: !923)
!928 = !DILocation(line: 35, column: 19, scope: !923)
!929 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !441, file: !2, line: 36, type: !930, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !933, retainedNodes: !158)
!930 = !DISubroutineType(types: !931)
!931 = !{null, !932}
!932 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !441, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!933 = !DISubprogram(name: "Left", scope: !441, type: !930, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!934 = !DILocalVariable(name: "this", arg: 1, scope: !929, type: !464, flags: DIFlagArtificial | DIFlagObjectPointer)
!935 = !DILocation(line: 0, scope: !929)
!936 = !DILocalVariable(name: "vtt", arg: 2, scope: !929, type: !937, flags: DIFlagArtificial)
!937 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !257, size: 32)
!938 = !DILocation(line: 36, column: 8, scope: !929)
!939 = !DILocation(line: 36, column: 34, scope: !929)
!940 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !101, file: !2, line: 37, type: !941, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !944, retainedNodes: !158)
!941 = !DISubroutineType(types: !942)
!942 = !{null, !943}
!943 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!944 = !DISubprogram(name: "Right", scope: !101, type: !941, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!945 = !DILocalVariable(name: "this", arg: 1, scope: !940, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!946 = !DILocation(line: 0, scope: !940)
!947 = !DILocalVariable(name: "vtt", arg: 2, scope: !940, type: !937, flags: DIFlagArtificial)
!948 = !DILocation(line: 37, column: 8, scope: !940)
!949 = !DILocation(line: 37, column: 35, scope: !940)
!950 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Left3getEv", scope: !441, file: !2, line: 36, type: !447, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !446, retainedNodes: !158)
!951 = !DILocalVariable(name: "this", arg: 1, scope: !950, type: !952, flags: DIFlagArtificial | DIFlagObjectPointer)
!952 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !450, size: 32)
!953 = !DILocation(line: 0, scope: !950)
!954 = !DILocation(line: 36, column: 75, scope: !950)
!955 = !DILocation(line: 36, column: 79, scope: !950)
!956 = !DILocation(line: 36, column: 77, scope: !950)
!957 = !DILocation(line: 36, column: 68, scope: !950)
!958 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD1Ev", scope: !441, file: !2, line: 36, type: !930, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !959, retainedNodes: !158)
!959 = !DISubprogram(name: "~Left", scope: !441, type: !930, containingType: !441, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!960 = !DILocalVariable(name: "this", arg: 1, scope: !958, type: !464, flags: DIFlagArtificial | DIFlagObjectPointer)
!961 = !DILocation(line: 0, scope: !958)
!962 = !DILocation(line: 36, column: 8, scope: !958)
!963 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD0Ev", scope: !441, file: !2, line: 36, type: !930, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !959, retainedNodes: !158)
!964 = !DILocalVariable(name: "this", arg: 1, scope: !963, type: !464, flags: DIFlagArtificial | DIFlagObjectPointer)
!965 = !DILocation(line: 0, scope: !963)
!966 = !DILocation(line: 36, column: 8, scope: !963)
!967 = distinct !DISubprogram(linkageName: "_ZTv0_n12_NK4Left3getEv", scope: !2, file: !2, line: 36, type: !910, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!968 = !DILocation(line: 0, scope: !967)
!969 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N4LeftD1Ev", scope: !2, file: !2, line: 36, type: !910, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!970 = !DILocation(line: 0, scope: !969)
!971 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N4LeftD0Ev", scope: !2, file: !2, line: 36, type: !910, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!972 = !DILocation(line: 0, scope: !971)
!973 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD1Ev", scope: !101, file: !2, line: 37, type: !941, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !974, retainedNodes: !158)
!974 = !DISubprogram(name: "~Right", scope: !101, type: !941, containingType: !101, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!975 = !DILocalVariable(name: "this", arg: 1, scope: !973, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!976 = !DILocation(line: 0, scope: !973)
!977 = !DILocation(line: 37, column: 8, scope: !973)
!978 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD0Ev", scope: !101, file: !2, line: 37, type: !941, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !974, retainedNodes: !158)
!979 = !DILocalVariable(name: "this", arg: 1, scope: !978, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!980 = !DILocation(line: 0, scope: !978)
!981 = !DILocation(line: 37, column: 8, scope: !978)
!982 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Base3getEv", scope: !104, file: !2, line: 35, type: !111, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !110, retainedNodes: !158)
!983 = !DILocalVariable(name: "this", arg: 1, scope: !982, type: !984, flags: DIFlagArtificial | DIFlagObjectPointer)
!984 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 32)
!985 = !DILocation(line: 0, scope: !982)
!986 = !DILocation(line: 35, column: 59, scope: !982)
!987 = !DILocation(line: 35, column: 52, scope: !982)
!988 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N5RightD1Ev", scope: !2, file: !2, line: 37, type: !910, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!989 = !DILocation(line: 0, scope: !988)
!990 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N5RightD0Ev", scope: !2, file: !2, line: 37, type: !910, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!991 = !DILocation(line: 0, scope: !990)
!992 = distinct !DISubprogram(name: "get", linkageName: "_ZNK7Diamond3getEv", scope: !438, file: !2, line: 38, type: !454, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !453, retainedNodes: !158)
!993 = !DILocalVariable(name: "this", arg: 1, scope: !992, type: !994, flags: DIFlagArtificial | DIFlagObjectPointer)
!994 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !457, size: 32)
!995 = !DILocation(line: 0, scope: !992)
!996 = !DILocation(line: 38, column: 77, scope: !992)
!997 = !DILocation(line: 38, column: 81, scope: !992)
!998 = !DILocation(line: 38, column: 79, scope: !992)
!999 = !DILocation(line: 38, column: 85, scope: !992)
!1000 = !DILocation(line: 38, column: 83, scope: !992)
!1001 = !DILocation(line: 38, column: 89, scope: !992)
!1002 = !DILocation(line: 38, column: 87, scope: !992)
!1003 = !DILocation(line: 38, column: 70, scope: !992)
!1004 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD0Ev", scope: !438, file: !2, line: 38, type: !624, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !818, retainedNodes: !158)
!1005 = !DILocalVariable(name: "this", arg: 1, scope: !1004, type: !629, flags: DIFlagArtificial | DIFlagObjectPointer)
!1006 = !DILocation(line: 0, scope: !1004)
!1007 = !DILocation(line: 38, column: 8, scope: !1004)
!1008 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !910, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1009 = !DILocation(line: 0, scope: !1008)
!1010 = distinct !DISubprogram(linkageName: "_ZThn8_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !910, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1011 = !DILocation(line: 0, scope: !1010)
!1012 = distinct !DISubprogram(linkageName: "_ZTv0_n12_NK7Diamond3getEv", scope: !2, file: !2, line: 38, type: !910, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1013 = !DILocation(line: 0, scope: !1012)
!1014 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD1Ev", scope: !2, file: !2, line: 38, type: !910, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1015 = !DILocation(line: 0, scope: !1014)
!1016 = distinct !DISubprogram(linkageName: "_ZTv0_n16_N7DiamondD0Ev", scope: !2, file: !2, line: 38, type: !910, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !97)
!1017 = !DILocation(line: 0, scope: !1016)
!1018 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD2Ev", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !115, retainedNodes: !158)
!1019 = !DILocalVariable(name: "this", arg: 1, scope: !1018, type: !460, flags: DIFlagArtificial | DIFlagObjectPointer)
!1020 = !DILocation(line: 0, scope: !1018)
!1021 = !DILocation(line: 35, column: 81, scope: !1018)
!1022 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD0Ev", scope: !104, file: !2, line: 35, type: !116, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !115, retainedNodes: !158)
!1023 = !DILocalVariable(name: "this", arg: 1, scope: !1022, type: !460, flags: DIFlagArtificial | DIFlagObjectPointer)
!1024 = !DILocation(line: 0, scope: !1022)
!1025 = !DILocation(line: 35, column: 80, scope: !1022)
!1026 = !DILocation(line: 35, column: 81, scope: !1022)
!1027 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD2Ev", scope: !441, file: !2, line: 36, type: !930, scopeLine: 36, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !959, retainedNodes: !158)
!1028 = !DILocalVariable(name: "this", arg: 1, scope: !1027, type: !464, flags: DIFlagArtificial | DIFlagObjectPointer)
!1029 = !DILocation(line: 0, scope: !1027)
!1030 = !DILocalVariable(name: "vtt", arg: 2, scope: !1027, type: !937, flags: DIFlagArtificial)
!1031 = !DILocation(line: 36, column: 8, scope: !1027)
!1032 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD2Ev", scope: !101, file: !2, line: 37, type: !941, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !974, retainedNodes: !158)
!1033 = !DILocalVariable(name: "this", arg: 1, scope: !1032, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!1034 = !DILocation(line: 0, scope: !1032)
!1035 = !DILocalVariable(name: "vtt", arg: 2, scope: !1032, type: !937, flags: DIFlagArtificial)
!1036 = !DILocation(line: 37, column: 8, scope: !1032)
!1037 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZ4mainEN3$_38__invokeEi", scope: !739, file: !2, line: 126, type: !549, scopeLine: 126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !1038, retainedNodes: !158)
!1038 = !DISubprogram(name: "__invoke", scope: !739, type: !549, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!1039 = !DILocalVariable(name: "x", arg: 1, scope: !1037, type: !96)
!1040 = !DILocation(line: 0, scope: !1037)
!1041 = !DILocation(line: 126, column: 20, scope: !1037)
!1042 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_3clEi", scope: !739, file: !2, line: 126, type: !1043, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !1045, retainedNodes: !158)
!1043 = !DISubroutineType(types: !1044)
!1044 = !{!96, !742, !96}
!1045 = !DISubprogram(name: "operator()", scope: !739, file: !2, line: 126, type: !1043, scopeLine: 126, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1046 = !DILocalVariable(name: "this", arg: 1, scope: !1042, type: !746, flags: DIFlagArtificial | DIFlagObjectPointer)
!1047 = !DILocation(line: 0, scope: !1042)
!1048 = !DILocalVariable(name: "x", arg: 2, scope: !1042, file: !2, line: 126, type: !96)
!1049 = !DILocation(line: 126, column: 27, scope: !1042)
!1050 = !DILocation(line: 126, column: 39, scope: !1042)
!1051 = !DILocation(line: 126, column: 41, scope: !1042)
!1052 = !DILocation(line: 126, column: 32, scope: !1042)
!1053 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !125, file: !2, line: 78, type: !129, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !128, retainedNodes: !158)
!1054 = !DILocalVariable(name: "this", arg: 1, scope: !1053, type: !1055, flags: DIFlagArtificial | DIFlagObjectPointer)
!1055 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 32)
!1056 = !DILocation(line: 0, scope: !1053)
!1057 = !DILocation(line: 78, column: 16, scope: !1053)
!1058 = !DILocation(line: 78, column: 29, scope: !1059)
!1059 = distinct !DILexicalBlock(scope: !1053, file: !2, line: 78, column: 27)
!1060 = !DILocation(line: 78, column: 63, scope: !1053)
!1061 = distinct !DISubprogram(name: "~Registry", linkageName: "_ZN8RegistryD2Ev", scope: !125, file: !2, line: 79, type: !129, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !132, retainedNodes: !158)
!1062 = !DILocalVariable(name: "this", arg: 1, scope: !1061, type: !1055, flags: DIFlagArtificial | DIFlagObjectPointer)
!1063 = !DILocation(line: 0, scope: !1061)
!1064 = !DILocation(line: 79, column: 16, scope: !1061)
!1065 = distinct !DISubprogram(name: "~Diamond", linkageName: "_ZN7DiamondD2Ev", scope: !438, file: !2, line: 38, type: !624, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !97, declaration: !818, retainedNodes: !158)
!1066 = !DILocalVariable(name: "this", arg: 1, scope: !1065, type: !629, flags: DIFlagArtificial | DIFlagObjectPointer)
!1067 = !DILocation(line: 0, scope: !1065)
!1068 = !DILocalVariable(name: "vtt", arg: 2, scope: !1065, type: !937, flags: DIFlagArtificial)
!1069 = !DILocation(line: 38, column: 8, scope: !1070)
!1070 = distinct !DILexicalBlock(scope: !1065, file: !2, line: 38, column: 8)
!1071 = !DILocation(line: 38, column: 8, scope: !1065)
!1072 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEii", scope: !521, file: !2, line: 120, type: !1073, scopeLine: 120, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !1077, retainedNodes: !158)
!1073 = !DISubroutineType(types: !1074)
!1074 = !{!96, !1075, !96, !96}
!1075 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1076, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!1076 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !521)
!1077 = !DISubprogram(name: "operator()", scope: !521, file: !2, line: 120, type: !1073, scopeLine: 120, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1078 = !DILocalVariable(name: "this", arg: 1, scope: !1072, type: !1079, flags: DIFlagArtificial | DIFlagObjectPointer)
!1079 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1076, size: 32)
!1080 = !DILocation(line: 0, scope: !1072)
!1081 = !DILocalVariable(name: "acc", arg: 2, scope: !1072, file: !2, line: 120, type: !96)
!1082 = !DILocation(line: 120, column: 25, scope: !1072)
!1083 = !DILocalVariable(name: "v", arg: 3, scope: !1072, file: !2, line: 120, type: !96)
!1084 = !DILocation(line: 120, column: 34, scope: !1072)
!1085 = !DILocation(line: 120, column: 46, scope: !1072)
!1086 = !DILocation(line: 120, column: 52, scope: !1072)
!1087 = !DILocation(line: 120, column: 50, scope: !1072)
!1088 = !DILocation(line: 120, column: 56, scope: !1072)
!1089 = !DILocation(line: 120, column: 54, scope: !1072)
!1090 = !DILocation(line: 120, column: 39, scope: !1072)
!1091 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainEN3$_2clEii", scope: !530, file: !2, line: 122, type: !1092, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !97, declaration: !1095, retainedNodes: !158)
!1092 = !DISubroutineType(types: !1093)
!1093 = !{!96, !1094, !96, !96}
!1094 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !530, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!1095 = !DISubprogram(name: "operator()", scope: !530, file: !2, line: 122, type: !1092, scopeLine: 122, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1096 = !DILocalVariable(name: "this", arg: 1, scope: !1091, type: !1097, flags: DIFlagArtificial | DIFlagObjectPointer)
!1097 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !530, size: 32)
!1098 = !DILocation(line: 0, scope: !1091)
!1099 = !DILocalVariable(name: "acc", arg: 2, scope: !1091, file: !2, line: 122, type: !96)
!1100 = !DILocation(line: 122, column: 32, scope: !1091)
!1101 = !DILocalVariable(name: "v", arg: 3, scope: !1091, file: !2, line: 122, type: !96)
!1102 = !DILocation(line: 122, column: 41, scope: !1091)
!1103 = !DILocation(line: 122, column: 56, scope: !1091)
!1104 = !DILocation(line: 122, column: 54, scope: !1091)
!1105 = !DILocation(line: 122, column: 75, scope: !1091)
!1106 = !DILocation(line: 122, column: 79, scope: !1091)
!1107 = !DILocation(line: 122, column: 83, scope: !1091)
!1108 = !DILocation(line: 122, column: 89, scope: !1091)
!1109 = !DILocation(line: 122, column: 87, scope: !1091)
!1110 = !DILocation(line: 122, column: 93, scope: !1091)
!1111 = !DILocation(line: 122, column: 68, scope: !1091)
