; ModuleID = 'exception_ptr_rethrow.cpp'
source_filename = "exception_ptr_rethrow.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%"class.std::__exception_ptr::exception_ptr" = type { i8* }
%struct.Payload = type { i32 }

$_ZNKSt15__exception_ptr13exception_ptr7is_nullEv = comdat any

$_ZN7PayloadC2Ei = comdat any

$_ZN7PayloadD2Ev = comdat any

$_ZTS7Payload = comdat any

$_ZTI7Payload = comdat any

@.str = private unnamed_addr constant [25 x i8] c"outside handler null=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"captured null=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"copies equal=%d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS7Payload = linkonce_odr hidden constant [9 x i8] c"7Payload\00", comdat, align 1
@_ZTI7Payload = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Payload, i32 0, i32 0) }, comdat, align 4
@.str.3 = private unnamed_addr constant [23 x i8] c"rethrown %d, round %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"dropping first pointer\0A\00", align 1
@.str.5 = private unnamed_addr constant [25 x i8] c"dropping second pointer\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"capturing\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"Payload(%d)\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"~Payload(%d)\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %3 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %4 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %5 = alloca i32, align 4
  %6 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %7 = alloca i8*, align 4
  %8 = alloca %struct.Payload*, align 4
  store i32 0, i32* %1, align 4
  call void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* sret(%"class.std::__exception_ptr::exception_ptr") align 4 %2) #6
  %9 = call noundef zeroext i1 @_ZNKSt15__exception_ptr13exception_ptr7is_nullEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %2) #6
  %10 = zext i1 %9 to i32
  %11 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i32 0, i32 0), i32 noundef %10)
          to label %12 unwind label %82

12:                                               ; preds = %0
  invoke void @_ZL7capturei(%"class.std::__exception_ptr::exception_ptr"* sret(%"class.std::__exception_ptr::exception_ptr") align 4 %3, i32 noundef 7)
          to label %13 unwind label %82

13:                                               ; preds = %12
  %14 = call noundef zeroext i1 @_ZNKSt15__exception_ptr13exception_ptr7is_nullEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %3) #6
  %15 = zext i1 %14 to i32
  %16 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i32 0, i32 0), i32 noundef %15)
          to label %17 unwind label %79

17:                                               ; preds = %13
  %18 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %4, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %3) #6
  %19 = call noundef zeroext i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %4, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %3) #6
  %20 = zext i1 %19 to i32
  %21 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i32 0, i32 0), i32 noundef %20)
          to label %22 unwind label %76

22:                                               ; preds = %17
  store i32 0, i32* %5, align 4
  br label %23

23:                                               ; preds = %58, %22
  %24 = load i32, i32* %5, align 4
  %25 = icmp slt i32 %24, 2
  br i1 %25, label %26, label %64

26:                                               ; preds = %23
  %27 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %6, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %3) #6
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(%"class.std::__exception_ptr::exception_ptr"* noundef %6) #8
          to label %28 unwind label %29

28:                                               ; preds = %26
  unreachable

29:                                               ; preds = %26
  %30 = cleanuppad within none []
  %31 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %6) #6 [ "funclet"(token %30) ]
  cleanupret from %30 unwind label %32

32:                                               ; preds = %29
  %33 = catchswitch within none [label %34] unwind label %76

34:                                               ; preds = %32
  %35 = catchpad within %33 [i8* bitcast ({ i8*, i8* }* @_ZTI7Payload to i8*)]
  %36 = call i8* @llvm.wasm.get.exception(token %35)
  store i8* %36, i8** %7, align 4
  %37 = call i32 @llvm.wasm.get.ehselector(token %35)
  %38 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Payload to i8*)) #6
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %56

