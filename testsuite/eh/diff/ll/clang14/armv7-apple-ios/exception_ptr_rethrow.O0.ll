; ModuleID = 'exception_ptr_rethrow.cpp'
source_filename = "exception_ptr_rethrow.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%"class.std::__exception_ptr::exception_ptr" = type { i8* }
%struct.Payload = type { i32 }

@.str = private unnamed_addr constant [25 x i8] c"outside handler null=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"captured null=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"copies equal=%d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS7Payload = linkonce_odr constant [9 x i8] c"7Payload\00", align 1
@_ZTI7Payload = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Payload, i32 0, i32 0) }, align 4
@.str.3 = private unnamed_addr constant [23 x i8] c"rethrown %d, round %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"dropping first pointer\0A\00", align 1
@.str.5 = private unnamed_addr constant [25 x i8] c"dropping second pointer\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"capturing\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"Payload(%d)\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"~Payload(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %6 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %7 = alloca i32, align 4
  %8 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %9 = alloca %struct.Payload*, align 4
  store i32 0, i32* %1, align 4
  call void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* sret(%"class.std::__exception_ptr::exception_ptr") align 4 %2) #11
  %10 = call noundef zeroext i1 @_ZNKSt15__exception_ptr13exception_ptr7is_nullEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %2) #11
  %11 = zext i1 %10 to i32
  %12 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i32 0, i32 0), i32 noundef %11)
          to label %13 unwind label %30

13:                                               ; preds = %0
  invoke void @_ZL7capturei(%"class.std::__exception_ptr::exception_ptr"* sret(%"class.std::__exception_ptr::exception_ptr") align 4 %5, i32 noundef 7)
          to label %14 unwind label %30

14:                                               ; preds = %13
  %15 = call noundef zeroext i1 @_ZNKSt15__exception_ptr13exception_ptr7is_nullEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %5) #11
  %16 = zext i1 %15 to i32
  %17 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i32 0, i32 0), i32 noundef %16)
          to label %18 unwind label %34

18:                                               ; preds = %14
  %19 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %6, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %5) #11
  %20 = call noundef zeroext i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %6, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %5) #11
  %21 = zext i1 %20 to i32
  %22 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i32 0, i32 0), i32 noundef %21)
          to label %23 unwind label %38

23:                                               ; preds = %18
  store i32 0, i32* %7, align 4
  br label %24

24:                                               ; preds = %67, %23
  %25 = load i32, i32* %7, align 4
  %26 = icmp slt i32 %25, 2
  br i1 %26, label %27, label %75

27:                                               ; preds = %24
  %28 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %8, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %5) #11
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(%"class.std::__exception_ptr::exception_ptr"* noundef %8) #12
          to label %29 unwind label %42

29:                                               ; preds = %27
  unreachable

30:                                               ; preds = %80, %13, %0
  %31 = landingpad { i8*, i32 }
          cleanup
  %32 = extractvalue { i8*, i32 } %31, 0
  store i8* %32, i8** %3, align 4
  %33 = extractvalue { i8*, i32 } %31, 1
  store i32 %33, i32* %4, align 4
  br label %91

34:                                               ; preds = %14
  %35 = landingpad { i8*, i32 }
          cleanup
  %36 = extractvalue { i8*, i32 } %35, 0
  store i8* %36, i8** %3, align 4
  %37 = extractvalue { i8*, i32 } %35, 1
  store i32 %37, i32* %4, align 4
  br label %89

38:                                               ; preds = %77, %75, %60, %18
  %39 = landingpad { i8*, i32 }
          cleanup
  %40 = extractvalue { i8*, i32 } %39, 0
  store i8* %40, i8** %3, align 4
  %41 = extractvalue { i8*, i32 } %39, 1
  store i32 %41, i32* %4, align 4
  br label %87

42:                                               ; preds = %27
  %43 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Payload to i8*)
  %44 = extractvalue { i8*, i32 } %43, 0
  store i8* %44, i8** %3, align 4
  %45 = extractvalue { i8*, i32 } %43, 1
  store i32 %45, i32* %4, align 4
  %46 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %8) #11
  br label %47

47:                                               ; preds = %42
  %48 = load i32, i32* %4, align 4
  %49 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Payload to i8*)) #11
  %50 = icmp eq i32 %48, %49
  br i1 %50, label %51, label %87

