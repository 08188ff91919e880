; ModuleID = 'throw_through_virtual_call.cpp'
source_filename = "throw_through_virtual_call.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Square = type { %struct.Shape, i32 }
%struct.Shape = type { i32 (...)** }
%struct.Both = type { %struct.Left, %struct.Right }
%struct.Left = type { i32 (...)**, i32 }
%struct.Right = type { i32 (...)**, i32 }
%struct.VDer = type { %struct.VBase }
%struct.VBase = type { i32 (...)** }
%struct.Fragile = type { i32 (...)** }
%struct.Breaks = type { %struct.Fragile }

$_ZN6SquareC2Ei = comdat any

$_ZN4BothC2Ev = comdat any

$_ZN4VDerC1Ev = comdat any

$_ZN6BreaksC2Ev = comdat any

$_ZN4VDerD1Ev = comdat any

$_ZN4BothD2Ev = comdat any

$_ZN6SquareD2Ev = comdat any

$_ZN5ShapeC2Ev = comdat any

$_ZN6SquareD0Ev = comdat any

$_ZNK6Square4areaEv = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZN5ShapeD0Ev = comdat any

$_ZN4LeftC2Ev = comdat any

$_ZN5RightC2Ev = comdat any

$_ZN4BothD0Ev = comdat any

$_ZN4Left4leftEv = comdat any

$_ZN4Both5rightEv = comdat any

$_ZThn8_N4BothD1Ev = comdat any

$_ZThn8_N4BothD0Ev = comdat any

$_ZThn8_N4Both5rightEv = comdat any

$_ZN4LeftD2Ev = comdat any

$_ZN4LeftD0Ev = comdat any

$_ZN5RightD2Ev = comdat any

$_ZN5RightD0Ev = comdat any

$_ZN5Right5rightEv = comdat any

$_ZN5VBaseC2Ev = comdat any

$_ZN4VDerD0Ev = comdat any

$_ZN4VDer1vEv = comdat any

$_ZN5VBaseD2Ev = comdat any

$_ZN5VBaseD0Ev = comdat any

$_ZN5VBase1vEv = comdat any

$_ZTv0_n12_N4VDerD0Ev = comdat any

$_ZTv0_n16_N4VDer1vEv = comdat any

$_ZN7FragileC2Ev = comdat any

$_ZN6BreaksD2Ev = comdat any

$_ZN6BreaksD0Ev = comdat any

$_ZN7FragileD2Ev = comdat any

$_ZN7FragileD0Ev = comdat any

$_ZN4VDerD2Ev = comdat any

$_ZTv0_n12_N4VDerD1Ev = comdat any

$_ZTV6Square = comdat any

$_ZTS6Square = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTI6Square = comdat any

$_ZTV5Shape = comdat any

$_ZTV4Both = comdat any

$_ZTS4Both = comdat any

$_ZTS4Left = comdat any

$_ZTI4Left = comdat any

$_ZTS5Right = comdat any

$_ZTI5Right = comdat any

$_ZTI4Both = comdat any

$_ZTV4Left = comdat any

$_ZTV5Right = comdat any

$_ZTV4VDer = comdat any

$_ZTT4VDer = comdat any

$_ZTS4VDer = comdat any

$_ZTS5VBase = comdat any

$_ZTI5VBase = comdat any

$_ZTI4VDer = comdat any

$_ZTV5VBase = comdat any

$_ZTV6Breaks = comdat any

$_ZTS6Breaks = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

$_ZTI6Breaks = comdat any

$_ZTV7Fragile = comdat any

