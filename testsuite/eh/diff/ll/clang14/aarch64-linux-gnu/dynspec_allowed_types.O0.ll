; ModuleID = 'dynspec_allowed_types.cpp'
source_filename = "dynspec_allowed_types.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Derived = type { %struct.Base }
%struct.Base = type { i32 }

$__clang_call_terminate = comdat any

$_ZTS7Derived = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTI7Derived = comdat any

$_ZTSP4Base = comdat any

$_ZTIP4Base = comdat any

$_ZTSP7Derived = comdat any

$_ZTIP7Derived = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS7Derived = linkonce_odr dso_local constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 8
@_ZTI7Derived = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Derived, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 8
@_ZTIi = external constant i8*
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP4Base = linkonce_odr dso_local constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTIP4Base = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTSP4Base, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 8
@.str = private unnamed_addr constant [14 x i8] c"%d: Base* %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%d: int %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"%d: Base %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%d: Derived %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"quiet %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"never: unexpected\0A\00", align 1
@_ZL3g_d = internal global %struct.Derived zeroinitializer, align 4
@_ZTSP7Derived = linkonce_odr dso_local constant [10 x i8] c"P7Derived\00", comdat, align 1
@_ZTIP7Derived = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @_ZTSP7Derived, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*) }, comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Base*, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Base*, align 8
  %8 = alloca %struct.Derived*, align 8
  store i32 0, i32* %1, align 4
  %9 = call noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef @_ZL13never_handlerv) #8
  store i32 0, i32* %2, align 4
  br label %10

10:                                               ; preds = %36, %0
  %11 = load i32, i32* %2, align 4
  %12 = icmp slt i32 %11, 4
  br i1 %12, label %13, label %95

13:                                               ; preds = %10
  %14 = load i32, i32* %2, align 4
  invoke void @_ZL4speci(i32 noundef %14)
          to label %15 unwind label %16

15:                                               ; preds = %13
  br label %35

16:                                               ; preds = %13
  %17 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)
  %18 = extractvalue { i8*, i32 } %17, 0
  store i8* %18, i8** %3, align 8
  %19 = extractvalue { i8*, i32 } %17, 1
  store i32 %19, i32* %4, align 4
  br label %20

20:                                               ; preds = %16
  %21 = load i32, i32* %4, align 4
  %22 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)) #8
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %39

24:                                               ; preds = %20
  %25 = load i8*, i8** %3, align 8
  %26 = call i8* @__cxa_begin_catch(i8* %25) #8
  %27 = bitcast i8* %26 to %struct.Derived*
  store %struct.Derived* %27, %struct.Derived** %8, align 8
  %28 = load i32, i32* %2, align 4
  %29 = load %struct.Derived*, %struct.Derived** %8, align 8
  %30 = bitcast %struct.Derived* %29 to %struct.Base*
  %31 = getelementptr inbounds %struct.Base, %struct.Base* %30, i32 0, i32 0
  %32 = load i32, i32* %31, align 4
  %33 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), i32 noundef %28, i32 noundef %32)
          to label %34 unwind label %90

34:                                               ; preds = %24
  call void @__cxa_end_catch()
  br label %35

35:                                               ; preds = %34, %51, %63, %76, %15
  br label %36

36:                                               ; preds = %35
  %37 = load i32, i32* %2, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %2, align 4
  br label %10, !llvm.loop !10

39:                                               ; preds = %20
  %40 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #8
  %41 = icmp eq i32 %21, %40
  br i1 %41, label %42, label %52

42:                                               ; preds = %39
  %43 = load i8*, i8** %3, align 8
  %44 = call i8* @__cxa_begin_catch(i8* %43) #8
  %45 = bitcast i8* %44 to %struct.Base*
  store %struct.Base* %45, %struct.Base** %7, align 8
  %46 = load i32, i32* %2, align 4
  %47 = load %struct.Base*, %struct.Base** %7, align 8
  %48 = getelementptr inbounds %struct.Base, %struct.Base* %47, i32 0, i32 0
  %49 = load i32, i32* %48, align 4
  %50 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef %46, i32 noundef %49)
          to label %51 unwind label %85

51:                                               ; preds = %42
  call void @__cxa_end_catch()
  br label %35

52:                                               ; preds = %39
  %53 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %54 = icmp eq i32 %21, %53
  br i1 %54, label %55, label %64

