; ModuleID = 'current_exception_type.cpp'
source_filename = "current_exception_type.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Box = type { i8 }
%"struct.ns::Thing" = type { i8 }
%"class.std::type_info" = type { i32 (...)**, i8* }

$_ZNKSt9type_info4nameEv = comdat any

$_ZTSN2ns5ThingE = comdat any

$_ZTIN2ns5ThingE = comdat any

$_ZTS3BoxIdE = comdat any

$_ZTI3BoxIdE = comdat any

@.str = private unnamed_addr constant [6 x i8] c"start\00", align 1
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTSN2ns5ThingE = linkonce_odr hidden constant [12 x i8] c"N2ns5ThingE\00", comdat, align 1
@_ZTIN2ns5ThingE = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @_ZTSN2ns5ThingE, i32 0, i32 0) }, comdat, align 4
@.str.2 = private unnamed_addr constant [13 x i8] c"nested Thing\00", align 1
@_ZTS3BoxIdE = linkonce_odr hidden constant [8 x i8] c"3BoxIdE\00", comdat, align 1
@_ZTI3BoxIdE = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS3BoxIdE, i32 0, i32 0) }, comdat, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"nested Box\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"back\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"after\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"text\00", align 1
@_ZTIPKc = external constant i8*
@.str.7 = private unnamed_addr constant [8 x i8] c"literal\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"%s: %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"(none)\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca %struct.Box*, align 4
  store i32 0, i32* %1, align 4
  call void @_ZL4showPKc(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0))
  %4 = call i8* @__cxa_allocate_exception(i32 4) #2
  %5 = bitcast i8* %4 to i32*
  store i32 1, i32* %5, align 16
  invoke void @__cxa_throw(i8* %4, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #4
          to label %79 unwind label %6

6:                                                ; preds = %0
  %7 = catchswitch within none [label %8] unwind to caller

8:                                                ; preds = %6
  %9 = catchpad within %7 [i8* null]
  %10 = call i8* @llvm.wasm.get.exception(token %9)
  store i8* %10, i8** %2, align 4
  %11 = call i32 @llvm.wasm.get.ehselector(token %9)
  br label %12

12:                                               ; preds = %8
  %13 = load i8*, i8** %2, align 4
  %14 = call i8* @__cxa_begin_catch(i8* %13) #2 [ "funclet"(token %9) ]
  invoke void @_ZL4showPKc(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0)) [ "funclet"(token %9) ]
          to label %15 unwind label %73

15:                                               ; preds = %12
  %16 = call i8* @__cxa_allocate_exception(i32 1) #2 [ "funclet"(token %9) ]
  %17 = bitcast i8* %16 to %"struct.ns::Thing"*
  invoke void @__cxa_throw(i8* %16, i8* bitcast ({ i8*, i8* }* @_ZTIN2ns5ThingE to i8*), i8* null) #4 [ "funclet"(token %9) ]
          to label %79 unwind label %18

18:                                               ; preds = %15
  %19 = catchswitch within %9 [label %20] unwind label %73

20:                                               ; preds = %18
  %21 = catchpad within %19 [i8* null]
  %22 = call i8* @llvm.wasm.get.exception(token %21)
  store i8* %22, i8** %2, align 4
  %23 = call i32 @llvm.wasm.get.ehselector(token %21)
  br label %24

24:                                               ; preds = %20
  %25 = load i8*, i8** %2, align 4
  %26 = call i8* @__cxa_begin_catch(i8* %25) #2 [ "funclet"(token %21) ]
  invoke void @_ZL4showPKc(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i32 0, i32 0)) [ "funclet"(token %21) ]
          to label %27 unwind label %70

27:                                               ; preds = %24
  %28 = call i8* @__cxa_allocate_exception(i32 1) #2 [ "funclet"(token %21) ]
  %29 = bitcast i8* %28 to %struct.Box*
  invoke void @__cxa_throw(i8* %28, i8* bitcast ({ i8*, i8* }* @_ZTI3BoxIdE to i8*), i8* null) #4 [ "funclet"(token %21) ]
          to label %79 unwind label %30

30:                                               ; preds = %27
  %31 = catchswitch within %21 [label %32] unwind label %70

32:                                               ; preds = %30
  %33 = catchpad within %31 [i8* bitcast ({ i8*, i8* }* @_ZTI3BoxIdE to i8*)]
  %34 = call i8* @llvm.wasm.get.exception(token %33)
  store i8* %34, i8** %2, align 4
  %35 = call i32 @llvm.wasm.get.ehselector(token %33)
  %36 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3BoxIdE to i8*)) #2
  %37 = icmp eq i32 %35, %36
  br i1 %37, label %38, label %45

38:                                               ; preds = %32
  %39 = load i8*, i8** %2, align 4
  %40 = call i8* @__cxa_begin_catch(i8* %39) #2 [ "funclet"(token %33) ]
  %41 = bitcast i8* %40 to %struct.Box*
  store %struct.Box* %41, %struct.Box** %3, align 4
  invoke void @_ZL4showPKc(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i32 0, i32 0)) [ "funclet"(token %33) ]
          to label %42 unwind label %67

42:                                               ; preds = %38
  invoke void @__cxa_end_catch() [ "funclet"(token %33) ]
          to label %43 unwind label %70

43:                                               ; preds = %42
  catchret from %33 to label %44

44:                                               ; preds = %43
  br label %46

45:                                               ; preds = %32
  invoke void @llvm.wasm.rethrow() #4 [ "funclet"(token %33) ]
          to label %79 unwind label %70

46:                                               ; preds = %44
  invoke void @__cxa_end_catch() [ "funclet"(token %21) ]
          to label %47 unwind label %73

47:                                               ; preds = %46
  catchret from %21 to label %48