@.str = private unnamed_addr constant [9 x i8] c"area %d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [15 x i8] c"area threw %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"thunk threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"virtual-base thunk threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"delete threw %d\0A\00", align 1
@_ZTV6Square = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Square to i8*), i8* bitcast (%struct.Square* (%struct.Square*)* @_ZN6SquareD2Ev to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD0Ev to i8*), i8* bitcast (i32 (%struct.Square*)* @_ZNK6Square4areaEv to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS6Square = linkonce_odr hidden constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Shape = linkonce_odr hidden constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Shape, i32 0, i32 0) }, comdat, align 4
@_ZTI6Square = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Square, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 4
@_ZTV5Shape = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*), i8* bitcast (%struct.Shape* (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*)] }, comdat, align 4
@_ZTV4Both = linkonce_odr hidden unnamed_addr constant { [6 x i8*], [5 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI4Both to i8*), i8* bitcast (%struct.Both* (%struct.Both*)* @_ZN4BothD2Ev to i8*), i8* bitcast (void (%struct.Both*)* @_ZN4BothD0Ev to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZN4Left4leftEv to i8*), i8* bitcast (i32 (%struct.Both*)* @_ZN4Both5rightEv to i8*)], [5 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI4Both to i8*), i8* bitcast (%struct.Both* (%struct.Both*)* @_ZThn8_N4BothD1Ev to i8*), i8* bitcast (void (%struct.Both*)* @_ZThn8_N4BothD0Ev to i8*), i8* bitcast (i32 (%struct.Both*)* @_ZThn8_N4Both5rightEv to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS4Both = linkonce_odr hidden constant [6 x i8] c"4Both\00", comdat, align 1
@_ZTS4Left = linkonce_odr hidden constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Left, i32 0, i32 0) }, comdat, align 4
@_ZTS5Right = linkonce_odr hidden constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Right, i32 0, i32 0) }, comdat, align 4
@_ZTI4Both = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Both, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI4Left to i8*), i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI5Right to i8*), i32 2050 }, comdat, align 4
@_ZTV4Left = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Left to i8*), i8* bitcast (%struct.Left* (%struct.Left*)* @_ZN4LeftD2Ev to i8*), i8* bitcast (void (%struct.Left*)* @_ZN4LeftD0Ev to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZN4Left4leftEv to i8*)] }, comdat, align 4
@_ZTV5Right = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Right to i8*), i8* bitcast (%struct.Right* (%struct.Right*)* @_ZN5RightD2Ev to i8*), i8* bitcast (void (%struct.Right*)* @_ZN5RightD0Ev to i8*), i8* bitcast (i32 (%struct.Right*)* @_ZN5Right5rightEv to i8*)] }, comdat, align 4
@_ZTV4VDer = linkonce_odr hidden unnamed_addr constant { [8 x i8*] } { [8 x i8*] [i8* null, i8* null, i8* null, i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4VDer to i8*), i8* bitcast (%struct.VDer* (%struct.VDer*)* @_ZN4VDerD1Ev to i8*), i8* bitcast (void (%struct.VDer*)* @_ZN4VDerD0Ev to i8*), i8* bitcast (i32 (%struct.VDer*)* @_ZN4VDer1vEv to i8*)] }, comdat, align 4
@_ZTT4VDer = linkonce_odr hidden unnamed_addr constant [2 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV4VDer, i32 0, inrange i32 0, i32 5) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV4VDer, i32 0, inrange i32 0, i32 5) to i8*)], comdat, align 4
@_ZTS4VDer = linkonce_odr hidden constant [6 x i8] c"4VDer\00", comdat, align 1
@_ZTS5VBase = linkonce_odr hidden constant [7 x i8] c"5VBase\00", comdat, align 1
@_ZTI5VBase = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5VBase, i32 0, i32 0) }, comdat, align 4
@_ZTI4VDer = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4VDer, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI5VBase to i8*), i32 -5117 }, comdat, align 4
@_ZTV5VBase = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5VBase to i8*), i8* bitcast (%struct.VBase* (%struct.VBase*)* @_ZN5VBaseD2Ev to i8*), i8* bitcast (void (%struct.VBase*)* @_ZN5VBaseD0Ev to i8*), i8* bitcast (i32 (%struct.VBase*)* @_ZN5VBase1vEv to i8*)] }, comdat, align 4
@_ZTV6Breaks = linkonce_odr hidden unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Breaks to i8*), i8* bitcast (%struct.Breaks* (%struct.Breaks*)* @_ZN6BreaksD2Ev to i8*), i8* bitcast (void (%struct.Breaks*)* @_ZN6BreaksD0Ev to i8*)] }, comdat, align 4
@_ZTS6Breaks = linkonce_odr hidden constant [8 x i8] c"6Breaks\00", comdat, align 1
@_ZTS7Fragile = linkonce_odr hidden constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Fragile, i32 0, i32 0) }, comdat, align 4
@_ZTI6Breaks = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Breaks, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*) }, comdat, align 4
@_ZTV7Fragile = linkonce_odr hidden unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (%struct.Fragile* (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*), i8* bitcast (void (%struct.Fragile*)* @_ZN7FragileD0Ev to i8*)] }, comdat, align 4
@.str.5 = private unnamed_addr constant [16 x i8] c"~Breaks throws\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Square, align 4
  %3 = alloca %struct.Square, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Both, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.VDer, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.Fragile*, align 4
  %11 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %12 = call noundef %struct.Square* @_ZN6SquareC2Ei(%struct.Square* noundef nonnull align 4 dereferenceable(8) %2, i32 noundef 3)
  %13 = invoke noundef %struct.Square* @_ZN6SquareC2Ei(%struct.Square* noundef nonnull align 4 dereferenceable(8) %3, i32 noundef -5)
          to label %14 unwind label %160

14:                                               ; preds = %0
  %15 = bitcast %struct.Square* %2 to %struct.Shape*
  %16 = invoke noundef i32 @_ZL7measureP5Shape(%struct.Shape* noundef %15)
          to label %17 unwind label %157

17:                                               ; preds = %14
  %18 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i32 noundef %16)
          to label %19 unwind label %157

19:                                               ; preds = %17
  %20 = bitcast %struct.Square* %3 to %struct.Shape*
  %21 = invoke noundef i32 @_ZL7measureP5Shape(%struct.Shape* noundef %20)
          to label %142 unwind label %22