55:                                               ; preds = %52
  %56 = load i8*, i8** %3, align 8
  %57 = call i8* @__cxa_begin_catch(i8* %56) #8
  %58 = bitcast i8* %57 to i32*
  %59 = load i32, i32* %58, align 4
  store i32 %59, i32* %6, align 4
  %60 = load i32, i32* %2, align 4
  %61 = load i32, i32* %6, align 4
  %62 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i32 noundef %60, i32 noundef %61)
          to label %63 unwind label %81

63:                                               ; preds = %55
  call void @__cxa_end_catch() #8
  br label %35

64:                                               ; preds = %52
  %65 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)) #8
  %66 = icmp eq i32 %21, %65
  br i1 %66, label %67, label %100

67:                                               ; preds = %64
  %68 = load i8*, i8** %3, align 8
  %69 = call i8* @__cxa_begin_catch(i8* %68) #8
  %70 = bitcast i8* %69 to %struct.Base*
  store %struct.Base* %70, %struct.Base** %5, align 8
  %71 = load i32, i32* %2, align 4
  %72 = load %struct.Base*, %struct.Base** %5, align 8
  %73 = getelementptr inbounds %struct.Base, %struct.Base* %72, i32 0, i32 0
  %74 = load i32, i32* %73, align 4
  %75 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i32 noundef %71, i32 noundef %74)
          to label %76 unwind label %77

76:                                               ; preds = %67
  call void @__cxa_end_catch() #8
  br label %35

77:                                               ; preds = %67
  %78 = landingpad { i8*, i32 }
          cleanup
  %79 = extractvalue { i8*, i32 } %78, 0
  store i8* %79, i8** %3, align 8
  %80 = extractvalue { i8*, i32 } %78, 1
  store i32 %80, i32* %4, align 4
  call void @__cxa_end_catch() #8
  br label %100

81:                                               ; preds = %55
  %82 = landingpad { i8*, i32 }
          cleanup
  %83 = extractvalue { i8*, i32 } %82, 0
  store i8* %83, i8** %3, align 8
  %84 = extractvalue { i8*, i32 } %82, 1
  store i32 %84, i32* %4, align 4
  call void @__cxa_end_catch() #8
  br label %100

85:                                               ; preds = %42
  %86 = landingpad { i8*, i32 }
          cleanup
  %87 = extractvalue { i8*, i32 } %86, 0
  store i8* %87, i8** %3, align 8
  %88 = extractvalue { i8*, i32 } %86, 1
  store i32 %88, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %89 unwind label %105

89:                                               ; preds = %85
  br label %100

90:                                               ; preds = %24
  %91 = landingpad { i8*, i32 }
          cleanup
  %92 = extractvalue { i8*, i32 } %91, 0
  store i8* %92, i8** %3, align 8
  %93 = extractvalue { i8*, i32 } %91, 1
  store i32 %93, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %94 unwind label %105

94:                                               ; preds = %90
  br label %100

95:                                               ; preds = %10
  %96 = call noundef i32 @_ZL5quieti(i32 noundef 0) #8
  %97 = call noundef i32 @_ZL5quieti(i32 noundef 3) #8
  %98 = add nsw i32 %96, %97
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i32 noundef %98)
  ret i32 0

100:                                              ; preds = %94, %89, %81, %77, %64
  %101 = load i8*, i8** %3, align 8
  %102 = load i32, i32* %4, align 4
  %103 = insertvalue { i8*, i32 } undef, i8* %101, 0
  %104 = insertvalue { i8*, i32 } %103, i32 %102, 1
  resume { i8*, i32 } %104

105:                                              ; preds = %90, %85
  %106 = landingpad { i8*, i32 }
          catch i8* null
  %107 = extractvalue { i8*, i32 } %106, 0
  call void @__clang_call_terminate(i8* %107) #9
  unreachable
}

; Function Attrs: nounwind
declare noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL13never_handlerv() #2 {
  %1 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i64 0, i64 0))
  call void @__cxa_rethrow() #10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL4speci(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Derived, align 4
  store i32 %0, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %21

8:                                                ; preds = %1
  %9 = call i8* @__cxa_allocate_exception(i64 4) #8
  %10 = bitcast i8* %9 to %struct.Base*
  %11 = getelementptr inbounds %struct.Base, %struct.Base* %10, i32 0, i32 0
  store i32 10, i32* %11, align 16
  invoke void @__cxa_throw(i8* %9, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* null) #10
          to label %45 unwind label %12