40:                                               ; preds = %34
  %41 = load i8*, i8** %7, align 4
  %42 = call i8* @__cxa_begin_catch(i8* %41) #6 [ "funclet"(token %35) ]
  %43 = bitcast i8* %42 to %struct.Payload*
  store %struct.Payload* %43, %struct.Payload** %8, align 4
  %44 = load %struct.Payload*, %struct.Payload** %8, align 4
  %45 = getelementptr inbounds %struct.Payload, %struct.Payload* %44, i32 0, i32 0
  %46 = load i32, i32* %45, align 4
  %47 = load i32, i32* %5, align 4
  %48 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i32 0, i32 0), i32 noundef %46, i32 noundef %47) [ "funclet"(token %35) ]
          to label %49 unwind label %61

49:                                               ; preds = %40
  %50 = load %struct.Payload*, %struct.Payload** %8, align 4
  %51 = getelementptr inbounds %struct.Payload, %struct.Payload* %50, i32 0, i32 0
  %52 = load i32, i32* %51, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %51, align 4
  invoke void @__cxa_end_catch() [ "funclet"(token %35) ]
          to label %54 unwind label %76

54:                                               ; preds = %49
  catchret from %35 to label %55

55:                                               ; preds = %54
  br label %57

56:                                               ; preds = %34
  invoke void @llvm.wasm.rethrow() #8 [ "funclet"(token %35) ]
          to label %85 unwind label %76

57:                                               ; preds = %55
  br label %58

58:                                               ; preds = %57
  %59 = load i32, i32* %5, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* %5, align 4
  br label %23, !llvm.loop !2

61:                                               ; preds = %40
  %62 = cleanuppad within %35 []
  invoke void @__cxa_end_catch() [ "funclet"(token %62) ]
          to label %63 unwind label %86

63:                                               ; preds = %61
  cleanupret from %62 unwind label %76

64:                                               ; preds = %23
  %65 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.4, i32 0, i32 0))
          to label %66 unwind label %76

66:                                               ; preds = %64
  %67 = call noundef nonnull align 4 dereferenceable(4) %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptraSERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %3, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %2) #6
  %68 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.5, i32 0, i32 0))
          to label %69 unwind label %76

69:                                               ; preds = %66
  %70 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %4) #6
  %71 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %3) #6
  %72 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0))
          to label %73 unwind label %82

73:                                               ; preds = %69
  store i32 0, i32* %1, align 4
  %74 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %2) #6
  %75 = load i32, i32* %1, align 4
  ret i32 %75

76:                                               ; preds = %66, %64, %56, %63, %49, %32, %17
  %77 = cleanuppad within none []
  %78 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %4) #6 [ "funclet"(token %77) ]
  cleanupret from %77 unwind label %79

79:                                               ; preds = %76, %13
  %80 = cleanuppad within none []
  %81 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %3) #6 [ "funclet"(token %80) ]
  cleanupret from %80 unwind label %82

82:                                               ; preds = %69, %79, %12, %0
  %83 = cleanuppad within none []
  %84 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %2) #6 [ "funclet"(token %83) ]
  cleanupret from %83 unwind to caller

85:                                               ; preds = %56
  unreachable

86:                                               ; preds = %61
  %87 = cleanuppad within %62 []
  call void @_ZSt9terminatev() #12 [ "funclet"(token %87) ]
  unreachable
}

; Function Attrs: nounwind
declare void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* sret(%"class.std::__exception_ptr::exception_ptr") align 4) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef zeroext i1 @_ZNKSt15__exception_ptr13exception_ptr7is_nullEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %0) #3 comdat {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr"*, align 4
  store %"class.std::__exception_ptr::exception_ptr"* %0, %"class.std::__exception_ptr::exception_ptr"** %2, align 4
  %3 = load %"class.std::__exception_ptr::exception_ptr"*, %"class.std::__exception_ptr::exception_ptr"** %2, align 4
  %4 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 4
  %6 = icmp eq i8* %5, null
  ret i1 %6
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7capturei(%"class.std::__exception_ptr::exception_ptr"* noalias sret(%"class.std::__exception_ptr::exception_ptr") align 4 %0, i32 noundef %1) #4 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = bitcast %"class.std::__exception_ptr::exception_ptr"* %0 to i8*
  store i8* %6, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %7 = call i8* @__cxa_allocate_exception(i32 4) #6
  %8 = bitcast i8* %7 to %struct.Payload*
  %9 = load i32, i32* %4, align 4
  %10 = invoke noundef %struct.Payload* @_ZN7PayloadC2Ei(%struct.Payload* noundef nonnull align 4 dereferenceable(4) %8, i32 noundef %9)
          to label %11 unwind label %23

