; ModuleID = 'exception_ptr_rethrow.cpp'
source_filename = "exception_ptr_rethrow.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%"class.std::__exception_ptr::exception_ptr" = type { i8* }
%struct.Payload = type { i32 }

$_ZNKSt15__exception_ptr13exception_ptr7is_nullEv = comdat any

$__clang_call_terminate = comdat any

$_ZN7PayloadC2Ei = comdat any

$_ZN7PayloadD2Ev = comdat any

$_ZTS7Payload = comdat any

$_ZTI7Payload = comdat any

@.str = private unnamed_addr constant [25 x i8] c"outside handler null=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"captured null=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"copies equal=%d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS7Payload = linkonce_odr dso_local constant [9 x i8] c"7Payload\00", comdat, align 1
@_ZTI7Payload = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Payload, i32 0, i32 0) }, comdat, align 8
@.str.3 = private unnamed_addr constant [23 x i8] c"rethrown %d, round %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"dropping first pointer\0A\00", align 1
@.str.5 = private unnamed_addr constant [25 x i8] c"dropping second pointer\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"capturing\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"Payload(%d)\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"~Payload(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %6 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %7 = alloca i32, align 4
  %8 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %9 = alloca %struct.Payload*, align 8
  store i32 0, i32* %1, align 4
  call void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* sret(%"class.std::__exception_ptr::exception_ptr") align 8 %2) #11
  %10 = call noundef i1 @_ZNKSt15__exception_ptr13exception_ptr7is_nullEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %2) #11
  %11 = zext i1 %10 to i32
  %12 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i64 0, i64 0), i32 noundef %11)
          to label %13 unwind label %28

13:                                               ; preds = %0
  invoke void @_ZL7capturei(%"class.std::__exception_ptr::exception_ptr"* sret(%"class.std::__exception_ptr::exception_ptr") align 8 %5, i32 noundef 7)
          to label %14 unwind label %28

14:                                               ; preds = %13
  %15 = call noundef i1 @_ZNKSt15__exception_ptr13exception_ptr7is_nullEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %5) #11
  %16 = zext i1 %15 to i32
  %17 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32 noundef %16)
          to label %18 unwind label %32

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %6, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %5) #11
  %19 = call noundef i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %6, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %5) #11
  %20 = zext i1 %19 to i32
  %21 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i64 0, i64 0), i32 noundef %20)
          to label %22 unwind label %36

22:                                               ; preds = %18
  store i32 0, i32* %7, align 4
  br label %23

23:                                               ; preds = %64, %22
  %24 = load i32, i32* %7, align 4
  %25 = icmp slt i32 %24, 2
  br i1 %25, label %26, label %72

26:                                               ; preds = %23
  call void @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %8, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %5) #11
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(%"class.std::__exception_ptr::exception_ptr"* noundef %8) #12
          to label %27 unwind label %40

27:                                               ; preds = %26
  unreachable

28:                                               ; preds = %77, %13, %0
  %29 = landingpad { i8*, i32 }
          cleanup
  %30 = extractvalue { i8*, i32 } %29, 0
  store i8* %30, i8** %3, align 8
  %31 = extractvalue { i8*, i32 } %29, 1
  store i32 %31, i32* %4, align 4
  br label %83

32:                                               ; preds = %14
  %33 = landingpad { i8*, i32 }
          cleanup
  %34 = extractvalue { i8*, i32 } %33, 0
  store i8* %34, i8** %3, align 8
  %35 = extractvalue { i8*, i32 } %33, 1
  store i32 %35, i32* %4, align 4
  br label %82

36:                                               ; preds = %74, %72, %57, %18
  %37 = landingpad { i8*, i32 }
          cleanup
  %38 = extractvalue { i8*, i32 } %37, 0
  store i8* %38, i8** %3, align 8
  %39 = extractvalue { i8*, i32 } %37, 1
  store i32 %39, i32* %4, align 4
  br label %81

40:                                               ; preds = %26
  %41 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Payload to i8*)
  %42 = extractvalue { i8*, i32 } %41, 0
  store i8* %42, i8** %3, align 8
  %43 = extractvalue { i8*, i32 } %41, 1
  store i32 %43, i32* %4, align 4
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %8) #11
  br label %44

