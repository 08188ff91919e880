; ModuleID = 'catch_by_ref_base.cpp'
source_filename = "catch_by_ref_base.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Mid = type { %struct.Base }
%struct.Base = type { i32 (...)**, i32 }
%struct.Leaf = type { %struct.Mid }

$_ZN4BaseC2Ei = comdat any

$_ZN4BaseD2Ev = comdat any

$_ZN3MidC2Ei = comdat any

$_ZN3MidD2Ev = comdat any

$_ZN4LeafC2Ei = comdat any

$_ZN4LeafD2Ev = comdat any

$_ZNK4Base4nameEv = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZNK3Mid4nameEv = comdat any

$_ZN3MidD0Ev = comdat any

$_ZNK4Leaf4nameEv = comdat any

$_ZN4LeafD0Ev = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTS3Mid = comdat any

$_ZTI3Mid = comdat any

$_ZTS4Leaf = comdat any

$_ZTI4Leaf = comdat any

$_ZTV4Base = comdat any

$_ZTV3Mid = comdat any

$_ZTV4Leaf = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS3Mid = linkonce_odr hidden constant [5 x i8] c"3Mid\00", comdat, align 1
@_ZTI3Mid = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Mid, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 4
@.str = private unnamed_addr constant [29 x i8] c"caught Mid& name=%s code=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"caught const Base& name=%s code=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"-- %d\0A\00", align 1
@_ZTS4Leaf = linkonce_odr hidden constant [6 x i8] c"4Leaf\00", comdat, align 1
@_ZTI4Leaf = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Leaf, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Mid to i8*) }, comdat, align 4
@_ZTV4Base = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (i8* (%struct.Base*)* @_ZNK4Base4nameEv to i8*), i8* bitcast (%struct.Base* (%struct.Base*)* @_ZN4BaseD2Ev to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD0Ev to i8*)] }, comdat, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"Base\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"~Base(%d)\0A\00", align 1
@_ZTV3Mid = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Mid to i8*), i8* bitcast (i8* (%struct.Mid*)* @_ZNK3Mid4nameEv to i8*), i8* bitcast (%struct.Mid* (%struct.Mid*)* @_ZN3MidD2Ev to i8*), i8* bitcast (void (%struct.Mid*)* @_ZN3MidD0Ev to i8*)] }, comdat, align 4
@.str.5 = private unnamed_addr constant [4 x i8] c"Mid\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"~Mid\0A\00", align 1
@_ZTV4Leaf = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Leaf to i8*), i8* bitcast (i8* (%struct.Leaf*)* @_ZNK4Leaf4nameEv to i8*), i8* bitcast (%struct.Leaf* (%struct.Leaf*)* @_ZN4LeafD2Ev to i8*), i8* bitcast (void (%struct.Leaf*)* @_ZN4LeafD0Ev to i8*)] }, comdat, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"Leaf\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"~Leaf\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca %struct.Mid*, align 4
  %5 = alloca %struct.Base*, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %6

6:                                                ; preds = %71, %0
  %7 = load i32, i32* %2, align 4
  %8 = icmp slt i32 %7, 3
  br i1 %8, label %9, label %82

9:                                                ; preds = %6
  %10 = load i32, i32* %2, align 4
  invoke void @_ZL1fi(i32 noundef %10)
          to label %75 unwind label %11

11:                                               ; preds = %9
  %12 = catchswitch within none [label %13] unwind label %42

13:                                               ; preds = %11
  %14 = catchpad within %12 [i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Mid to i8*)]
  %15 = call i8* @llvm.wasm.get.exception(token %14)
  store i8* %15, i8** %3, align 4
  %16 = call i32 @llvm.wasm.get.ehselector(token %14)
  %17 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Mid to i8*)) #2
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %41

19:                                               ; preds = %13
  %20 = load i8*, i8** %3, align 4
  %21 = call i8* @__cxa_begin_catch(i8* %20) #2 [ "funclet"(token %14) ]
  %22 = bitcast i8* %21 to %struct.Mid*
  store %struct.Mid* %22, %struct.Mid** %4, align 4
  %23 = load %struct.Mid*, %struct.Mid** %4, align 4
  %24 = bitcast %struct.Mid* %23 to i8* (%struct.Mid*)***
  %25 = load i8* (%struct.Mid*)**, i8* (%struct.Mid*)*** %24, align 4
  %26 = getelementptr inbounds i8* (%struct.Mid*)*, i8* (%struct.Mid*)** %25, i64 0
  %27 = load i8* (%struct.Mid*)*, i8* (%struct.Mid*)** %26, align 4
  %28 = invoke noundef i8* %27(%struct.Mid* noundef nonnull align 4 dereferenceable(8) %23) [ "funclet"(token %14) ]
          to label %29 unwind label %76