11:                                               ; preds = %2
  invoke void @__cxa_throw(i8* %7, i8* bitcast ({ i8*, i8* }* @_ZTI7Payload to i8*), i8* bitcast (%struct.Payload* (%struct.Payload*)* @_ZN7PayloadD2Ev to i8*)) #8
          to label %30 unwind label %12

12:                                               ; preds = %11, %23
  %13 = catchswitch within none [label %14] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [i8* null]
  %16 = call i8* @llvm.wasm.get.exception(token %15)
  store i8* %16, i8** %5, align 4
  %17 = call i32 @llvm.wasm.get.ehselector(token %15)
  br label %18

18:                                               ; preds = %14
  %19 = load i8*, i8** %5, align 4
  %20 = call i8* @__cxa_begin_catch(i8* %19) #6 [ "funclet"(token %15) ]
  %21 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i32 0, i32 0)) [ "funclet"(token %15) ]
          to label %22 unwind label %25

22:                                               ; preds = %18
  call void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* sret(%"class.std::__exception_ptr::exception_ptr") align 4 %0) #6 [ "funclet"(token %15) ]
  call void @__cxa_end_catch() [ "funclet"(token %15) ]
  catchret from %15 to label %28

23:                                               ; preds = %2
  %24 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %7) #6 [ "funclet"(token %24) ]
  cleanupret from %24 unwind label %12

25:                                               ; preds = %18
  %26 = cleanuppad within %15 []
  invoke void @__cxa_end_catch() [ "funclet"(token %26) ]
          to label %27 unwind label %31

27:                                               ; preds = %25
  cleanupret from %26 unwind to caller

28:                                               ; preds = %22
  ret void

29:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

30:                                               ; preds = %11
  unreachable

31:                                               ; preds = %25
  %32 = cleanuppad within %26 []
  call void @_ZSt9terminatev() #12 [ "funclet"(token %32) ]
  unreachable
}

; Function Attrs: nounwind
declare noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull returned align 4 dereferenceable(4), %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4)) unnamed_addr #1

; Function Attrs: nounwind
declare noundef zeroext i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4), %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4)) #1

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(%"class.std::__exception_ptr::exception_ptr"* noundef) #5

; Function Attrs: nounwind
declare noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull returned align 4 dereferenceable(4)) unnamed_addr #1

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #6

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #6

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #7

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #8

; Function Attrs: nounwind
declare noundef nonnull align 4 dereferenceable(4) %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptraSERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4), %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4)) #1

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Payload* @_ZN7PayloadC2Ei(%struct.Payload* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #9 comdat {
  %3 = alloca %struct.Payload*, align 4
  %4 = alloca i32, align 4
  store %struct.Payload* %0, %struct.Payload** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Payload*, %struct.Payload** %3, align 4
  %6 = getelementptr inbounds %struct.Payload, %struct.Payload* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Payload, %struct.Payload* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.8, i32 0, i32 0), i32 noundef %9)
  ret %struct.Payload* %5
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Payload* @_ZN7PayloadD2Ev(%struct.Payload* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #10 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Payload*, align 4
  store %struct.Payload* %0, %struct.Payload** %2, align 4
  %3 = load %struct.Payload*, %struct.Payload** %2, align 4
  %4 = getelementptr inbounds %struct.Payload, %struct.Payload* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Payload* %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #12 [ "funclet"(token %9) ]
  unreachable
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #11

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { nounwind }
attributes #7 = { nounwind readnone }
attributes #8 = { noreturn }
attributes #9 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #10 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #11 = { cold noreturn nounwind }
attributes #12 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
