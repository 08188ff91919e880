; ModuleID = 'dynspec_bad_exception.cpp'
source_filename = "dynspec_bad_exception.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.B = type { i32 }
%"class.std::bad_exception" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }
%struct.A = type { i8 }

$__clang_call_terminate = comdat any

$_ZN1BD2Ev = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1A, i32 0, i32 0) }, comdat, align 8
@_ZTISt13bad_exception = external constant i8*
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1B, i32 0, i32 0) }, comdat, align 8
@.str = private unnamed_addr constant [10 x i8] c"never: B\0A\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"caught bad_exception: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"never: A\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"unexpected handler: rethrow\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"~B(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.B*, align 8
  %5 = alloca %"class.std::bad_exception"*, align 8
  %6 = alloca %struct.A*, align 8
  store i32 0, i32* %1, align 4
  %7 = call noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef @_ZL15rethrow_handlerv) #7
  invoke void @_ZL4speci(i32 noundef 5)
          to label %8 unwind label %9

8:                                                ; preds = %0
  br label %23

9:                                                ; preds = %0
  %10 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)
          catch i8* bitcast (i8** @_ZTISt13bad_exception to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)
  %11 = extractvalue { i8*, i32 } %10, 0
  store i8* %11, i8** %2, align 8
  %12 = extractvalue { i8*, i32 } %10, 1
  store i32 %12, i32* %3, align 4
  br label %13

13:                                               ; preds = %9
  %14 = load i32, i32* %3, align 4
  %15 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)) #7
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %25

17:                                               ; preds = %13
  %18 = load i8*, i8** %2, align 8
  %19 = call i8* @__cxa_begin_catch(i8* %18) #7
  %20 = bitcast i8* %19 to %struct.A*
  store %struct.A* %20, %struct.A** %6, align 8
  %21 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0))
          to label %22 unwind label %59

22:                                               ; preds = %17
  call void @__cxa_end_catch()
  br label %23

23:                                               ; preds = %22, %39, %48, %8
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0))
  ret i32 0

25:                                               ; preds = %13
  %26 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt13bad_exception to i8*)) #7
  %27 = icmp eq i32 %14, %26
  br i1 %27, label %28, label %40

28:                                               ; preds = %25
  %29 = load i8*, i8** %2, align 8
  %30 = call i8* @__cxa_begin_catch(i8* %29) #7
  %31 = bitcast i8* %30 to %"class.std::bad_exception"*
  store %"class.std::bad_exception"* %31, %"class.std::bad_exception"** %5, align 8
  %32 = load %"class.std::bad_exception"*, %"class.std::bad_exception"** %5, align 8
  %33 = bitcast %"class.std::bad_exception"* %32 to i8* (%"class.std::bad_exception"*)***
  %34 = load i8* (%"class.std::bad_exception"*)**, i8* (%"class.std::bad_exception"*)*** %33, align 8
  %35 = getelementptr inbounds i8* (%"class.std::bad_exception"*)*, i8* (%"class.std::bad_exception"*)** %34, i64 2
  %36 = load i8* (%"class.std::bad_exception"*)*, i8* (%"class.std::bad_exception"*)** %35, align 8
  %37 = call noundef i8* %36(%"class.std::bad_exception"* noundef nonnull align 8 dereferenceable(8) %32) #7
  %38 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i64 0, i64 0), i8* noundef %37)
          to label %39 unwind label %54

39:                                               ; preds = %28
  call void @__cxa_end_catch()
  br label %23

40:                                               ; preds = %25
  %41 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)) #7
  %42 = icmp eq i32 %14, %41
  br i1 %42, label %43, label %64

43:                                               ; preds = %40
  %44 = load i8*, i8** %2, align 8
  %45 = call i8* @__cxa_begin_catch(i8* %44) #7
  %46 = bitcast i8* %45 to %struct.B*
  store %struct.B* %46, %struct.B** %4, align 8
  %47 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0))
          to label %48 unwind label %49