29:                                               ; preds = %19
  %30 = load %struct.Mid*, %struct.Mid** %4, align 4
  %31 = bitcast %struct.Mid* %30 to %struct.Base*
  %32 = getelementptr inbounds %struct.Base, %struct.Base* %31, i32 0, i32 1
  %33 = load i32, i32* %32, align 4
  %34 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i32 0, i32 0), i8* noundef %28, i32 noundef %33) [ "funclet"(token %14) ]
          to label %35 unwind label %76

35:                                               ; preds = %29
  %36 = load %struct.Mid*, %struct.Mid** %4, align 4
  %37 = bitcast %struct.Mid* %36 to %struct.Base*
  %38 = getelementptr inbounds %struct.Base, %struct.Base* %37, i32 0, i32 1
  %39 = load i32, i32* %38, align 4
  %40 = add nsw i32 %39, 100
  store i32 %40, i32* %38, align 4
  invoke void @__cxa_rethrow() #5 [ "funclet"(token %14) ]
          to label %83 unwind label %76

41:                                               ; preds = %13
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %14) ]
          to label %83 unwind label %42

42:                                               ; preds = %41, %78, %11
  %43 = catchswitch within none [label %44] unwind to caller

44:                                               ; preds = %42
  %45 = catchpad within %43 [i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)]
  %46 = call i8* @llvm.wasm.get.exception(token %45)
  store i8* %46, i8** %3, align 4
  %47 = call i32 @llvm.wasm.get.ehselector(token %45)
  %48 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #2
  %49 = icmp eq i32 %47, %48
  br i1 %49, label %50, label %67

50:                                               ; preds = %44
  %51 = load i8*, i8** %3, align 4
  %52 = call i8* @__cxa_begin_catch(i8* %51) #2 [ "funclet"(token %45) ]
  %53 = bitcast i8* %52 to %struct.Base*
  store %struct.Base* %53, %struct.Base** %5, align 4
  %54 = load %struct.Base*, %struct.Base** %5, align 4
  %55 = bitcast %struct.Base* %54 to i8* (%struct.Base*)***
  %56 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %55, align 4
  %57 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %56, i64 0
  %58 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %57, align 4
  %59 = invoke noundef i8* %58(%struct.Base* noundef nonnull align 4 dereferenceable(8) %54) [ "funclet"(token %45) ]
          to label %60 unwind label %79

60:                                               ; preds = %50
  %61 = load %struct.Base*, %struct.Base** %5, align 4
  %62 = getelementptr inbounds %struct.Base, %struct.Base* %61, i32 0, i32 1
  %63 = load i32, i32* %62, align 4
  %64 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.1, i32 0, i32 0), i8* noundef %59, i32 noundef %63) [ "funclet"(token %45) ]
          to label %65 unwind label %79

65:                                               ; preds = %60
  call void @__cxa_end_catch() [ "funclet"(token %45) ]
  catchret from %45 to label %66

66:                                               ; preds = %65
  br label %68

67:                                               ; preds = %44
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %45) ]
  unreachable

68:                                               ; preds = %66, %74
  %69 = load i32, i32* %2, align 4
  %70 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i32 noundef %69)
  br label %71

71:                                               ; preds = %68
  %72 = load i32, i32* %2, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, i32* %2, align 4
  br label %6, !llvm.loop !2

74:                                               ; preds = %75
  br label %68

75:                                               ; preds = %9
  br label %74

76:                                               ; preds = %35, %29, %19
  %77 = cleanuppad within %14 []
  invoke void @__cxa_end_catch() [ "funclet"(token %77) ]
          to label %78 unwind label %84

78:                                               ; preds = %76
  cleanupret from %77 unwind label %42

79:                                               ; preds = %60, %50
  %80 = cleanuppad within %45 []
  invoke void @__cxa_end_catch() [ "funclet"(token %80) ]
          to label %81 unwind label %86