44:                                               ; preds = %40
  %45 = load i32, i32* %4, align 4
  %46 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Payload to i8*)) #11
  %47 = icmp eq i32 %45, %46
  br i1 %47, label %48, label %81

48:                                               ; preds = %44
  %49 = load i8*, i8** %3, align 8
  %50 = call i8* @__cxa_begin_catch(i8* %49) #11
  %51 = bitcast i8* %50 to %struct.Payload*
  store %struct.Payload* %51, %struct.Payload** %9, align 8
  %52 = load %struct.Payload*, %struct.Payload** %9, align 8
  %53 = getelementptr inbounds %struct.Payload, %struct.Payload* %52, i32 0, i32 0
  %54 = load i32, i32* %53, align 4
  %55 = load i32, i32* %7, align 4
  %56 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i64 0, i64 0), i32 noundef %54, i32 noundef %55)
          to label %57 unwind label %67

57:                                               ; preds = %48
  %58 = load %struct.Payload*, %struct.Payload** %9, align 8
  %59 = getelementptr inbounds %struct.Payload, %struct.Payload* %58, i32 0, i32 0
  %60 = load i32, i32* %59, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, i32* %59, align 4
  invoke void @__cxa_end_catch()
          to label %62 unwind label %36

62:                                               ; preds = %57
  br label %63

63:                                               ; preds = %62
  br label %64

64:                                               ; preds = %63
  %65 = load i32, i32* %7, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, i32* %7, align 4
  br label %23, !llvm.loop !10

67:                                               ; preds = %48
  %68 = landingpad { i8*, i32 }
          cleanup
  %69 = extractvalue { i8*, i32 } %68, 0
  store i8* %69, i8** %3, align 8
  %70 = extractvalue { i8*, i32 } %68, 1
  store i32 %70, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %71 unwind label %89

71:                                               ; preds = %67
  br label %81

72:                                               ; preds = %23
  %73 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.4, i64 0, i64 0))
          to label %74 unwind label %36

74:                                               ; preds = %72
  %75 = call noundef nonnull align 8 dereferenceable(8) %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptraSERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %5, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %2) #11
  %76 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.5, i64 0, i64 0))
          to label %77 unwind label %36

77:                                               ; preds = %74
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %6) #11
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %5) #11
  %78 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0))
          to label %79 unwind label %28

79:                                               ; preds = %77
  store i32 0, i32* %1, align 4
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %2) #11
  %80 = load i32, i32* %1, align 4
  ret i32 %80

81:                                               ; preds = %71, %44, %36
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %6) #11
  br label %82

82:                                               ; preds = %81, %32
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %5) #11
  br label %83

83:                                               ; preds = %82, %28
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %2) #11
  br label %84

84:                                               ; preds = %83
  %85 = load i8*, i8** %3, align 8
  %86 = load i32, i32* %4, align 4
  %87 = insertvalue { i8*, i32 } undef, i8* %85, 0
  %88 = insertvalue { i8*, i32 } %87, i32 %86, 1
  resume { i8*, i32 } %88

89:                                               ; preds = %67
  %90 = landingpad { i8*, i32 }
          catch i8* null
  %91 = extractvalue { i8*, i32 } %90, 0
  call void @__clang_call_terminate(i8* %91) #13
  unreachable
}