51:                                               ; preds = %47
  %52 = load i8*, i8** %3, align 4
  %53 = call i8* @__cxa_begin_catch(i8* %52) #11
  %54 = bitcast i8* %53 to %struct.Payload*
  store %struct.Payload* %54, %struct.Payload** %9, align 4
  %55 = load %struct.Payload*, %struct.Payload** %9, align 4
  %56 = getelementptr inbounds %struct.Payload, %struct.Payload* %55, i32 0, i32 0
  %57 = load i32, i32* %56, align 4
  %58 = load i32, i32* %7, align 4
  %59 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i32 0, i32 0), i32 noundef %57, i32 noundef %58)
          to label %60 unwind label %70

60:                                               ; preds = %51
  %61 = load %struct.Payload*, %struct.Payload** %9, align 4
  %62 = getelementptr inbounds %struct.Payload, %struct.Payload* %61, i32 0, i32 0
  %63 = load i32, i32* %62, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, i32* %62, align 4
  invoke void @__cxa_end_catch()
          to label %65 unwind label %38

65:                                               ; preds = %60
  br label %66

66:                                               ; preds = %65
  br label %67

67:                                               ; preds = %66
  %68 = load i32, i32* %7, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, i32* %7, align 4
  br label %24, !llvm.loop !9

70:                                               ; preds = %51
  %71 = landingpad { i8*, i32 }
          cleanup
  %72 = extractvalue { i8*, i32 } %71, 0
  store i8* %72, i8** %3, align 4
  %73 = extractvalue { i8*, i32 } %71, 1
  store i32 %73, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %74 unwind label %98

74:                                               ; preds = %70
  br label %87

75:                                               ; preds = %24
  %76 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.4, i32 0, i32 0))
          to label %77 unwind label %38

77:                                               ; preds = %75
  %78 = call noundef nonnull align 4 dereferenceable(4) %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptraSERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %5, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %2) #11
  %79 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.5, i32 0, i32 0))
          to label %80 unwind label %38

80:                                               ; preds = %77
  %81 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %6) #11
  %82 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %5) #11
  %83 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0))
          to label %84 unwind label %30

84:                                               ; preds = %80
  store i32 0, i32* %1, align 4
  %85 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %2) #11
  %86 = load i32, i32* %1, align 4
  ret i32 %86

87:                                               ; preds = %74, %47, %38
  %88 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %6) #11
  br label %89

89:                                               ; preds = %87, %34
  %90 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %5) #11
  br label %91

91:                                               ; preds = %89, %30
  %92 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %2) #11
  br label %93

93:                                               ; preds = %91
  %94 = load i8*, i8** %3, align 4
  %95 = load i32, i32* %4, align 4
  %96 = insertvalue { i8*, i32 } undef, i8* %94, 0
  %97 = insertvalue { i8*, i32 } %96, i32 %95, 1
  resume { i8*, i32 } %97

98:                                               ; preds = %70
  %99 = landingpad { i8*, i32 }
          catch i8* null
  %100 = extractvalue { i8*, i32 } %99, 0
  call void @__clang_call_terminate(i8* %100) #13
  unreachable
}