81:                                               ; preds = %79
  cleanupret from %80 unwind to caller

82:                                               ; preds = %6
  ret i32 0

83:                                               ; preds = %41, %35
  unreachable

84:                                               ; preds = %76
  %85 = cleanuppad within %77 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %85) ]
  unreachable

86:                                               ; preds = %79
  %87 = cleanuppad within %80 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %87) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL1fi(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %12

5:                                                ; preds = %1
  %6 = call i8* @__cxa_allocate_exception(i32 8) #2
  %7 = bitcast i8* %6 to %struct.Base*
  %8 = invoke noundef %struct.Base* @_ZN4BaseC2Ei(%struct.Base* noundef nonnull align 4 dereferenceable(8) %7, i32 noundef 10)
          to label %9 unwind label %10

9:                                                ; preds = %5
  call void @__cxa_throw(i8* %6, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (%struct.Base* (%struct.Base*)* @_ZN4BaseD2Ev to i8*)) #5
  unreachable

10:                                               ; preds = %5
  %11 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %6) #2 [ "funclet"(token %11) ]
  cleanupret from %11 unwind to caller

12:                                               ; preds = %1
  %13 = load i32, i32* %2, align 4
  %14 = icmp eq i32 %13, 1
  br i1 %14, label %15, label %22

15:                                               ; preds = %12
  %16 = call i8* @__cxa_allocate_exception(i32 8) #2
  %17 = bitcast i8* %16 to %struct.Mid*
  %18 = invoke noundef %struct.Mid* @_ZN3MidC2Ei(%struct.Mid* noundef nonnull align 4 dereferenceable(8) %17, i32 noundef 11)
          to label %19 unwind label %20

19:                                               ; preds = %15
  call void @__cxa_throw(i8* %16, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Mid to i8*), i8* bitcast (%struct.Mid* (%struct.Mid*)* @_ZN3MidD2Ev to i8*)) #5
  unreachable

20:                                               ; preds = %15
  %21 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %16) #2 [ "funclet"(token %21) ]
  cleanupret from %21 unwind to caller

22:                                               ; preds = %12
  %23 = call i8* @__cxa_allocate_exception(i32 8) #2
  %24 = bitcast i8* %23 to %struct.Leaf*
  %25 = invoke noundef %struct.Leaf* @_ZN4LeafC2Ei(%struct.Leaf* noundef nonnull align 4 dereferenceable(8) %24, i32 noundef 12)
          to label %26 unwind label %27

26:                                               ; preds = %22
  call void @__cxa_throw(i8* %23, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Leaf to i8*), i8* bitcast (%struct.Leaf* (%struct.Leaf*)* @_ZN4LeafD2Ev to i8*)) #5
  unreachable

27:                                               ; preds = %22
  %28 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %23) #2 [ "funclet"(token %28) ]
  cleanupret from %28 unwind to caller
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_rethrow()

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Base* @_ZN4BaseC2Ei(%struct.Base* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 comdat {
  %3 = alloca %struct.Base*, align 4
  %4 = alloca i32, align 4
  store %struct.Base* %0, %struct.Base** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Base*, %struct.Base** %3, align 4
  %6 = bitcast %struct.Base* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  %7 = getelementptr inbounds %struct.Base, %struct.Base* %5, i32 0, i32 1
  %8 = load i32, i32* %4, align 4
  store i32 %8, i32* %7, align 4
  ret %struct.Base* %5
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = bitcast %struct.Base* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1
  %6 = load i32, i32* %5, align 4
  %7 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %6)
          to label %8 unwind label %9

8:                                                ; preds = %1
  ret %struct.Base* %3

9:                                                ; preds = %1
  %10 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %10) ]
  unreachable
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Mid* @_ZN3MidC2Ei(%struct.Mid* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 comdat {
  %3 = alloca %struct.Mid*, align 4
  %4 = alloca i32, align 4
  store %struct.Mid* %0, %struct.Mid** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Mid*, %struct.Mid** %3, align 4
  %6 = bitcast %struct.Mid* %5 to %struct.Base*
  %7 = load i32, i32* %4, align 4
  %8 = call noundef %struct.Base* @_ZN4BaseC2Ei(%struct.Base* noundef nonnull align 4 dereferenceable(8) %6, i32 noundef %7)
  %9 = bitcast %struct.Mid* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV3Mid, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 4
  ret %struct.Mid* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Mid* @_ZN3MidD2Ev(%struct.Mid* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Mid*, align 4
  store %struct.Mid* %0, %struct.Mid** %2, align 4
  %3 = load %struct.Mid*, %struct.Mid** %2, align 4
  %4 = bitcast %struct.Mid* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV3Mid, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i32 0, i32 0))
          to label %6 unwind label %9

6:                                                ; preds = %1
  %7 = bitcast %struct.Mid* %3 to %struct.Base*
  %8 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %7) #2
  ret %struct.Mid* %3

