; ModuleID = 'throw_through_virtual_call.cpp'
source_filename = "throw_through_virtual_call.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Square = type <{ %struct.Shape, i32, [4 x i8] }>
%struct.Shape = type { i32 (...)** }
%struct.Both = type { %struct.Left.base, [4 x i8], %struct.Right.base, [4 x i8] }
%struct.Left.base = type <{ i32 (...)**, i32 }>
%struct.Right.base = type <{ i32 (...)**, i32 }>
%struct.VDer = type { %struct.VBase }
%struct.VBase = type { i32 (...)** }
%struct.Fragile = type { i32 (...)** }
%struct.Right = type <{ i32 (...)**, i32, [4 x i8] }>
%struct.Breaks = type { %struct.Fragile }
%struct.Left = type <{ i32 (...)**, i32, [4 x i8] }>

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

$_ZThn16_N4BothD1Ev = comdat any

$_ZThn16_N4BothD0Ev = comdat any

$_ZThn16_N4Both5rightEv = comdat any

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

$_ZTv0_n24_N4VDerD0Ev = comdat any

$_ZTv0_n32_N4VDer1vEv = comdat any

$_ZN7FragileC2Ev = comdat any

$_ZN6BreaksD2Ev = comdat any

$_ZN6BreaksD0Ev = comdat any

$_ZN7FragileD2Ev = comdat any

$_ZN7FragileD0Ev = comdat any

$_ZN4VDerD2Ev = comdat any

$_ZTv0_n24_N4VDerD1Ev = comdat any

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
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Square to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD2Ev to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD0Ev to i8*), i8* bitcast (i32 (%struct.Square*)* @_ZNK6Square4areaEv to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Shape, i32 0, i32 0) }, comdat, align 8
@_ZTI6Square = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Square, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*)] }, comdat, align 8
@_ZTV4Both = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [5 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI4Both to i8*), i8* bitcast (void (%struct.Both*)* @_ZN4BothD2Ev to i8*), i8* bitcast (void (%struct.Both*)* @_ZN4BothD0Ev to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZN4Left4leftEv to i8*), i8* bitcast (i32 (%struct.Both*)* @_ZN4Both5rightEv to i8*)], [5 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI4Both to i8*), i8* bitcast (void (%struct.Both*)* @_ZThn16_N4BothD1Ev to i8*), i8* bitcast (void (%struct.Both*)* @_ZThn16_N4BothD0Ev to i8*), i8* bitcast (i32 (%struct.Both*)* @_ZThn16_N4Both5rightEv to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS4Both = linkonce_odr dso_local constant [6 x i8] c"4Both\00", comdat, align 1
@_ZTS4Left = linkonce_odr dso_local constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Left, i32 0, i32 0) }, comdat, align 8
@_ZTS5Right = linkonce_odr dso_local constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Right, i32 0, i32 0) }, comdat, align 8
@_ZTI4Both = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Both, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI4Left to i8*), i64 2, i8* bitcast ({ i8*, i8* }* @_ZTI5Right to i8*), i64 4098 }, comdat, align 8
@_ZTV4Left = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Left to i8*), i8* bitcast (void (%struct.Left*)* @_ZN4LeftD2Ev to i8*), i8* bitcast (void (%struct.Left*)* @_ZN4LeftD0Ev to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZN4Left4leftEv to i8*)] }, comdat, align 8
@_ZTV5Right = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Right to i8*), i8* bitcast (void (%struct.Right*)* @_ZN5RightD2Ev to i8*), i8* bitcast (void (%struct.Right*)* @_ZN5RightD0Ev to i8*), i8* bitcast (i32 (%struct.Right*)* @_ZN5Right5rightEv to i8*)] }, comdat, align 8
@_ZTV4VDer = linkonce_odr dso_local unnamed_addr constant { [8 x i8*] } { [8 x i8*] [i8* null, i8* null, i8* null, i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI4VDer to i8*), i8* bitcast (void (%struct.VDer*)* @_ZN4VDerD1Ev to i8*), i8* bitcast (void (%struct.VDer*)* @_ZN4VDerD0Ev to i8*), i8* bitcast (i32 (%struct.VDer*)* @_ZN4VDer1vEv to i8*)] }, comdat, align 8
@_ZTT4VDer = linkonce_odr dso_local unnamed_addr constant [2 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV4VDer, i32 0, inrange i32 0, i32 5) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV4VDer, i32 0, inrange i32 0, i32 5) to i8*)], comdat, align 8
@_ZTS4VDer = linkonce_odr dso_local constant [6 x i8] c"4VDer\00", comdat, align 1
@_ZTS5VBase = linkonce_odr dso_local constant [7 x i8] c"5VBase\00", comdat, align 1
@_ZTI5VBase = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5VBase, i32 0, i32 0) }, comdat, align 8
@_ZTI4VDer = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4VDer, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI5VBase to i8*), i64 -10237 }, comdat, align 8
@_ZTV5VBase = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5VBase to i8*), i8* bitcast (void (%struct.VBase*)* @_ZN5VBaseD2Ev to i8*), i8* bitcast (void (%struct.VBase*)* @_ZN5VBaseD0Ev to i8*), i8* bitcast (i32 (%struct.VBase*)* @_ZN5VBase1vEv to i8*)] }, comdat, align 8
@_ZTV6Breaks = linkonce_odr dso_local unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Breaks to i8*), i8* bitcast (void (%struct.Breaks*)* @_ZN6BreaksD2Ev to i8*), i8* bitcast (void (%struct.Breaks*)* @_ZN6BreaksD0Ev to i8*)] }, comdat, align 8
@_ZTS6Breaks = linkonce_odr dso_local constant [8 x i8] c"6Breaks\00", comdat, align 1
@_ZTS7Fragile = linkonce_odr dso_local constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Fragile, i32 0, i32 0) }, comdat, align 8
@_ZTI6Breaks = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Breaks, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*) }, comdat, align 8
@_ZTV7Fragile = linkonce_odr dso_local unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (void (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*), i8* bitcast (void (%struct.Fragile*)* @_ZN7FragileD0Ev to i8*)] }, comdat, align 8
@.str.5 = private unnamed_addr constant [16 x i8] c"~Breaks throws\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Square, align 8
  %3 = alloca %struct.Square, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Both, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.VDer, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.Fragile*, align 8
  %12 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @_ZN6SquareC2Ei(%struct.Square* noundef nonnull align 8 dereferenceable(12) %2, i32 noundef 3)
  invoke void @_ZN6SquareC2Ei(%struct.Square* noundef nonnull align 8 dereferenceable(12) %3, i32 noundef -5)
          to label %13 unwind label %22