22:                                               ; preds = %19
  %23 = catchswitch within none [label %24] unwind label %157

24:                                               ; preds = %22
  %25 = catchpad within %23 [i8* bitcast (i8** @_ZTIi to i8*)]
  %26 = call i8* @llvm.wasm.get.exception(token %25)
  store i8* %26, i8** %4, align 4
  %27 = call i32 @llvm.wasm.get.ehselector(token %25)
  %28 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %30, label %39

30:                                               ; preds = %24
  %31 = load i8*, i8** %4, align 4
  %32 = call i8* @__cxa_begin_catch(i8* %31) #4 [ "funclet"(token %25) ]
  %33 = bitcast i8* %32 to i32*
  %34 = load i32, i32* %33, align 4
  store i32 %34, i32* %5, align 4
  %35 = load i32, i32* %5, align 4
  %36 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %35) [ "funclet"(token %25) ]
          to label %37 unwind label %143

37:                                               ; preds = %30
  call void @__cxa_end_catch() #4 [ "funclet"(token %25) ]
  catchret from %25 to label %38

38:                                               ; preds = %37
  br label %40

39:                                               ; preds = %24
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %25) ]
          to label %163 unwind label %157

40:                                               ; preds = %38, %142
  %41 = call noundef %struct.Both* @_ZN4BothC2Ev(%struct.Both* noundef nonnull align 4 dereferenceable(16) %6) #4
  %42 = icmp eq %struct.Both* %6, null
  br i1 %42, label %47, label %43

43:                                               ; preds = %40
  %44 = bitcast %struct.Both* %6 to i8*
  %45 = getelementptr inbounds i8, i8* %44, i32 8
  %46 = bitcast i8* %45 to %struct.Right*
  br label %47

47:                                               ; preds = %43, %40
  %48 = phi %struct.Right* [ %46, %43 ], [ null, %40 ]
  %49 = invoke noundef i32 @_ZL10call_rightP5Right(%struct.Right* noundef %48)
          to label %141 unwind label %50

50:                                               ; preds = %47
  %51 = catchswitch within none [label %52] unwind label %154

52:                                               ; preds = %50
  %53 = catchpad within %51 [i8* bitcast (i8** @_ZTIi to i8*)]
  %54 = call i8* @llvm.wasm.get.exception(token %53)
  store i8* %54, i8** %4, align 4
  %55 = call i32 @llvm.wasm.get.ehselector(token %53)
  %56 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %57 = icmp eq i32 %55, %56
  br i1 %57, label %58, label %67

58:                                               ; preds = %52
  %59 = load i8*, i8** %4, align 4
  %60 = call i8* @__cxa_begin_catch(i8* %59) #4 [ "funclet"(token %53) ]
  %61 = bitcast i8* %60 to i32*
  %62 = load i32, i32* %61, align 4
  store i32 %62, i32* %7, align 4
  %63 = load i32, i32* %7, align 4
  %64 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), i32 noundef %63) [ "funclet"(token %53) ]
          to label %65 unwind label %145

65:                                               ; preds = %58
  call void @__cxa_end_catch() #4 [ "funclet"(token %53) ]
  catchret from %53 to label %66

66:                                               ; preds = %65
  br label %68

67:                                               ; preds = %52
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %53) ]
          to label %163 unwind label %154

68:                                               ; preds = %66, %141
  %69 = call noundef %struct.VDer* @_ZN4VDerC1Ev(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %8) #4
  %70 = icmp eq %struct.VDer* %8, null
  br i1 %70, label %80, label %71

71:                                               ; preds = %68
  %72 = bitcast %struct.VDer* %8 to i8**
  %73 = load i8*, i8** %72, align 4
  %74 = getelementptr i8, i8* %73, i64 -20
  %75 = bitcast i8* %74 to i32*
  %76 = load i32, i32* %75, align 4
  %77 = bitcast %struct.VDer* %8 to i8*
  %78 = getelementptr inbounds i8, i8* %77, i32 %76
  %79 = bitcast i8* %78 to %struct.VBase*
  br label %80

80:                                               ; preds = %71, %68
  %81 = phi %struct.VBase* [ %79, %71 ], [ null, %68 ]
  %82 = invoke noundef i32 @_ZL6call_vP5VBase(%struct.VBase* noundef %81)
          to label %140 unwind label %83

83:                                               ; preds = %80
  %84 = catchswitch within none [label %85] unwind label %151

85:                                               ; preds = %83
  %86 = catchpad within %84 [i8* bitcast (i8** @_ZTIi to i8*)]
  %87 = call i8* @llvm.wasm.get.exception(token %86)
  store i8* %87, i8** %4, align 4
  %88 = call i32 @llvm.wasm.get.ehselector(token %86)
  %89 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %90 = icmp eq i32 %88, %89
  br i1 %90, label %91, label %100