9:                                                ; preds = %1
  %10 = cleanuppad within none []
  %11 = bitcast %struct.Mid* %3 to %struct.Base*
  %12 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %11) #2 [ "funclet"(token %10) ]
  cleanupret from %10 unwind label %13

13:                                               ; preds = %9
  %14 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %14) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Leaf* @_ZN4LeafC2Ei(%struct.Leaf* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 comdat {
  %3 = alloca %struct.Leaf*, align 4
  %4 = alloca i32, align 4
  store %struct.Leaf* %0, %struct.Leaf** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Leaf*, %struct.Leaf** %3, align 4
  %6 = bitcast %struct.Leaf* %5 to %struct.Mid*
  %7 = load i32, i32* %4, align 4
  %8 = call noundef %struct.Mid* @_ZN3MidC2Ei(%struct.Mid* noundef nonnull align 4 dereferenceable(8) %6, i32 noundef %7)
  %9 = bitcast %struct.Leaf* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Leaf, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 4
  ret %struct.Leaf* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Leaf* @_ZN4LeafD2Ev(%struct.Leaf* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Leaf*, align 4
  store %struct.Leaf* %0, %struct.Leaf** %2, align 4
  %3 = load %struct.Leaf*, %struct.Leaf** %2, align 4
  %4 = bitcast %struct.Leaf* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Leaf, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.8, i32 0, i32 0))
          to label %6 unwind label %9

6:                                                ; preds = %1
  %7 = bitcast %struct.Leaf* %3 to %struct.Mid*
  %8 = call noundef %struct.Mid* @_ZN3MidD2Ev(%struct.Mid* noundef nonnull align 4 dereferenceable(8) %7) #2
  ret %struct.Leaf* %3

9:                                                ; preds = %1
  %10 = cleanuppad within none []
  %11 = bitcast %struct.Leaf* %3 to %struct.Mid*
  %12 = call noundef %struct.Mid* @_ZN3MidD2Ev(%struct.Mid* noundef nonnull align 4 dereferenceable(8) %11) #2 [ "funclet"(token %10) ]
  cleanupret from %10 unwind label %13

13:                                               ; preds = %9
  %14 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %14) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK4Base4nameEv(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN4BaseD0Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %3) #2
  %5 = bitcast %struct.Base* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #10
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK3Mid4nameEv(%struct.Mid* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat {
  %2 = alloca %struct.Mid*, align 4
  store %struct.Mid* %0, %struct.Mid** %2, align 4
  %3 = load %struct.Mid*, %struct.Mid** %2, align 4
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN3MidD0Ev(%struct.Mid* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca %struct.Mid*, align 4
  store %struct.Mid* %0, %struct.Mid** %2, align 4
  %3 = load %struct.Mid*, %struct.Mid** %2, align 4
  %4 = call noundef %struct.Mid* @_ZN3MidD2Ev(%struct.Mid* noundef nonnull align 4 dereferenceable(8) %3) #2
  %5 = bitcast %struct.Mid* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK4Leaf4nameEv(%struct.Leaf* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat {
  %2 = alloca %struct.Leaf*, align 4
  store %struct.Leaf* %0, %struct.Leaf** %2, align 4
  %3 = load %struct.Leaf*, %struct.Leaf** %2, align 4
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN4LeafD0Ev(%struct.Leaf* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca %struct.Leaf*, align 4
  store %struct.Leaf* %0, %struct.Leaf** %2, align 4
  %3 = load %struct.Leaf*, %struct.Leaf** %2, align 4
  %4 = call noundef %struct.Leaf* @_ZN4LeafD2Ev(%struct.Leaf* noundef nonnull align 4 dereferenceable(8) %3) #2
  %5 = bitcast %struct.Leaf* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #10
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { noreturn nounwind }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
