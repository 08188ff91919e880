; ModuleID = 'dynspec_allowed_types.cpp'
source_filename = "dynspec_allowed_types.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
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

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7Derived = linkonce_odr dso_local constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Base }, comdat, align 8
@_ZTI7Derived = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS7Derived, ptr @_ZTI4Base }, comdat, align 8
@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP4Base = linkonce_odr dso_local constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTIP4Base = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP4Base, i32 0, ptr @_ZTI4Base }, comdat, align 8
@.str = private unnamed_addr constant [14 x i8] c"%d: Base* %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%d: int %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"%d: Base %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%d: Derived %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"quiet %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"never: unexpected\0A\00", align 1
@_ZL3g_d = internal global %struct.Derived zeroinitializer, align 4
@_ZTSP7Derived = linkonce_odr dso_local constant [10 x i8] c"P7Derived\00", comdat, align 1
@_ZTIP7Derived = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP7Derived, i32 0, ptr @_ZTI7Derived }, comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %9 = call noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef @_ZL13never_handlerv) #8
  store i32 0, ptr %2, align 4
  br label %10

10:                                               ; preds = %34, %0
  %11 = load i32, ptr %2, align 4
  %12 = icmp slt i32 %11, 4
  br i1 %12, label %13, label %90

13:                                               ; preds = %10
  %14 = load i32, ptr %2, align 4
  invoke void @_ZL4speci(i32 noundef %14)
          to label %15 unwind label %16

15:                                               ; preds = %13
  br label %33

16:                                               ; preds = %13
  %17 = landingpad { ptr, i32 }
          catch ptr @_ZTI7Derived
          catch ptr @_ZTI4Base
          catch ptr @_ZTIi
          catch ptr @_ZTIP4Base
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %3, align 8
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %4, align 4
  br label %20

20:                                               ; preds = %16
  %21 = load i32, ptr %4, align 4
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Derived) #8
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %37

24:                                               ; preds = %20
  %25 = load ptr, ptr %3, align 8
  %26 = call ptr @__cxa_begin_catch(ptr %25) #8
  store ptr %26, ptr %8, align 8
  %27 = load i32, ptr %2, align 4
  %28 = load ptr, ptr %8, align 8
  %29 = getelementptr inbounds %struct.Base, ptr %28, i32 0, i32 0
  %30 = load i32, ptr %29, align 4
  %31 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %27, i32 noundef %30)
          to label %32 unwind label %85

32:                                               ; preds = %24
  call void @__cxa_end_catch()
  br label %33

33:                                               ; preds = %32, %48, %59, %71, %15
  br label %34

34:                                               ; preds = %33
  %35 = load i32, ptr %2, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %2, align 4
  br label %10, !llvm.loop !6

37:                                               ; preds = %20
  %38 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #8
  %39 = icmp eq i32 %21, %38
  br i1 %39, label %40, label %49

40:                                               ; preds = %37
  %41 = load ptr, ptr %3, align 8
  %42 = call ptr @__cxa_begin_catch(ptr %41) #8
  store ptr %42, ptr %7, align 8
  %43 = load i32, ptr %2, align 4
  %44 = load ptr, ptr %7, align 8
  %45 = getelementptr inbounds %struct.Base, ptr %44, i32 0, i32 0
  %46 = load i32, ptr %45, align 4
  %47 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %43, i32 noundef %46)
          to label %48 unwind label %80

48:                                               ; preds = %40
  call void @__cxa_end_catch()
  br label %33

49:                                               ; preds = %37
  %50 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %51 = icmp eq i32 %21, %50
  br i1 %51, label %52, label %60

52:                                               ; preds = %49
  %53 = load ptr, ptr %3, align 8
  %54 = call ptr @__cxa_begin_catch(ptr %53) #8
  %55 = load i32, ptr %54, align 4
  store i32 %55, ptr %6, align 4
  %56 = load i32, ptr %2, align 4
  %57 = load i32, ptr %6, align 4
  %58 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %56, i32 noundef %57)
          to label %59 unwind label %76

59:                                               ; preds = %52
  call void @__cxa_end_catch() #8
  br label %33

60:                                               ; preds = %49
  %61 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP4Base) #8
  %62 = icmp eq i32 %21, %61
  br i1 %62, label %63, label %95

63:                                               ; preds = %60
  %64 = load ptr, ptr %3, align 8
  %65 = call ptr @__cxa_begin_catch(ptr %64) #8
  store ptr %65, ptr %5, align 8
  %66 = load i32, ptr %2, align 4
  %67 = load ptr, ptr %5, align 8
  %68 = getelementptr inbounds %struct.Base, ptr %67, i32 0, i32 0
  %69 = load i32, ptr %68, align 4
  %70 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %66, i32 noundef %69)
          to label %71 unwind label %72

71:                                               ; preds = %63
  call void @__cxa_end_catch() #8
  br label %33

72:                                               ; preds = %63
  %73 = landingpad { ptr, i32 }
          cleanup
  %74 = extractvalue { ptr, i32 } %73, 0
  store ptr %74, ptr %3, align 8
  %75 = extractvalue { ptr, i32 } %73, 1
  store i32 %75, ptr %4, align 4
  call void @__cxa_end_catch() #8
  br label %95

76:                                               ; preds = %52
  %77 = landingpad { ptr, i32 }
          cleanup
  %78 = extractvalue { ptr, i32 } %77, 0
  store ptr %78, ptr %3, align 8
  %79 = extractvalue { ptr, i32 } %77, 1
  store i32 %79, ptr %4, align 4
  call void @__cxa_end_catch() #8
  br label %95