13:                                               ; preds = %0
  %14 = bitcast %struct.Square* %2 to %struct.Shape*
  %15 = invoke noundef i32 @_ZL7measureP5Shape(%struct.Shape* noundef %14)
          to label %16 unwind label %26

16:                                               ; preds = %13
  %17 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %15)
          to label %18 unwind label %26

18:                                               ; preds = %16
  %19 = bitcast %struct.Square* %3 to %struct.Shape*
  %20 = invoke noundef i32 @_ZL7measureP5Shape(%struct.Shape* noundef %19)
          to label %21 unwind label %30

21:                                               ; preds = %18
  br label %46

22:                                               ; preds = %0
  %23 = landingpad { i8*, i32 }
          cleanup
  %24 = extractvalue { i8*, i32 } %23, 0
  store i8* %24, i8** %4, align 8
  %25 = extractvalue { i8*, i32 } %23, 1
  store i32 %25, i32* %5, align 4
  br label %158

26:                                               ; preds = %16, %13
  %27 = landingpad { i8*, i32 }
          cleanup
  %28 = extractvalue { i8*, i32 } %27, 0
  store i8* %28, i8** %4, align 8
  %29 = extractvalue { i8*, i32 } %27, 1
  store i32 %29, i32* %5, align 4
  br label %157

30:                                               ; preds = %18
  %31 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %32 = extractvalue { i8*, i32 } %31, 0
  store i8* %32, i8** %4, align 8
  %33 = extractvalue { i8*, i32 } %31, 1
  store i32 %33, i32* %5, align 4
  br label %34

34:                                               ; preds = %30
  %35 = load i32, i32* %5, align 4
  %36 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %37 = icmp eq i32 %35, %36
  br i1 %37, label %38, label %157

38:                                               ; preds = %34
  %39 = load i8*, i8** %4, align 8
  %40 = call i8* @__cxa_begin_catch(i8* %39) #10
  %41 = bitcast i8* %40 to i32*
  %42 = load i32, i32* %41, align 4
  store i32 %42, i32* %6, align 4
  %43 = load i32, i32* %6, align 4
  %44 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef %43)
          to label %45 unwind label %56

45:                                               ; preds = %38
  call void @__cxa_end_catch() #10
  br label %46

46:                                               ; preds = %45, %21
  call void @_ZN4BothC2Ev(%struct.Both* noundef nonnull align 8 dereferenceable(28) %7) #10
  %47 = icmp eq %struct.Both* %7, null
  br i1 %47, label %52, label %48

48:                                               ; preds = %46
  %49 = bitcast %struct.Both* %7 to i8*
  %50 = getelementptr inbounds i8, i8* %49, i64 16
  %51 = bitcast i8* %50 to %struct.Right*
  br label %52