; Function Attrs: nounwind
declare void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* sret(%"class.std::__exception_ptr::exception_ptr") align 4) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef zeroext i1 @_ZNKSt15__exception_ptr13exception_ptr7is_nullEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %0) #3 align 2 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr"*, align 4
  store %"class.std::__exception_ptr::exception_ptr"* %0, %"class.std::__exception_ptr::exception_ptr"** %2, align 4
  %3 = load %"class.std::__exception_ptr::exception_ptr"*, %"class.std::__exception_ptr::exception_ptr"** %2, align 4
  %4 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 4
  %6 = icmp eq i8* %5, null
  ret i1 %6
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7capturei(%"class.std::__exception_ptr::exception_ptr"* noalias sret(%"class.std::__exception_ptr::exception_ptr") align 4 %0, i32 noundef %1) #4 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = bitcast %"class.std::__exception_ptr::exception_ptr"* %0 to i8*
  store i8* %7, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %8 = call i8* @__cxa_allocate_exception(i32 4) #11
  %9 = bitcast i8* %8 to %struct.Payload*
  %10 = load i32, i32* %4, align 4
  %11 = invoke noundef %struct.Payload* @_ZN7PayloadC1Ei(%struct.Payload* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
          to label %12 unwind label %13

12:                                               ; preds = %2
  invoke void @__cxa_throw(i8* %8, i8* bitcast ({ i8*, i8* }* @_ZTI7Payload to i8*), i8* bitcast (%struct.Payload* (%struct.Payload*)* @_ZN7PayloadD1Ev to i8*)) #12
          to label %40 unwind label %17

13:                                               ; preds = %2
  %14 = landingpad { i8*, i32 }
          catch i8* null
  %15 = extractvalue { i8*, i32 } %14, 0
  store i8* %15, i8** %5, align 4
  %16 = extractvalue { i8*, i32 } %14, 1
  store i32 %16, i32* %6, align 4
  call void @__cxa_free_exception(i8* %8) #11
  br label %21

17:                                               ; preds = %12
  %18 = landingpad { i8*, i32 }
          catch i8* null
  %19 = extractvalue { i8*, i32 } %18, 0
  store i8* %19, i8** %5, align 4
  %20 = extractvalue { i8*, i32 } %18, 1
  store i32 %20, i32* %6, align 4
  br label %21

21:                                               ; preds = %17, %13
  %22 = load i8*, i8** %5, align 4
  %23 = call i8* @__cxa_begin_catch(i8* %22) #11
  %24 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i32 0, i32 0))
          to label %25 unwind label %26

25:                                               ; preds = %21
  call void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* sret(%"class.std::__exception_ptr::exception_ptr") align 4 %0) #11
  call void @__cxa_end_catch()
  ret void

26:                                               ; preds = %21
  %27 = landingpad { i8*, i32 }
          cleanup
  %28 = extractvalue { i8*, i32 } %27, 0
  store i8* %28, i8** %5, align 4
  %29 = extractvalue { i8*, i32 } %27, 1
  store i32 %29, i32* %6, align 4
  invoke void @__cxa_end_catch()
          to label %30 unwind label %37

30:                                               ; preds = %26
  br label %32

31:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

32:                                               ; preds = %30
  %33 = load i8*, i8** %5, align 4
  %34 = load i32, i32* %6, align 4
  %35 = insertvalue { i8*, i32 } undef, i8* %33, 0
  %36 = insertvalue { i8*, i32 } %35, i32 %34, 1
  resume { i8*, i32 } %36

37:                                               ; preds = %26
  %38 = landingpad { i8*, i32 }
          catch i8* null
  %39 = extractvalue { i8*, i32 } %38, 0
  call void @__clang_call_terminate(i8* %39) #13
  unreachable

40:                                               ; preds = %12
  unreachable
}

; Function Attrs: nounwind
declare noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4), %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4)) unnamed_addr #1

; Function Attrs: nounwind
declare noundef zeroext i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4), %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4)) #1

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(%"class.std::__exception_ptr::exception_ptr"* noundef) #5

; Function Attrs: nounwind
declare noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4)) unnamed_addr #1

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #6

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #7 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #11
  call void @_ZSt9terminatev() #13
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: nounwind
declare noundef nonnull align 4 dereferenceable(4) %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptraSERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4), %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4)) #1

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Payload* @_ZN7PayloadC1Ei(%struct.Payload* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #8 align 2 {
  %3 = alloca %struct.Payload*, align 4
  %4 = alloca i32, align 4
  store %struct.Payload* %0, %struct.Payload** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Payload*, %struct.Payload** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call noundef %struct.Payload* @_ZN7PayloadC2Ei(%struct.Payload* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
  ret %struct.Payload* %5
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Payload* @_ZN7PayloadD1Ev(%struct.Payload* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #9 align 2 {
  %2 = alloca %struct.Payload*, align 4
  store %struct.Payload* %0, %struct.Payload** %2, align 4
  %3 = load %struct.Payload*, %struct.Payload** %2, align 4
  %4 = call noundef %struct.Payload* @_ZN7PayloadD2Ev(%struct.Payload* noundef nonnull align 4 dereferenceable(4) %3) #11
  ret %struct.Payload* %3
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #10

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Payload* @_ZN7PayloadC2Ei(%struct.Payload* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #8 align 2 {
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

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Payload* @_ZN7PayloadD2Ev(%struct.Payload* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #9 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
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
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #13
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind readnone }
attributes #7 = { noinline noreturn nounwind }
attributes #8 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { cold noreturn nounwind }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