91:                                               ; preds = %85
  %92 = load i8*, i8** %4, align 4
  %93 = call i8* @__cxa_begin_catch(i8* %92) #4 [ "funclet"(token %86) ]
  %94 = bitcast i8* %93 to i32*
  %95 = load i32, i32* %94, align 4
  store i32 %95, i32* %9, align 4
  %96 = load i32, i32* %9, align 4
  %97 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i32 0, i32 0), i32 noundef %96) [ "funclet"(token %86) ]
          to label %98 unwind label %147

98:                                               ; preds = %91
  call void @__cxa_end_catch() #4 [ "funclet"(token %86) ]
  catchret from %86 to label %99

99:                                               ; preds = %98
  br label %101

100:                                              ; preds = %85
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %86) ]
          to label %163 unwind label %151

101:                                              ; preds = %99, %140
  %102 = invoke noalias noundef nonnull i8* @_Znwm(i32 noundef 4) #12
          to label %103 unwind label %151

103:                                              ; preds = %101
  %104 = bitcast i8* %102 to %struct.Breaks*
  %105 = call noundef %struct.Breaks* @_ZN6BreaksC2Ev(%struct.Breaks* noundef nonnull align 4 dereferenceable(4) %104) #4
  %106 = bitcast %struct.Breaks* %104 to %struct.Fragile*
  store %struct.Fragile* %106, %struct.Fragile** %10, align 4
  %107 = load %struct.Fragile*, %struct.Fragile** %10, align 4
  %108 = icmp eq %struct.Fragile* %107, null
  br i1 %108, label %139, label %109

109:                                              ; preds = %103
  %110 = bitcast %struct.Fragile* %107 to void (%struct.Fragile*)***
  %111 = load void (%struct.Fragile*)**, void (%struct.Fragile*)*** %110, align 4
  %112 = getelementptr inbounds void (%struct.Fragile*)*, void (%struct.Fragile*)** %111, i64 1
  %113 = load void (%struct.Fragile*)*, void (%struct.Fragile*)** %112, align 4
  invoke void %113(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %107)
          to label %138 unwind label %114

114:                                              ; preds = %109
  %115 = catchswitch within none [label %116] unwind label %151

116:                                              ; preds = %114
  %117 = catchpad within %115 [i8* bitcast (i8** @_ZTIi to i8*)]
  %118 = call i8* @llvm.wasm.get.exception(token %117)
  store i8* %118, i8** %4, align 4
  %119 = call i32 @llvm.wasm.get.ehselector(token %117)
  %120 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %121 = icmp eq i32 %119, %120
  br i1 %121, label %122, label %131

122:                                              ; preds = %116
  %123 = load i8*, i8** %4, align 4
  %124 = call i8* @__cxa_begin_catch(i8* %123) #4 [ "funclet"(token %117) ]
  %125 = bitcast i8* %124 to i32*
  %126 = load i32, i32* %125, align 4
  store i32 %126, i32* %11, align 4
  %127 = load i32, i32* %11, align 4
  %128 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %127) [ "funclet"(token %117) ]
          to label %129 unwind label %149

129:                                              ; preds = %122
  call void @__cxa_end_catch() #4 [ "funclet"(token %117) ]
  catchret from %117 to label %130

130:                                              ; preds = %129
  br label %132

131:                                              ; preds = %116
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %117) ]
          to label %163 unwind label %151

132:                                              ; preds = %130, %139
  store i32 0, i32* %1, align 4
  %133 = call noundef %struct.VDer* @_ZN4VDerD1Ev(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %8) #4
  %134 = call noundef %struct.Both* @_ZN4BothD2Ev(%struct.Both* noundef nonnull align 4 dereferenceable(16) %6) #4
  %135 = call noundef %struct.Square* @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 4 dereferenceable(8) %3) #4
  %136 = call noundef %struct.Square* @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 4 dereferenceable(8) %2) #4
  %137 = load i32, i32* %1, align 4
  ret i32 %137

138:                                              ; preds = %109
  br label %139

139:                                              ; preds = %138, %103
  br label %132

140:                                              ; preds = %80
  br label %101

141:                                              ; preds = %47
  br label %68

142:                                              ; preds = %19
  br label %40

143:                                              ; preds = %30
  %144 = cleanuppad within %25 []
  call void @__cxa_end_catch() #4 [ "funclet"(token %144) ]
  cleanupret from %144 unwind label %157

145:                                              ; preds = %58
  %146 = cleanuppad within %53 []
  call void @__cxa_end_catch() #4 [ "funclet"(token %146) ]
  cleanupret from %146 unwind label %154

147:                                              ; preds = %91
  %148 = cleanuppad within %86 []
  call void @__cxa_end_catch() #4 [ "funclet"(token %148) ]
  cleanupret from %148 unwind label %151

149:                                              ; preds = %122
  %150 = cleanuppad within %117 []
  call void @__cxa_end_catch() #4 [ "funclet"(token %150) ]
  cleanupret from %150 unwind label %151