48:                                               ; preds = %43
  call void @__cxa_end_catch()
  br label %23

49:                                               ; preds = %43
  %50 = landingpad { i8*, i32 }
          cleanup
  %51 = extractvalue { i8*, i32 } %50, 0
  store i8* %51, i8** %2, align 8
  %52 = extractvalue { i8*, i32 } %50, 1
  store i32 %52, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %53 unwind label %69

53:                                               ; preds = %49
  br label %64

54:                                               ; preds = %28
  %55 = landingpad { i8*, i32 }
          cleanup
  %56 = extractvalue { i8*, i32 } %55, 0
  store i8* %56, i8** %2, align 8
  %57 = extractvalue { i8*, i32 } %55, 1
  store i32 %57, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %58 unwind label %69

58:                                               ; preds = %54
  br label %64

59:                                               ; preds = %17
  %60 = landingpad { i8*, i32 }
          cleanup
  %61 = extractvalue { i8*, i32 } %60, 0
  store i8* %61, i8** %2, align 8
  %62 = extractvalue { i8*, i32 } %60, 1
  store i32 %62, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %63 unwind label %69

63:                                               ; preds = %59
  br label %64

64:                                               ; preds = %63, %58, %53, %40
  %65 = load i8*, i8** %2, align 8
  %66 = load i32, i32* %3, align 4
  %67 = insertvalue { i8*, i32 } undef, i8* %65, 0
  %68 = insertvalue { i8*, i32 } %67, i32 %66, 1
  resume { i8*, i32 } %68

69:                                               ; preds = %59, %54, %49
  %70 = landingpad { i8*, i32 }
          catch i8* null
  %71 = extractvalue { i8*, i32 } %70, 0
  call void @__clang_call_terminate(i8* %71) #8
  unreachable
}

; Function Attrs: nounwind
declare noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL15rethrow_handlerv() #2 {
  %1 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.4, i64 0, i64 0))
  call void @__cxa_rethrow() #9
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL4speci(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = call i8* @__cxa_allocate_exception(i64 4) #7
  %6 = bitcast i8* %5 to %struct.B*
  %7 = getelementptr inbounds %struct.B, %struct.B* %6, i32 0, i32 0
  %8 = load i32, i32* %2, align 4
  store i32 %8, i32* %7, align 16
  invoke void @__cxa_throw(i8* %5, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (void (%struct.B*)* @_ZN1BD2Ev to i8*)) #9
          to label %23 unwind label %9

9:                                                ; preds = %1
  %10 = landingpad { i8*, i32 }
          filter [2 x i8*] [i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast (i8** @_ZTISt13bad_exception to i8*)]
  %11 = extractvalue { i8*, i32 } %10, 0
  store i8* %11, i8** %3, align 8
  %12 = extractvalue { i8*, i32 } %10, 1
  store i32 %12, i32* %4, align 4
  br label %13

13:                                               ; preds = %9
  %14 = load i32, i32* %4, align 4
  %15 = icmp slt i32 %14, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = load i8*, i8** %3, align 8
  call void @__cxa_call_unexpected(i8* %17) #9
  unreachable

18:                                               ; preds = %13
  %19 = load i8*, i8** %3, align 8
  %20 = load i32, i32* %4, align 4
  %21 = insertvalue { i8*, i32 } undef, i8* %19, 0
  %22 = insertvalue { i8*, i32 } %21, i32 %20, 1
  resume { i8*, i32 } %22

23:                                               ; preds = %1
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

declare void @__cxa_rethrow()

declare i8* @__cxa_allocate_exception(i64)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.B*, align 8
  store %struct.B* %0, %struct.B** %2, align 8
  %3 = load %struct.B*, %struct.B** %2, align 8
  %4 = getelementptr inbounds %struct.B, %struct.B* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #8
  unreachable
}

declare void @__cxa_throw(i8*, i8*, i8*)

declare void @__cxa_call_unexpected(i8*)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { noreturn }

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