52:                                               ; preds = %48, %46
  %53 = phi %struct.Right* [ %51, %48 ], [ null, %46 ]
  %54 = invoke noundef i32 @_ZL10call_rightP5Right(%struct.Right* noundef %53)
          to label %55 unwind label %60

55:                                               ; preds = %52
  br label %76

56:                                               ; preds = %38
  %57 = landingpad { i8*, i32 }
          cleanup
  %58 = extractvalue { i8*, i32 } %57, 0
  store i8* %58, i8** %4, align 8
  %59 = extractvalue { i8*, i32 } %57, 1
  store i32 %59, i32* %5, align 4
  call void @__cxa_end_catch() #10
  br label %157

60:                                               ; preds = %52
  %61 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %62 = extractvalue { i8*, i32 } %61, 0
  store i8* %62, i8** %4, align 8
  %63 = extractvalue { i8*, i32 } %61, 1
  store i32 %63, i32* %5, align 4
  br label %64

64:                                               ; preds = %60
  %65 = load i32, i32* %5, align 4
  %66 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %67 = icmp eq i32 %65, %66
  br i1 %67, label %68, label %156

68:                                               ; preds = %64
  %69 = load i8*, i8** %4, align 8
  %70 = call i8* @__cxa_begin_catch(i8* %69) #10
  %71 = bitcast i8* %70 to i32*
  %72 = load i32, i32* %71, align 4
  store i32 %72, i32* %8, align 4
  %73 = load i32, i32* %8, align 4
  %74 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %73)
          to label %75 unwind label %91

75:                                               ; preds = %68
  call void @__cxa_end_catch() #10
  br label %76

76:                                               ; preds = %75, %55
  call void @_ZN4VDerC1Ev(%struct.VDer* noundef nonnull align 8 dereferenceable(8) %9) #10
  %77 = icmp eq %struct.VDer* %9, null
  br i1 %77, label %87, label %78

78:                                               ; preds = %76
  %79 = bitcast %struct.VDer* %9 to i8**
  %80 = load i8*, i8** %79, align 8
  %81 = getelementptr i8, i8* %80, i64 -40
  %82 = bitcast i8* %81 to i64*
  %83 = load i64, i64* %82, align 8
  %84 = bitcast %struct.VDer* %9 to i8*
  %85 = getelementptr inbounds i8, i8* %84, i64 %83
  %86 = bitcast i8* %85 to %struct.VBase*
  br label %87

87:                                               ; preds = %78, %76
  %88 = phi %struct.VBase* [ %86, %78 ], [ null, %76 ]
  %89 = invoke noundef i32 @_ZL6call_vP5VBase(%struct.VBase* noundef %88)
          to label %90 unwind label %95

90:                                               ; preds = %87
  br label %111

91:                                               ; preds = %68
  %92 = landingpad { i8*, i32 }
          cleanup
  %93 = extractvalue { i8*, i32 } %92, 0
  store i8* %93, i8** %4, align 8
  %94 = extractvalue { i8*, i32 } %92, 1
  store i32 %94, i32* %5, align 4
  call void @__cxa_end_catch() #10
  br label %156

95:                                               ; preds = %87
  %96 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %97 = extractvalue { i8*, i32 } %96, 0
  store i8* %97, i8** %4, align 8
  %98 = extractvalue { i8*, i32 } %96, 1
  store i32 %98, i32* %5, align 4
  br label %99

99:                                               ; preds = %95
  %100 = load i32, i32* %5, align 4
  %101 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %102 = icmp eq i32 %100, %101
  br i1 %102, label %103, label %155

103:                                              ; preds = %99
  %104 = load i8*, i8** %4, align 8
  %105 = call i8* @__cxa_begin_catch(i8* %104) #10
  %106 = bitcast i8* %105 to i32*
  %107 = load i32, i32* %106, align 4
  store i32 %107, i32* %10, align 4
  %108 = load i32, i32* %10, align 4
  %109 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i64 0, i64 0), i32 noundef %108)
          to label %110 unwind label %125

110:                                              ; preds = %103
  call void @__cxa_end_catch() #10
  br label %111

111:                                              ; preds = %110, %90
  %112 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #11
          to label %113 unwind label %129

113:                                              ; preds = %111
  %114 = bitcast i8* %112 to %struct.Breaks*
  call void @_ZN6BreaksC2Ev(%struct.Breaks* noundef nonnull align 8 dereferenceable(8) %114) #10
  %115 = bitcast %struct.Breaks* %114 to %struct.Fragile*
  store %struct.Fragile* %115, %struct.Fragile** %11, align 8
  %116 = load %struct.Fragile*, %struct.Fragile** %11, align 8
  %117 = icmp eq %struct.Fragile* %116, null
  br i1 %117, label %124, label %118