80:                                               ; preds = %40
  %81 = landingpad { ptr, i32 }
          cleanup
  %82 = extractvalue { ptr, i32 } %81, 0
  store ptr %82, ptr %3, align 8
  %83 = extractvalue { ptr, i32 } %81, 1
  store i32 %83, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %84 unwind label %100

84:                                               ; preds = %80
  br label %95

85:                                               ; preds = %24
  %86 = landingpad { ptr, i32 }
          cleanup
  %87 = extractvalue { ptr, i32 } %86, 0
  store ptr %87, ptr %3, align 8
  %88 = extractvalue { ptr, i32 } %86, 1
  store i32 %88, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %89 unwind label %100

89:                                               ; preds = %85
  br label %95

90:                                               ; preds = %10
  %91 = call noundef i32 @_ZL5quieti(i32 noundef 0) #8
  %92 = call noundef i32 @_ZL5quieti(i32 noundef 3) #8
  %93 = add nsw i32 %91, %92
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %93)
  ret i32 0

95:                                               ; preds = %89, %84, %76, %72, %60
  %96 = load ptr, ptr %3, align 8
  %97 = load i32, ptr %4, align 4
  %98 = insertvalue { ptr, i32 } poison, ptr %96, 0
  %99 = insertvalue { ptr, i32 } %98, i32 %97, 1
  resume { ptr, i32 } %99

100:                                              ; preds = %85, %80
  %101 = landingpad { ptr, i32 }
          catch ptr null
  %102 = extractvalue { ptr, i32 } %101, 0
  call void @__clang_call_terminate(ptr %102) #9
  unreachable
}

; Function Attrs: nounwind
declare noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL13never_handlerv() #2 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  call void @__cxa_rethrow() #10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL4speci(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Derived, align 4
  store i32 %0, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %20

8:                                                ; preds = %1
  %9 = call ptr @__cxa_allocate_exception(i64 4) #8
  %10 = getelementptr inbounds %struct.Base, ptr %9, i32 0, i32 0
  store i32 10, ptr %10, align 16
  invoke void @__cxa_throw(ptr %9, ptr @_ZTI4Base, ptr null) #10
          to label %38 unwind label %11

11:                                               ; preds = %31, %29, %23, %8
  %12 = landingpad { ptr, i32 }
          filter [3 x ptr] [ptr @_ZTI4Base, ptr @_ZTIi, ptr @_ZTIP4Base]
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %3, align 8
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %4, align 4
  br label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %33

18:                                               ; preds = %15
  %19 = load ptr, ptr %3, align 8
  call void @__cxa_call_unexpected(ptr %19) #10
  unreachable

20:                                               ; preds = %1
  %21 = load i32, ptr %2, align 4
  %22 = icmp eq i32 %21, 1
  br i1 %22, label %23, label %26

23:                                               ; preds = %20
  %24 = getelementptr inbounds %struct.Base, ptr %5, i32 0, i32 0
  store i32 11, ptr %24, align 4
  %25 = call ptr @__cxa_allocate_exception(i64 4) #8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %25, ptr align 4 %5, i64 4, i1 false)
  invoke void @__cxa_throw(ptr %25, ptr @_ZTI7Derived, ptr null) #10
          to label %38 unwind label %11

26:                                               ; preds = %20
  %27 = load i32, ptr %2, align 4
  %28 = icmp eq i32 %27, 2
  br i1 %28, label %29, label %31

29:                                               ; preds = %26
  %30 = call ptr @__cxa_allocate_exception(i64 4) #8
  store i32 12, ptr %30, align 16
  invoke void @__cxa_throw(ptr %30, ptr @_ZTIi, ptr null) #10
          to label %38 unwind label %11

31:                                               ; preds = %26
  store i32 13, ptr @_ZL3g_d, align 4
  %32 = call ptr @__cxa_allocate_exception(i64 8) #8
  store ptr @_ZL3g_d, ptr %32, align 16
  invoke void @__cxa_throw(ptr %32, ptr @_ZTIP7Derived, ptr null) #10
          to label %38 unwind label %11

33:                                               ; preds = %15
  %34 = load ptr, ptr %3, align 8
  %35 = load i32, ptr %4, align 4
  %36 = insertvalue { ptr, i32 } poison, ptr %34, 0
  %37 = insertvalue { ptr, i32 } %36, i32 %35, 1
  resume { ptr, i32 } %37

38:                                               ; preds = %31, %29, %23, %8
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #8
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL5quieti(i32 noundef %0) #6 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  invoke void @_ZL4speci(i32 noundef %6)
          to label %7 unwind label %8

7:                                                ; preds = %1
  br label %23

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  store ptr %10, ptr %4, align 8
  %11 = extractvalue { ptr, i32 } %9, 1
  store i32 %11, ptr %5, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8
  %14 = call ptr @__cxa_begin_catch(ptr %13) #8
  %15 = load i32, ptr %3, align 4
  store i32 %15, ptr %2, align 4
  invoke void @__cxa_end_catch()
          to label %16 unwind label %17

16:                                               ; preds = %12
  br label %24

17:                                               ; preds = %12
  %18 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %4, align 8
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %5, align 4
  br label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %4, align 8
  call void @__cxa_call_unexpected(ptr %22) #10
  unreachable

23:                                               ; preds = %7
  store i32 -1, ptr %2, align 4
  br label %24

24:                                               ; preds = %23, %16
  %25 = load i32, ptr %2, align 4
  ret i32 %25
}

declare void @__cxa_rethrow()

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

declare void @__cxa_call_unexpected(ptr)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