151:                                              ; preds = %131, %149, %114, %101, %100, %147, %83
  %152 = cleanuppad within none []
  %153 = call noundef %struct.VDer* @_ZN4VDerD1Ev(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %8) #4 [ "funclet"(token %152) ]
  cleanupret from %152 unwind label %154

154:                                              ; preds = %151, %67, %145, %50
  %155 = cleanuppad within none []
  %156 = call noundef %struct.Both* @_ZN4BothD2Ev(%struct.Both* noundef nonnull align 4 dereferenceable(16) %6) #4 [ "funclet"(token %155) ]
  cleanupret from %155 unwind label %157

157:                                              ; preds = %154, %39, %143, %22, %17, %14
  %158 = cleanuppad within none []
  %159 = call noundef %struct.Square* @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 4 dereferenceable(8) %3) #4 [ "funclet"(token %158) ]
  cleanupret from %158 unwind label %160

160:                                              ; preds = %157, %0
  %161 = cleanuppad within none []
  %162 = call noundef %struct.Square* @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 4 dereferenceable(8) %2) #4 [ "funclet"(token %161) ]
  cleanupret from %161 unwind to caller

163:                                              ; preds = %131, %100, %67, %39
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Square* @_ZN6SquareC2Ei(%struct.Square* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca %struct.Square*, align 4
  %4 = alloca i32, align 4
  store %struct.Square* %0, %struct.Square** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Square*, %struct.Square** %3, align 4
  %6 = bitcast %struct.Square* %5 to %struct.Shape*
  %7 = call noundef %struct.Shape* @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %6) #4
  %8 = bitcast %struct.Square* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Square, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 4
  %9 = getelementptr inbounds %struct.Square, %struct.Square* %5, i32 0, i32 1
  %10 = load i32, i32* %4, align 4
  store i32 %10, i32* %9, align 4
  ret %struct.Square* %5
}