118:                                              ; preds = %113
  %119 = bitcast %struct.Fragile* %116 to void (%struct.Fragile*)***
  %120 = load void (%struct.Fragile*)**, void (%struct.Fragile*)*** %119, align 8
  %121 = getelementptr inbounds void (%struct.Fragile*)*, void (%struct.Fragile*)** %120, i64 1
  %122 = load void (%struct.Fragile*)*, void (%struct.Fragile*)** %121, align 8
  invoke void %122(%struct.Fragile* noundef nonnull align 8 dereferenceable(8) %116)
          to label %123 unwind label %133

123:                                              ; preds = %118
  br label %124

124:                                              ; preds = %123, %113
  br label %149

125:                                              ; preds = %103
  %126 = landingpad { i8*, i32 }
          cleanup
  %127 = extractvalue { i8*, i32 } %126, 0
  store i8* %127, i8** %4, align 8
  %128 = extractvalue { i8*, i32 } %126, 1
  store i32 %128, i32* %5, align 4
  call void @__cxa_end_catch() #10
  br label %155

129:                                              ; preds = %111
  %130 = landingpad { i8*, i32 }
          cleanup
  %131 = extractvalue { i8*, i32 } %130, 0
  store i8* %131, i8** %4, align 8
  %132 = extractvalue { i8*, i32 } %130, 1
  store i32 %132, i32* %5, align 4
  br label %155

133:                                              ; preds = %118
  %134 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %135 = extractvalue { i8*, i32 } %134, 0
  store i8* %135, i8** %4, align 8
  %136 = extractvalue { i8*, i32 } %134, 1
  store i32 %136, i32* %5, align 4
  br label %137

137:                                              ; preds = %133
  %138 = load i32, i32* %5, align 4
  %139 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %140 = icmp eq i32 %138, %139
  br i1 %140, label %141, label %155

141:                                              ; preds = %137
  %142 = load i8*, i8** %4, align 8
  %143 = call i8* @__cxa_begin_catch(i8* %142) #10
  %144 = bitcast i8* %143 to i32*
  %145 = load i32, i32* %144, align 4
  store i32 %145, i32* %12, align 4
  %146 = load i32, i32* %12, align 4
  %147 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %146)
          to label %148 unwind label %151

148:                                              ; preds = %141
  call void @__cxa_end_catch() #10
  br label %149

149:                                              ; preds = %148, %124
  store i32 0, i32* %1, align 4
  call void @_ZN4VDerD1Ev(%struct.VDer* noundef nonnull align 8 dereferenceable(8) %9) #10
  call void @_ZN4BothD2Ev(%struct.Both* noundef nonnull align 8 dereferenceable(28) %7) #10
  call void @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(12) %3) #10
  call void @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(12) %2) #10
  %150 = load i32, i32* %1, align 4
  ret i32 %150

151:                                              ; preds = %141
  %152 = landingpad { i8*, i32 }
          cleanup
  %153 = extractvalue { i8*, i32 } %152, 0
  store i8* %153, i8** %4, align 8
  %154 = extractvalue { i8*, i32 } %152, 1
  store i32 %154, i32* %5, align 4
  call void @__cxa_end_catch() #10
  br label %155

155:                                              ; preds = %151, %137, %129, %125, %99
  call void @_ZN4VDerD1Ev(%struct.VDer* noundef nonnull align 8 dereferenceable(8) %9) #10
  br label %156

156:                                              ; preds = %155, %91, %64
  call void @_ZN4BothD2Ev(%struct.Both* noundef nonnull align 8 dereferenceable(28) %7) #10
  br label %157

157:                                              ; preds = %156, %56, %34, %26
  call void @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(12) %3) #10
  br label %158

158:                                              ; preds = %157, %22
  call void @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(12) %2) #10
  br label %159

159:                                              ; preds = %158
  %160 = load i8*, i8** %4, align 8
  %161 = load i32, i32* %5, align 4
  %162 = insertvalue { i8*, i32 } undef, i8* %160, 0
  %163 = insertvalue { i8*, i32 } %162, i32 %161, 1
  resume { i8*, i32 } %163
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareC2Ei(%struct.Square* noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Square*, align 8
  %4 = alloca i32, align 4
  store %struct.Square* %0, %struct.Square** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Square*, %struct.Square** %3, align 8
  %6 = bitcast %struct.Square* %5 to %struct.Shape*
  call void @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %6) #10
  %7 = bitcast %struct.Square* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Square, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %7, align 8
  %8 = getelementptr inbounds %struct.Square, %struct.Square* %5, i32 0, i32 1
  %9 = load i32, i32* %4, align 4
  store i32 %9, i32* %8, align 8
  ret void
}