48:                                               ; preds = %47
  br label %49

49:                                               ; preds = %48
  invoke void @_ZL4showPKc(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0)) [ "funclet"(token %9) ]
          to label %50 unwind label %73

50:                                               ; preds = %49
  call void @__cxa_end_catch() [ "funclet"(token %9) ]
  catchret from %9 to label %51

51:                                               ; preds = %50
  br label %52

52:                                               ; preds = %51
  call void @_ZL4showPKc(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0))
  %53 = call i8* @__cxa_allocate_exception(i32 4) #2
  %54 = bitcast i8* %53 to i8**
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i8** %54, align 16
  invoke void @__cxa_throw(i8* %53, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #4
          to label %79 unwind label %55

55:                                               ; preds = %52
  %56 = catchswitch within none [label %57] unwind to caller

57:                                               ; preds = %55
  %58 = catchpad within %56 [i8* null]
  %59 = call i8* @llvm.wasm.get.exception(token %58)
  store i8* %59, i8** %2, align 4
  %60 = call i32 @llvm.wasm.get.ehselector(token %58)
  br label %61

61:                                               ; preds = %57
  %62 = load i8*, i8** %2, align 4
  %63 = call i8* @__cxa_begin_catch(i8* %62) #2 [ "funclet"(token %58) ]
  invoke void @_ZL4showPKc(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0)) [ "funclet"(token %58) ]
          to label %64 unwind label %76

64:                                               ; preds = %61
  call void @__cxa_end_catch() [ "funclet"(token %58) ]
  catchret from %58 to label %65

65:                                               ; preds = %64
  br label %66

66:                                               ; preds = %65
  ret i32 0

67:                                               ; preds = %38
  %68 = cleanuppad within %33 []
  invoke void @__cxa_end_catch() [ "funclet"(token %68) ]
          to label %69 unwind label %80

69:                                               ; preds = %67
  cleanupret from %68 unwind label %70

70:                                               ; preds = %45, %69, %42, %30, %24
  %71 = cleanuppad within %21 []
  invoke void @__cxa_end_catch() [ "funclet"(token %71) ]
          to label %72 unwind label %82

72:                                               ; preds = %70
  cleanupret from %71 unwind label %73

73:                                               ; preds = %49, %72, %46, %18, %12
  %74 = cleanuppad within %9 []
  invoke void @__cxa_end_catch() [ "funclet"(token %74) ]
          to label %75 unwind label %84

75:                                               ; preds = %73
  cleanupret from %74 unwind to caller

76:                                               ; preds = %61
  %77 = cleanuppad within %58 []
  invoke void @__cxa_end_catch() [ "funclet"(token %77) ]
          to label %78 unwind label %86

78:                                               ; preds = %76
  cleanupret from %77 unwind to caller

79:                                               ; preds = %52, %45, %27, %15, %0
  unreachable

80:                                               ; preds = %67
  %81 = cleanuppad within %68 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %81) ]
  unreachable

82:                                               ; preds = %70
  %83 = cleanuppad within %71 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %83) ]
  unreachable

84:                                               ; preds = %73
  %85 = cleanuppad within %74 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %85) ]
  unreachable

86:                                               ; preds = %76
  %87 = cleanuppad within %77 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %87) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL4showPKc(i8* noundef %0) #1 {
  %2 = alloca i8*, align 4
  %3 = alloca %"class.std::type_info"*, align 4
  store i8* %0, i8** %2, align 4
  %4 = call %"class.std::type_info"* @__cxa_current_exception_type() #2
  store %"class.std::type_info"* %4, %"class.std::type_info"** %3, align 4
  %5 = load i8*, i8** %2, align 4
  %6 = load %"class.std::type_info"*, %"class.std::type_info"** %3, align 4
  %7 = icmp ne %"class.std::type_info"* %6, null
  br i1 %7, label %8, label %11

8:                                                ; preds = %1
  %9 = load %"class.std::type_info"*, %"class.std::type_info"** %3, align 4
  %10 = call noundef i8* @_ZNKSt9type_info4nameEv(%"class.std::type_info"* noundef nonnull align 4 dereferenceable(8) %9) #2
  br label %12

11:                                               ; preds = %1
  br label %12

12:                                               ; preds = %11, %8
  %13 = phi i8* [ %10, %8 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i32 0, i32 0), %11 ]
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i8* noundef %5, i8* noundef %13)
  ret void
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

; Function Attrs: nounwind
declare %"class.std::type_info"* @__cxa_current_exception_type() #5

declare i32 @printf(i8* noundef, ...) #6

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNKSt9type_info4nameEv(%"class.std::type_info"* noundef nonnull align 4 dereferenceable(8) %0) #7 comdat {
  %2 = alloca %"class.std::type_info"*, align 4
  store %"class.std::type_info"* %0, %"class.std::type_info"** %2, align 4
  %3 = load %"class.std::type_info"*, %"class.std::type_info"** %2, align 4
  %4 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %3, i32 0, i32 1
  %5 = load i8*, i8** %4, align 4
  %6 = getelementptr inbounds i8, i8* %5, i32 0
  %7 = load i8, i8* %6, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp eq i32 %8, 42
  br i1 %9, label %10, label %14

10:                                               ; preds = %1
  %11 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %3, i32 0, i32 1
  %12 = load i8*, i8** %11, align 4
  %13 = getelementptr inbounds i8, i8* %12, i32 1
  br label %17

14:                                               ; preds = %1
  %15 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %3, i32 0, i32 1
  %16 = load i8*, i8** %15, align 4
  br label %17

17:                                               ; preds = %14, %10
  %18 = phi i8* [ %13, %10 ], [ %16, %14 ]
  ret i8* %18
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { noreturn }
attributes #5 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