declare i32 @__gxx_wasm_personality_v0(...)

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7measureP5Shape(%struct.Shape* noundef %0) #3 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  %4 = bitcast %struct.Shape* %3 to i32 (%struct.Shape*)***
  %5 = load i32 (%struct.Shape*)**, i32 (%struct.Shape*)*** %4, align 4
  %6 = getelementptr inbounds i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %5, i64 2
  %7 = load i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %6, align 4
  %8 = call noundef i32 %7(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %3)
  ret i32 %8
}

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #4

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Both* @_ZN4BothC2Ev(%struct.Both* noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Both*, align 4
  store %struct.Both* %0, %struct.Both** %2, align 4
  %3 = load %struct.Both*, %struct.Both** %2, align 4
  %4 = bitcast %struct.Both* %3 to %struct.Left*
  %5 = call noundef %struct.Left* @_ZN4LeftC2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %4) #4
  %6 = bitcast %struct.Both* %3 to i8*
  %7 = getelementptr inbounds i8, i8* %6, i32 8
  %8 = bitcast i8* %7 to %struct.Right*
  %9 = call noundef %struct.Right* @_ZN5RightC2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %8) #4
  %10 = bitcast %struct.Both* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV4Both, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %10, align 4
  %11 = bitcast %struct.Both* %3 to i8*
  %12 = getelementptr inbounds i8, i8* %11, i32 8
  %13 = bitcast i8* %12 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV4Both, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %13, align 4
  ret %struct.Both* %3
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL10call_rightP5Right(%struct.Right* noundef %0) #3 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  %4 = bitcast %struct.Right* %3 to i32 (%struct.Right*)***
  %5 = load i32 (%struct.Right*)**, i32 (%struct.Right*)*** %4, align 4
  %6 = getelementptr inbounds i32 (%struct.Right*)*, i32 (%struct.Right*)** %5, i64 2
  %7 = load i32 (%struct.Right*)*, i32 (%struct.Right*)** %6, align 4
  %8 = call noundef i32 %7(%struct.Right* noundef nonnull align 4 dereferenceable(8) %3)
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.VDer* @_ZN4VDerC1Ev(%struct.VDer* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.VDer*, align 4
  store %struct.VDer* %0, %struct.VDer** %2, align 4
  %3 = load %struct.VDer*, %struct.VDer** %2, align 4
  %4 = bitcast %struct.VDer* %3 to %struct.VBase*
  %5 = call noundef %struct.VBase* @_ZN5VBaseC2Ev(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %4) #4
  %6 = bitcast %struct.VDer* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV4VDer, i32 0, inrange i32 0, i32 5) to i32 (...)**), i32 (...)*** %6, align 4
  %7 = bitcast %struct.VDer* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV4VDer, i32 0, inrange i32 0, i32 5) to i32 (...)**), i32 (...)*** %7, align 4
  ret %struct.VDer* %3
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL6call_vP5VBase(%struct.VBase* noundef %0) #3 {
  %2 = alloca %struct.VBase*, align 4
  store %struct.VBase* %0, %struct.VBase** %2, align 4
  %3 = load %struct.VBase*, %struct.VBase** %2, align 4
  %4 = bitcast %struct.VBase* %3 to i32 (%struct.VBase*)***
  %5 = load i32 (%struct.VBase*)**, i32 (%struct.VBase*)*** %4, align 4
  %6 = getelementptr inbounds i32 (%struct.VBase*)*, i32 (%struct.VBase*)** %5, i64 2
  %7 = load i32 (%struct.VBase*)*, i32 (%struct.VBase*)** %6, align 4
  %8 = call noundef i32 %7(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %3)
  ret i32 %8
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i32 noundef) #7

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Breaks* @_ZN6BreaksC2Ev(%struct.Breaks* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Breaks*, align 4
  store %struct.Breaks* %0, %struct.Breaks** %2, align 4
  %3 = load %struct.Breaks*, %struct.Breaks** %2, align 4
  %4 = bitcast %struct.Breaks* %3 to %struct.Fragile*
  %5 = call noundef %struct.Fragile* @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %4) #4
  %6 = bitcast %struct.Breaks* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV6Breaks, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  ret %struct.Breaks* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.VDer* @_ZN4VDerD1Ev(%struct.VDer* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.VDer*, align 4
  store %struct.VDer* %0, %struct.VDer** %2, align 4
  %3 = load %struct.VDer*, %struct.VDer** %2, align 4
  %4 = call noundef %struct.VDer* @_ZN4VDerD2Ev(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT4VDer, i64 0, i64 0)) #4
  %5 = bitcast %struct.VDer* %3 to %struct.VBase*
  %6 = call noundef %struct.VBase* @_ZN5VBaseD2Ev(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %5) #4
  ret %struct.VDer* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Both* @_ZN4BothD2Ev(%struct.Both* noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Both*, align 4
  store %struct.Both* %0, %struct.Both** %2, align 4
  %3 = load %struct.Both*, %struct.Both** %2, align 4
  %4 = bitcast %struct.Both* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 8
  %6 = bitcast i8* %5 to %struct.Right*
  %7 = call noundef %struct.Right* @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %6) #4
  %8 = bitcast %struct.Both* %3 to %struct.Left*
  %9 = call noundef %struct.Left* @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %8) #4
  ret %struct.Both* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Square* @_ZN6SquareD2Ev(%struct.Square* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = bitcast %struct.Square* %3 to %struct.Shape*
  %5 = call noundef %struct.Shape* @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %4) #4
  ret %struct.Square* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Shape* @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  %4 = bitcast %struct.Shape* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Shape, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.Shape* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN6SquareD0Ev(%struct.Square* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = call noundef %struct.Square* @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 4 dereferenceable(8) %3) #4
  %5 = bitcast %struct.Square* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #13
  ret void
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZNK6Square4areaEv(%struct.Square* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = getelementptr inbounds %struct.Square, %struct.Square* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i32 4) #4
  %9 = bitcast i8* %8 to i32*
  %10 = getelementptr inbounds %struct.Square, %struct.Square* %3, i32 0, i32 1
  %11 = load i32, i32* %10, align 4
  store i32 %11, i32* %9, align 16
  call void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable

12:                                               ; preds = %1
  %13 = getelementptr inbounds %struct.Square, %struct.Square* %3, i32 0, i32 1
  %14 = load i32, i32* %13, align 4
  %15 = getelementptr inbounds %struct.Square, %struct.Square* %3, i32 0, i32 1
  %16 = load i32, i32* %15, align 4
  %17 = mul nsw i32 %14, %16
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Shape* @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  ret %struct.Shape* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN5ShapeD0Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  call void @llvm.trap() #14
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #9

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Left* @_ZN4LeftC2Ev(%struct.Left* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = bitcast %struct.Left* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Left, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Left, %struct.Left* %3, i32 0, i32 1
  store i32 0, i32* %5, align 4
  ret %struct.Left* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Right* @_ZN5RightC2Ev(%struct.Right* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  %4 = bitcast %struct.Right* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Right, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Right, %struct.Right* %3, i32 0, i32 1
  store i32 0, i32* %5, align 4
  ret %struct.Right* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN4BothD0Ev(%struct.Both* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Both*, align 4
  store %struct.Both* %0, %struct.Both** %2, align 4
  %3 = load %struct.Both*, %struct.Both** %2, align 4
  %4 = call noundef %struct.Both* @_ZN4BothD2Ev(%struct.Both* noundef nonnull align 4 dereferenceable(16) %3) #4
  %5 = bitcast %struct.Both* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZN4Left4leftEv(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #10 comdat {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  ret i32 1
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZN4Both5rightEv(%struct.Both* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 comdat {
  %2 = alloca %struct.Both*, align 4
  store %struct.Both* %0, %struct.Both** %2, align 4
  %3 = load %struct.Both*, %struct.Both** %2, align 4
  %4 = call i8* @__cxa_allocate_exception(i32 4) #4
  %5 = bitcast i8* %4 to i32*
  store i32 22, i32* %5, align 16
  call void @__cxa_throw(i8* %4, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Both* @_ZThn8_N4BothD1Ev(%struct.Both* noundef %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Both*, align 4
  %3 = alloca %struct.Both*, align 4
  store %struct.Both* %0, %struct.Both** %3, align 4
  %4 = load %struct.Both*, %struct.Both** %3, align 4
  store %struct.Both* %4, %struct.Both** %2, align 4
  %5 = bitcast %struct.Both* %4 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 -8
  %7 = bitcast i8* %6 to %struct.Both*
  %8 = tail call noundef %struct.Both* @_ZN4BothD2Ev(%struct.Both* noundef nonnull align 4 dereferenceable(16) %7) #4
  ret %struct.Both* %8
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZThn8_N4BothD0Ev(%struct.Both* noundef %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Both*, align 4
  store %struct.Both* %0, %struct.Both** %2, align 4
  %3 = load %struct.Both*, %struct.Both** %2, align 4
  %4 = bitcast %struct.Both* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -8
  %6 = bitcast i8* %5 to %struct.Both*
  tail call void @_ZN4BothD0Ev(%struct.Both* noundef nonnull align 4 dereferenceable(16) %6) #4
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef i32 @_ZThn8_N4Both5rightEv(%struct.Both* noundef %0) unnamed_addr #11 comdat {
  %2 = alloca %struct.Both*, align 4
  store %struct.Both* %0, %struct.Both** %2, align 4
  %3 = load %struct.Both*, %struct.Both** %2, align 4
  %4 = bitcast %struct.Both* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -8
  %6 = bitcast i8* %5 to %struct.Both*
  %7 = tail call noundef i32 @_ZN4Both5rightEv(%struct.Both* noundef nonnull align 4 dereferenceable(16) %6)
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Left* @_ZN4LeftD2Ev(%struct.Left* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  ret %struct.Left* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN4LeftD0Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = call noundef %struct.Left* @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %3) #4
  %5 = bitcast %struct.Left* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #13
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Right* @_ZN5RightD2Ev(%struct.Right* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  ret %struct.Right* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN5RightD0Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  %4 = call noundef %struct.Right* @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %3) #4
  %5 = bitcast %struct.Right* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZN5Right5rightEv(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #10 comdat {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  ret i32 2
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.VBase* @_ZN5VBaseC2Ev(%struct.VBase* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.VBase*, align 4
  store %struct.VBase* %0, %struct.VBase** %2, align 4
  %3 = load %struct.VBase*, %struct.VBase** %2, align 4
  %4 = bitcast %struct.VBase* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5VBase, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.VBase* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN4VDerD0Ev(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.VDer*, align 4
  store %struct.VDer* %0, %struct.VDer** %2, align 4
  %3 = load %struct.VDer*, %struct.VDer** %2, align 4
  %4 = call noundef %struct.VDer* @_ZN4VDerD1Ev(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %3) #4
  %5 = bitcast %struct.VDer* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #13
  ret void
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZN4VDer1vEv(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat {
  %2 = alloca %struct.VDer*, align 4
  store %struct.VDer* %0, %struct.VDer** %2, align 4
  %3 = load %struct.VDer*, %struct.VDer** %2, align 4
  %4 = call i8* @__cxa_allocate_exception(i32 4) #4
  %5 = bitcast i8* %4 to i32*
  store i32 33, i32* %5, align 16
  call void @__cxa_throw(i8* %4, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.VBase* @_ZN5VBaseD2Ev(%struct.VBase* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.VBase*, align 4
  store %struct.VBase* %0, %struct.VBase** %2, align 4
  %3 = load %struct.VBase*, %struct.VBase** %2, align 4
  ret %struct.VBase* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN5VBaseD0Ev(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.VBase*, align 4
  store %struct.VBase* %0, %struct.VBase** %2, align 4
  %3 = load %struct.VBase*, %struct.VBase** %2, align 4
  %4 = call noundef %struct.VBase* @_ZN5VBaseD2Ev(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %3) #4
  %5 = bitcast %struct.VBase* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZN5VBase1vEv(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #10 comdat {
  %2 = alloca %struct.VBase*, align 4
  store %struct.VBase* %0, %struct.VBase** %2, align 4
  %3 = load %struct.VBase*, %struct.VBase** %2, align 4
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZTv0_n12_N4VDerD0Ev(%struct.VDer* noundef %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.VDer*, align 4
  store %struct.VDer* %0, %struct.VDer** %2, align 4
  %3 = load %struct.VDer*, %struct.VDer** %2, align 4
  %4 = bitcast %struct.VDer* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 4
  %7 = getelementptr inbounds i8, i8* %6, i64 -12
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  %10 = getelementptr inbounds i8, i8* %4, i32 %9
  %11 = bitcast i8* %10 to %struct.VDer*
  tail call void @_ZN4VDerD0Ev(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %11) #4
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef i32 @_ZTv0_n16_N4VDer1vEv(%struct.VDer* noundef %0) unnamed_addr #11 comdat {
  %2 = alloca %struct.VDer*, align 4
  store %struct.VDer* %0, %struct.VDer** %2, align 4
  %3 = load %struct.VDer*, %struct.VDer** %2, align 4
  %4 = bitcast %struct.VDer* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 4
  %7 = getelementptr inbounds i8, i8* %6, i64 -16
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  %10 = getelementptr inbounds i8, i8* %4, i32 %9
  %11 = bitcast i8* %10 to %struct.VDer*
  %12 = tail call noundef i32 @_ZN4VDer1vEv(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %11)
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Fragile* @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %4 = bitcast %struct.Fragile* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV7Fragile, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.Fragile* %3
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Breaks* @_ZN6BreaksD2Ev(%struct.Breaks* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #11 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Breaks*, align 4
  %3 = alloca %struct.Breaks*, align 4
  store %struct.Breaks* %0, %struct.Breaks** %3, align 4
  %4 = load %struct.Breaks*, %struct.Breaks** %3, align 4
  store %struct.Breaks* %4, %struct.Breaks** %2, align 4
  %5 = bitcast %struct.Breaks* %4 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV6Breaks, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i32 0, i32 0))
          to label %7 unwind label %10

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i32 4) #4
  %9 = bitcast i8* %8 to i32*
  store i32 44, i32* %9, align 16
  invoke void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %14 unwind label %10

10:                                               ; preds = %7, %1
  %11 = cleanuppad within none []
  %12 = bitcast %struct.Breaks* %4 to %struct.Fragile*
  %13 = call noundef %struct.Fragile* @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %12) [ "funclet"(token %11) ]
  cleanupret from %11 unwind to caller

14:                                               ; preds = %7
  unreachable
}

; Function Attrs: noinline optnone
define linkonce_odr hidden void @_ZN6BreaksD0Ev(%struct.Breaks* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #11 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Breaks*, align 4
  store %struct.Breaks* %0, %struct.Breaks** %2, align 4
  %3 = load %struct.Breaks*, %struct.Breaks** %2, align 4
  %4 = invoke noundef %struct.Breaks* @_ZN6BreaksD2Ev(%struct.Breaks* noundef nonnull align 4 dereferenceable(4) %3)
          to label %5 unwind label %7

5:                                                ; preds = %1
  %6 = bitcast %struct.Breaks* %3 to i8*
  call void @_ZdlPv(i8* noundef %6) #13
  ret void

7:                                                ; preds = %1
  %8 = cleanuppad within none []
  %9 = bitcast %struct.Breaks* %3 to i8*
  call void @_ZdlPv(i8* noundef %9) #13 [ "funclet"(token %8) ]
  cleanupret from %8 unwind to caller
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Fragile* @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  ret %struct.Fragile* %3
}

; Function Attrs: noinline optnone
define linkonce_odr hidden void @_ZN7FragileD0Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #11 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %4 = invoke noundef %struct.Fragile* @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %3)
          to label %5 unwind label %7

5:                                                ; preds = %1
  %6 = bitcast %struct.Fragile* %3 to i8*
  call void @_ZdlPv(i8* noundef %6) #13
  ret void

7:                                                ; preds = %1
  %8 = cleanuppad within none []
  %9 = bitcast %struct.Fragile* %3 to i8*
  call void @_ZdlPv(i8* noundef %9) #13 [ "funclet"(token %8) ]
  cleanupret from %8 unwind to caller
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.VDer* @_ZN4VDerD2Ev(%struct.VDer* noundef nonnull returned align 4 dereferenceable(4) %0, i8** noundef %1) unnamed_addr #1 comdat {
  %3 = alloca %struct.VDer*, align 4
  %4 = alloca i8**, align 4
  store %struct.VDer* %0, %struct.VDer** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.VDer*, %struct.VDer** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  ret %struct.VDer* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.VDer* @_ZTv0_n12_N4VDerD1Ev(%struct.VDer* noundef %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.VDer*, align 4
  %3 = alloca %struct.VDer*, align 4
  store %struct.VDer* %0, %struct.VDer** %3, align 4
  %4 = load %struct.VDer*, %struct.VDer** %3, align 4
  store %struct.VDer* %4, %struct.VDer** %2, align 4
  %5 = bitcast %struct.VDer* %4 to i8*
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = getelementptr inbounds i8, i8* %7, i64 -12
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = getelementptr inbounds i8, i8* %5, i32 %10
  %12 = bitcast i8* %11 to %struct.VDer*
  %13 = tail call noundef %struct.VDer* @_ZN4VDerD1Ev(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %12) #4
  ret %struct.VDer* %13
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nounwind }
attributes #5 = { nounwind readnone }
attributes #6 = { noreturn }
attributes #7 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { cold noreturn nounwind }
attributes #9 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #10 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #11 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }
attributes #14 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