declare i32 @__gxx_personality_v0(...)

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7measureP5Shape(%struct.Shape* noundef %0) #3 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  %4 = bitcast %struct.Shape* %3 to i32 (%struct.Shape*)***
  %5 = load i32 (%struct.Shape*)**, i32 (%struct.Shape*)*** %4, align 8
  %6 = getelementptr inbounds i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %5, i64 2
  %7 = load i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %6, align 8
  %8 = call noundef i32 %7(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %3)
  ret i32 %8
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BothC2Ev(%struct.Both* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Both*, align 8
  store %struct.Both* %0, %struct.Both** %2, align 8
  %3 = load %struct.Both*, %struct.Both** %2, align 8
  %4 = bitcast %struct.Both* %3 to %struct.Left*
  call void @_ZN4LeftC2Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %4) #10
  %5 = bitcast %struct.Both* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i64 16
  %7 = bitcast i8* %6 to %struct.Right*
  call void @_ZN5RightC2Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %7) #10
  %8 = bitcast %struct.Both* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV4Both, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 8
  %9 = bitcast %struct.Both* %3 to i8*
  %10 = getelementptr inbounds i8, i8* %9, i64 16
  %11 = bitcast i8* %10 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV4Both, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %11, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL10call_rightP5Right(%struct.Right* noundef %0) #3 {
  %2 = alloca %struct.Right*, align 8
  store %struct.Right* %0, %struct.Right** %2, align 8
  %3 = load %struct.Right*, %struct.Right** %2, align 8
  %4 = bitcast %struct.Right* %3 to i32 (%struct.Right*)***
  %5 = load i32 (%struct.Right*)**, i32 (%struct.Right*)*** %4, align 8
  %6 = getelementptr inbounds i32 (%struct.Right*)*, i32 (%struct.Right*)** %5, i64 2
  %7 = load i32 (%struct.Right*)*, i32 (%struct.Right*)** %6, align 8
  %8 = call noundef i32 %7(%struct.Right* noundef nonnull align 8 dereferenceable(12) %3)
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4VDerC1Ev(%struct.VDer* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.VDer*, align 8
  store %struct.VDer* %0, %struct.VDer** %2, align 8
  %3 = load %struct.VDer*, %struct.VDer** %2, align 8
  %4 = bitcast %struct.VDer* %3 to %struct.VBase*
  call void @_ZN5VBaseC2Ev(%struct.VBase* noundef nonnull align 8 dereferenceable(8) %4) #10
  %5 = bitcast %struct.VDer* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV4VDer, i32 0, inrange i32 0, i32 5) to i32 (...)**), i32 (...)*** %5, align 8
  %6 = bitcast %struct.VDer* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV4VDer, i32 0, inrange i32 0, i32 5) to i32 (...)**), i32 (...)*** %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL6call_vP5VBase(%struct.VBase* noundef %0) #3 {
  %2 = alloca %struct.VBase*, align 8
  store %struct.VBase* %0, %struct.VBase** %2, align 8
  %3 = load %struct.VBase*, %struct.VBase** %2, align 8
  %4 = bitcast %struct.VBase* %3 to i32 (%struct.VBase*)***
  %5 = load i32 (%struct.VBase*)**, i32 (%struct.VBase*)*** %4, align 8
  %6 = getelementptr inbounds i32 (%struct.VBase*)*, i32 (%struct.VBase*)** %5, i64 2
  %7 = load i32 (%struct.VBase*)*, i32 (%struct.VBase*)** %6, align 8
  %8 = call noundef i32 %7(%struct.VBase* noundef nonnull align 8 dereferenceable(8) %3)
  ret i32 %8
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6BreaksC2Ev(%struct.Breaks* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Breaks*, align 8
  store %struct.Breaks* %0, %struct.Breaks** %2, align 8
  %3 = load %struct.Breaks*, %struct.Breaks** %2, align 8
  %4 = bitcast %struct.Breaks* %3 to %struct.Fragile*
  call void @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull align 8 dereferenceable(8) %4) #10
  %5 = bitcast %struct.Breaks* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV6Breaks, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4VDerD1Ev(%struct.VDer* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.VDer*, align 8
  store %struct.VDer* %0, %struct.VDer** %2, align 8
  %3 = load %struct.VDer*, %struct.VDer** %2, align 8
  call void @_ZN4VDerD2Ev(%struct.VDer* noundef nonnull align 8 dereferenceable(8) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT4VDer, i64 0, i64 0)) #10
  %4 = bitcast %struct.VDer* %3 to %struct.VBase*
  call void @_ZN5VBaseD2Ev(%struct.VBase* noundef nonnull align 8 dereferenceable(8) %4) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BothD2Ev(%struct.Both* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Both*, align 8
  store %struct.Both* %0, %struct.Both** %2, align 8
  %3 = load %struct.Both*, %struct.Both** %2, align 8
  %4 = bitcast %struct.Both* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 16
  %6 = bitcast i8* %5 to %struct.Right*
  call void @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %6) #10
  %7 = bitcast %struct.Both* %3 to %struct.Left*
  call void @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %7) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  %4 = bitcast %struct.Square* %3 to %struct.Shape*
  call void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %4) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  %4 = bitcast %struct.Shape* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Shape, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(%struct.Square* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  call void @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(12) %3) #10
  %4 = bitcast %struct.Square* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #12
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6Square4areaEv(%struct.Square* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  %4 = getelementptr inbounds %struct.Square, %struct.Square* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 8
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i64 4) #10
  %9 = bitcast i8* %8 to i32*
  %10 = getelementptr inbounds %struct.Square, %struct.Square* %3, i32 0, i32 1
  %11 = load i32, i32* %10, align 8
  store i32 %11, i32* %9, align 16
  call void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
  unreachable