; Function Attrs: nounwind
declare void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* sret(%"class.std::__exception_ptr::exception_ptr") align 8) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i1 @_ZNKSt15__exception_ptr13exception_ptr7is_nullEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %0) #3 comdat align 2 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr"*, align 8
  store %"class.std::__exception_ptr::exception_ptr"* %0, %"class.std::__exception_ptr::exception_ptr"** %2, align 8
  %3 = load %"class.std::__exception_ptr::exception_ptr"*, %"class.std::__exception_ptr::exception_ptr"** %2, align 8
  %4 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 8
  %6 = icmp eq i8* %5, null
  ret i1 %6
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7capturei(%"class.std::__exception_ptr::exception_ptr"* noalias sret(%"class.std::__exception_ptr::exception_ptr") align 8 %0, i32 noundef %1) #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = bitcast %"class.std::__exception_ptr::exception_ptr"* %0 to i8*
  store i8* %7, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  %8 = call i8* @__cxa_allocate_exception(i64 4) #11
  %9 = bitcast i8* %8 to %struct.Payload*
  %10 = load i32, i32* %4, align 4
  invoke void @_ZN7PayloadC2Ei(%struct.Payload* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
          to label %11 unwind label %12

11:                                               ; preds = %2
  invoke void @__cxa_throw(i8* %8, i8* bitcast ({ i8*, i8* }* @_ZTI7Payload to i8*), i8* bitcast (void (%struct.Payload*)* @_ZN7PayloadD2Ev to i8*)) #12
          to label %39 unwind label %16

12:                                               ; preds = %2
  %13 = landingpad { i8*, i32 }
          catch i8* null
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %5, align 8
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %6, align 4
  call void @__cxa_free_exception(i8* %8) #11
  br label %20

16:                                               ; preds = %11
  %17 = landingpad { i8*, i32 }
          catch i8* null
  %18 = extractvalue { i8*, i32 } %17, 0
  store i8* %18, i8** %5, align 8
  %19 = extractvalue { i8*, i32 } %17, 1
  store i32 %19, i32* %6, align 4
  br label %20

20:                                               ; preds = %16, %12
  %21 = load i8*, i8** %5, align 8
  %22 = call i8* @__cxa_begin_catch(i8* %21) #11
  %23 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0))
          to label %24 unwind label %25

24:                                               ; preds = %20
  call void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* sret(%"class.std::__exception_ptr::exception_ptr") align 8 %0) #11
  call void @__cxa_end_catch()
  ret void

25:                                               ; preds = %20
  %26 = landingpad { i8*, i32 }
          cleanup
  %27 = extractvalue { i8*, i32 } %26, 0
  store i8* %27, i8** %5, align 8
  %28 = extractvalue { i8*, i32 } %26, 1
  store i32 %28, i32* %6, align 4
  invoke void @__cxa_end_catch()
          to label %29 unwind label %36

29:                                               ; preds = %25
  br label %31

30:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

31:                                               ; preds = %29
  %32 = load i8*, i8** %5, align 8
  %33 = load i32, i32* %6, align 4
  %34 = insertvalue { i8*, i32 } undef, i8* %32, 0
  %35 = insertvalue { i8*, i32 } %34, i32 %33, 1
  resume { i8*, i32 } %35

36:                                               ; preds = %25
  %37 = landingpad { i8*, i32 }
          catch i8* null
  %38 = extractvalue { i8*, i32 } %37, 0
  call void @__clang_call_terminate(i8* %38) #13
  unreachable

39:                                               ; preds = %11
  unreachable
}

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8), %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8)) unnamed_addr #1

; Function Attrs: nounwind
declare noundef i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8), %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8)) #1

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(%"class.std::__exception_ptr::exception_ptr"* noundef) #5

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8)) unnamed_addr #1

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #6

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #7 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #11
  call void @_ZSt9terminatev() #13
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: nounwind
declare noundef nonnull align 8 dereferenceable(8) %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptraSERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8), %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8)) #1

declare i8* @__cxa_allocate_exception(i64)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7PayloadC2Ei(%struct.Payload* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #8 comdat align 2 {
  %3 = alloca %struct.Payload*, align 8
  %4 = alloca i32, align 4
  store %struct.Payload* %0, %struct.Payload** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Payload*, %struct.Payload** %3, align 8
  %6 = getelementptr inbounds %struct.Payload, %struct.Payload* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Payload, %struct.Payload* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.8, i64 0, i64 0), i32 noundef %9)
  ret void
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7PayloadD2Ev(%struct.Payload* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #9 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Payload*, align 8
  store %struct.Payload* %0, %struct.Payload** %2, align 8
  %3 = load %struct.Payload*, %struct.Payload** %2, align 8
  %4 = getelementptr inbounds %struct.Payload, %struct.Payload* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #13
  unreachable
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #10

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #6 = { nounwind readnone }
attributes #7 = { noinline noreturn nounwind }
attributes #8 = { noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #9 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #10 = { cold noreturn nounwind }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