12:                                               ; preds = %37, %34, %24, %8
  %13 = landingpad { i8*, i32 }
          filter [3 x i8*] [i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)]
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %3, align 8
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %4, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, i32* %4, align 4
  %18 = icmp slt i32 %17, 0
  br i1 %18, label %19, label %40

19:                                               ; preds = %16
  %20 = load i8*, i8** %3, align 8
  call void @__cxa_call_unexpected(i8* %20) #10
  unreachable

21:                                               ; preds = %1
  %22 = load i32, i32* %2, align 4
  %23 = icmp eq i32 %22, 1
  br i1 %23, label %24, label %31

24:                                               ; preds = %21
  %25 = bitcast %struct.Derived* %5 to %struct.Base*
  %26 = getelementptr inbounds %struct.Base, %struct.Base* %25, i32 0, i32 0
  store i32 11, i32* %26, align 4
  %27 = call i8* @__cxa_allocate_exception(i64 4) #8
  %28 = bitcast i8* %27 to %struct.Derived*
  %29 = bitcast %struct.Derived* %28 to i8*
  %30 = bitcast %struct.Derived* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %29, i8* align 4 %30, i64 4, i1 false)
  invoke void @__cxa_throw(i8* %27, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* null) #10
          to label %45 unwind label %12

31:                                               ; preds = %21
  %32 = load i32, i32* %2, align 4
  %33 = icmp eq i32 %32, 2
  br i1 %33, label %34, label %37

34:                                               ; preds = %31
  %35 = call i8* @__cxa_allocate_exception(i64 4) #8
  %36 = bitcast i8* %35 to i32*
  store i32 12, i32* %36, align 16
  invoke void @__cxa_throw(i8* %35, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
          to label %45 unwind label %12

37:                                               ; preds = %31
  store i32 13, i32* getelementptr inbounds (%struct.Derived, %struct.Derived* @_ZL3g_d, i32 0, i32 0, i32 0), align 4
  %38 = call i8* @__cxa_allocate_exception(i64 8) #8
  %39 = bitcast i8* %38 to %struct.Derived**
  store %struct.Derived* @_ZL3g_d, %struct.Derived** %39, align 16
  invoke void @__cxa_throw(i8* %38, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*), i8* null) #10
          to label %45 unwind label %12

40:                                               ; preds = %16
  %41 = load i8*, i8** %3, align 8
  %42 = load i32, i32* %4, align 4
  %43 = insertvalue { i8*, i32 } undef, i8* %41, 0
  %44 = insertvalue { i8*, i32 } %43, i32 %42, 1
  resume { i8*, i32 } %44

45:                                               ; preds = %37, %34, %24, %8
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
  %2 = call i8* @__cxa_begin_catch(i8* %0) #8
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL5quieti(i32 noundef %0) #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %6 = load i32, i32* %3, align 4
  invoke void @_ZL4speci(i32 noundef %6)
          to label %7 unwind label %8

7:                                                ; preds = %1
  br label %23

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  store i8* %10, i8** %4, align 8
  %11 = extractvalue { i8*, i32 } %9, 1
  store i32 %11, i32* %5, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i8*, i8** %4, align 8
  %14 = call i8* @__cxa_begin_catch(i8* %13) #8
  %15 = load i32, i32* %3, align 4
  store i32 %15, i32* %2, align 4
  invoke void @__cxa_end_catch()
          to label %16 unwind label %17

16:                                               ; preds = %12
  br label %24

17:                                               ; preds = %12
  %18 = landingpad { i8*, i32 }
          filter [0 x i8*] zeroinitializer
  %19 = extractvalue { i8*, i32 } %18, 0
  store i8* %19, i8** %4, align 8
  %20 = extractvalue { i8*, i32 } %18, 1
  store i32 %20, i32* %5, align 4
  br label %21

21:                                               ; preds = %17
  %22 = load i8*, i8** %4, align 8
  call void @__cxa_call_unexpected(i8* %22) #10
  unreachable

23:                                               ; preds = %7
  store i32 -1, i32* %2, align 4
  br label %24

24:                                               ; preds = %23, %16
  %25 = load i32, i32* %2, align 4
  ret i32 %25
}

declare void @__cxa_rethrow()

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #7

declare void @__cxa_call_unexpected(i8*)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #7 = { argmemonly nofree nounwind willreturn }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { noreturn }

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