12:                                               ; preds = %1
  %13 = getelementptr inbounds %struct.Square, %struct.Square* %3, i32 0, i32 1
  %14 = load i32, i32* %13, align 8
  %15 = getelementptr inbounds %struct.Square, %struct.Square* %3, i32 0, i32 1
  %16 = load i32, i32* %15, align 8
  %17 = mul nsw i32 %14, %16
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  call void @llvm.trap() #14
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #7

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftC2Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Left*, align 8
  store %struct.Left* %0, %struct.Left** %2, align 8
  %3 = load %struct.Left*, %struct.Left** %2, align 8
  %4 = bitcast %struct.Left* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Left, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %struct.Left, %struct.Left* %3, i32 0, i32 1
  store i32 0, i32* %5, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightC2Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Right*, align 8
  store %struct.Right* %0, %struct.Right** %2, align 8
  %3 = load %struct.Right*, %struct.Right** %2, align 8
  %4 = bitcast %struct.Right* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Right, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %struct.Right, %struct.Right* %3, i32 0, i32 1
  store i32 0, i32* %5, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BothD0Ev(%struct.Both* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Both*, align 8
  store %struct.Both* %0, %struct.Both** %2, align 8
  %3 = load %struct.Both*, %struct.Both** %2, align 8
  call void @_ZN4BothD2Ev(%struct.Both* noundef nonnull align 8 dereferenceable(28) %3) #10
  %4 = bitcast %struct.Both* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN4Left4leftEv(%struct.Left* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca %struct.Left*, align 8
  store %struct.Left* %0, %struct.Left** %2, align 8
  %3 = load %struct.Left*, %struct.Left** %2, align 8
  ret i32 1
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN4Both5rightEv(%struct.Both* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Both*, align 8
  store %struct.Both* %0, %struct.Both** %2, align 8
  %3 = load %struct.Both*, %struct.Both** %2, align 8
  %4 = call i8* @__cxa_allocate_exception(i64 4) #10
  %5 = bitcast i8* %4 to i32*
  store i32 22, i32* %5, align 16
  call void @__cxa_throw(i8* %4, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N4BothD1Ev(%struct.Both* noundef %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Both*, align 8
  store %struct.Both* %0, %struct.Both** %2, align 8
  %3 = load %struct.Both*, %struct.Both** %2, align 8
  %4 = bitcast %struct.Both* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 -16
  %6 = bitcast i8* %5 to %struct.Both*
  tail call void @_ZN4BothD2Ev(%struct.Both* noundef nonnull align 8 dereferenceable(28) %6) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N4BothD0Ev(%struct.Both* noundef %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Both*, align 8
  store %struct.Both* %0, %struct.Both** %2, align 8
  %3 = load %struct.Both*, %struct.Both** %2, align 8
  %4 = bitcast %struct.Both* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 -16
  %6 = bitcast i8* %5 to %struct.Both*
  tail call void @_ZN4BothD0Ev(%struct.Both* noundef nonnull align 8 dereferenceable(28) %6) #10
  ret void
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZThn16_N4Both5rightEv(%struct.Both* noundef %0) unnamed_addr #9 comdat align 2 {
  %2 = alloca %struct.Both*, align 8
  store %struct.Both* %0, %struct.Both** %2, align 8
  %3 = load %struct.Both*, %struct.Both** %2, align 8
  %4 = bitcast %struct.Both* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 -16
  %6 = bitcast i8* %5 to %struct.Both*
  %7 = tail call noundef i32 @_ZN4Both5rightEv(%struct.Both* noundef nonnull align 8 dereferenceable(28) %6)
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Left*, align 8
  store %struct.Left* %0, %struct.Left** %2, align 8
  %3 = load %struct.Left*, %struct.Left** %2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD0Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Left*, align 8
  store %struct.Left* %0, %struct.Left** %2, align 8
  %3 = load %struct.Left*, %struct.Left** %2, align 8
  call void @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 8 dereferenceable(12) %3) #10
  %4 = bitcast %struct.Left* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Right*, align 8
  store %struct.Right* %0, %struct.Right** %2, align 8
  %3 = load %struct.Right*, %struct.Right** %2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD0Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Right*, align 8
  store %struct.Right* %0, %struct.Right** %2, align 8
  %3 = load %struct.Right*, %struct.Right** %2, align 8
  call void @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 8 dereferenceable(12) %3) #10
  %4 = bitcast %struct.Right* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN5Right5rightEv(%struct.Right* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca %struct.Right*, align 8
  store %struct.Right* %0, %struct.Right** %2, align 8
  %3 = load %struct.Right*, %struct.Right** %2, align 8
  ret i32 2
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5VBaseC2Ev(%struct.VBase* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.VBase*, align 8
  store %struct.VBase* %0, %struct.VBase** %2, align 8
  %3 = load %struct.VBase*, %struct.VBase** %2, align 8
  %4 = bitcast %struct.VBase* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5VBase, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4VDerD0Ev(%struct.VDer* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.VDer*, align 8
  store %struct.VDer* %0, %struct.VDer** %2, align 8
  %3 = load %struct.VDer*, %struct.VDer** %2, align 8
  call void @_ZN4VDerD1Ev(%struct.VDer* noundef nonnull align 8 dereferenceable(8) %3) #10
  %4 = bitcast %struct.VDer* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #12
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN4VDer1vEv(%struct.VDer* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.VDer*, align 8
  store %struct.VDer* %0, %struct.VDer** %2, align 8
  %3 = load %struct.VDer*, %struct.VDer** %2, align 8
  %4 = call i8* @__cxa_allocate_exception(i64 4) #10
  %5 = bitcast i8* %4 to i32*
  store i32 33, i32* %5, align 16
  call void @__cxa_throw(i8* %4, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5VBaseD2Ev(%struct.VBase* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.VBase*, align 8
  store %struct.VBase* %0, %struct.VBase** %2, align 8
  %3 = load %struct.VBase*, %struct.VBase** %2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5VBaseD0Ev(%struct.VBase* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.VBase*, align 8
  store %struct.VBase* %0, %struct.VBase** %2, align 8
  %3 = load %struct.VBase*, %struct.VBase** %2, align 8
  call void @_ZN5VBaseD2Ev(%struct.VBase* noundef nonnull align 8 dereferenceable(8) %3) #10
  %4 = bitcast %struct.VBase* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN5VBase1vEv(%struct.VBase* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca %struct.VBase*, align 8
  store %struct.VBase* %0, %struct.VBase** %2, align 8
  %3 = load %struct.VBase*, %struct.VBase** %2, align 8
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N4VDerD0Ev(%struct.VDer* noundef %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.VDer*, align 8
  store %struct.VDer* %0, %struct.VDer** %2, align 8
  %3 = load %struct.VDer*, %struct.VDer** %2, align 8
  %4 = bitcast %struct.VDer* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 8
  %7 = getelementptr inbounds i8, i8* %6, i64 -24
  %8 = bitcast i8* %7 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i8, i8* %4, i64 %9
  %11 = bitcast i8* %10 to %struct.VDer*
  tail call void @_ZN4VDerD0Ev(%struct.VDer* noundef nonnull align 8 dereferenceable(8) %11) #10
  ret void
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZTv0_n32_N4VDer1vEv(%struct.VDer* noundef %0) unnamed_addr #9 comdat align 2 {
  %2 = alloca %struct.VDer*, align 8
  store %struct.VDer* %0, %struct.VDer** %2, align 8
  %3 = load %struct.VDer*, %struct.VDer** %2, align 8
  %4 = bitcast %struct.VDer* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 8
  %7 = getelementptr inbounds i8, i8* %6, i64 -32
  %8 = bitcast i8* %7 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i8, i8* %4, i64 %9
  %11 = bitcast i8* %10 to %struct.VDer*
  %12 = tail call noundef i32 @_ZN4VDer1vEv(%struct.VDer* noundef nonnull align 8 dereferenceable(8) %11)
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Fragile*, align 8
  store %struct.Fragile* %0, %struct.Fragile** %2, align 8
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 8
  %4 = bitcast %struct.Fragile* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV7Fragile, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  ret void
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6BreaksD2Ev(%struct.Breaks* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #9 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Breaks*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %struct.Breaks* %0, %struct.Breaks** %2, align 8
  %5 = load %struct.Breaks*, %struct.Breaks** %2, align 8
  %6 = bitcast %struct.Breaks* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV6Breaks, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 8
  %7 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0))
          to label %8 unwind label %11

8:                                                ; preds = %1
  %9 = call i8* @__cxa_allocate_exception(i64 4) #10
  %10 = bitcast i8* %9 to i32*
  store i32 44, i32* %10, align 16
  invoke void @__cxa_throw(i8* %9, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
          to label %21 unwind label %11

11:                                               ; preds = %8, %1
  %12 = landingpad { i8*, i32 }
          cleanup
  %13 = extractvalue { i8*, i32 } %12, 0
  store i8* %13, i8** %3, align 8
  %14 = extractvalue { i8*, i32 } %12, 1
  store i32 %14, i32* %4, align 4
  %15 = bitcast %struct.Breaks* %5 to %struct.Fragile*
  call void @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 8 dereferenceable(8) %15)
  br label %16

16:                                               ; preds = %11
  %17 = load i8*, i8** %3, align 8
  %18 = load i32, i32* %4, align 4
  %19 = insertvalue { i8*, i32 } undef, i8* %17, 0
  %20 = insertvalue { i8*, i32 } %19, i32 %18, 1
  resume { i8*, i32 } %20

21:                                               ; preds = %8
  unreachable
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6BreaksD0Ev(%struct.Breaks* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #9 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Breaks*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %struct.Breaks* %0, %struct.Breaks** %2, align 8
  %5 = load %struct.Breaks*, %struct.Breaks** %2, align 8
  invoke void @_ZN6BreaksD2Ev(%struct.Breaks* noundef nonnull align 8 dereferenceable(8) %5)
          to label %6 unwind label %8

6:                                                ; preds = %1
  %7 = bitcast %struct.Breaks* %5 to i8*
  call void @_ZdlPv(i8* noundef %7) #12
  ret void

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          cleanup
  %10 = extractvalue { i8*, i32 } %9, 0
  store i8* %10, i8** %3, align 8
  %11 = extractvalue { i8*, i32 } %9, 1
  store i32 %11, i32* %4, align 4
  %12 = bitcast %struct.Breaks* %5 to i8*
  call void @_ZdlPv(i8* noundef %12) #12
  br label %13

13:                                               ; preds = %8
  %14 = load i8*, i8** %3, align 8
  %15 = load i32, i32* %4, align 4
  %16 = insertvalue { i8*, i32 } undef, i8* %14, 0
  %17 = insertvalue { i8*, i32 } %16, i32 %15, 1
  resume { i8*, i32 } %17
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Fragile*, align 8
  store %struct.Fragile* %0, %struct.Fragile** %2, align 8
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 8
  ret void
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileD0Ev(%struct.Fragile* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #9 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Fragile*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 8
  %5 = load %struct.Fragile*, %struct.Fragile** %2, align 8
  invoke void @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 8 dereferenceable(8) %5)
          to label %6 unwind label %8

6:                                                ; preds = %1
  %7 = bitcast %struct.Fragile* %5 to i8*
  call void @_ZdlPv(i8* noundef %7) #12
  ret void

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          cleanup
  %10 = extractvalue { i8*, i32 } %9, 0
  store i8* %10, i8** %3, align 8
  %11 = extractvalue { i8*, i32 } %9, 1
  store i32 %11, i32* %4, align 4
  %12 = bitcast %struct.Fragile* %5 to i8*
  call void @_ZdlPv(i8* noundef %12) #12
  br label %13

13:                                               ; preds = %8
  %14 = load i8*, i8** %3, align 8
  %15 = load i32, i32* %4, align 4
  %16 = insertvalue { i8*, i32 } undef, i8* %14, 0
  %17 = insertvalue { i8*, i32 } %16, i32 %15, 1
  resume { i8*, i32 } %17
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4VDerD2Ev(%struct.VDer* noundef nonnull align 8 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.VDer*, align 8
  %4 = alloca i8**, align 8
  store %struct.VDer* %0, %struct.VDer** %3, align 8
  store i8** %1, i8*** %4, align 8
  %5 = load %struct.VDer*, %struct.VDer** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N4VDerD1Ev(%struct.VDer* noundef %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.VDer*, align 8
  store %struct.VDer* %0, %struct.VDer** %2, align 8
  %3 = load %struct.VDer*, %struct.VDer** %2, align 8
  %4 = bitcast %struct.VDer* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 8
  %7 = getelementptr inbounds i8, i8* %6, i64 -24
  %8 = bitcast i8* %7 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i8, i8* %4, i64 %9
  %11 = bitcast i8* %10 to %struct.VDer*
  tail call void @_ZN4VDerD1Ev(%struct.VDer* noundef nonnull align 8 dereferenceable(8) %11) #10
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readnone }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { cold noreturn nounwind }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { builtin allocsize(0) }
attributes #12 = { builtin nounwind }
attributes #13 = { noreturn }
attributes #14 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
