; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Big = type { [1000 x i32], [24 x i8], i64 }

$_ZTS3Big = comdat any

$_ZTI3Big = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Big = linkonce_odr hidden constant [5 x i8] c"3Big\00", comdat, align 1
@_ZTI3Big = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS3Big }, comdat, align 4
@.str = private unnamed_addr constant [37 x i8] c"by ref: %s sum %lld recomputed %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"by value: %s sum %lld recomputed %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"big exception\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca %struct.Big, align 8
  store i32 0, ptr %1, align 4
  invoke void @_ZL14fill_and_throwi(i32 noundef 3)
          to label %53 unwind label %5

5:                                                ; preds = %0
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [ptr @_ZTI3Big]
  %9 = call ptr @llvm.wasm.get.exception(token %8)
  store ptr %9, ptr %2, align 4
  %10 = call i32 @llvm.wasm.get.ehselector(token %8)
  %11 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Big) #8
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %28

13:                                               ; preds = %7
  %14 = load ptr, ptr %2, align 4
  %15 = call ptr @__cxa_begin_catch(ptr %14) #8 [ "funclet"(token %8) ]
  store ptr %15, ptr %3, align 4
  %16 = load ptr, ptr %3, align 4
  %17 = getelementptr inbounds %struct.Big, ptr %16, i32 0, i32 1
  %18 = getelementptr inbounds [24 x i8], ptr %17, i32 0, i32 0
  %19 = load ptr, ptr %3, align 4
  %20 = getelementptr inbounds %struct.Big, ptr %19, i32 0, i32 2
  %21 = load i64, ptr %20, align 8
  %22 = load ptr, ptr %3, align 4
  %23 = invoke noundef i64 @_ZL5checkRK3Big(ptr noundef nonnull align 8 dereferenceable(4032) %22) [ "funclet"(token %8) ]
          to label %24 unwind label %54

24:                                               ; preds = %13
  %25 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %18, i64 noundef %21, i64 noundef %23) [ "funclet"(token %8) ]
          to label %26 unwind label %54

26:                                               ; preds = %24
  call void @__cxa_end_catch() [ "funclet"(token %8) ]
  catchret from %8 to label %27

27:                                               ; preds = %26
  br label %29

28:                                               ; preds = %7
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %8) ]
  unreachable

29:                                               ; preds = %27, %53
  invoke void @_ZL14fill_and_throwi(i32 noundef 5)
          to label %52 unwind label %30

30:                                               ; preds = %29
  %31 = catchswitch within none [label %32] unwind to caller

32:                                               ; preds = %30
  %33 = catchpad within %31 [ptr @_ZTI3Big]
  %34 = call ptr @llvm.wasm.get.exception(token %33)
  store ptr %34, ptr %2, align 4
  %35 = call i32 @llvm.wasm.get.ehselector(token %33)
  %36 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Big) #8
  %37 = icmp eq i32 %35, %36
  br i1 %37, label %38, label %50

38:                                               ; preds = %32
  %39 = load ptr, ptr %2, align 4
  %40 = call ptr @__cxa_begin_catch(ptr %39) #8 [ "funclet"(token %33) ]
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %4, ptr align 8 %40, i32 4032, i1 false)
  %41 = getelementptr inbounds %struct.Big, ptr %4, i32 0, i32 1
  %42 = getelementptr inbounds [24 x i8], ptr %41, i32 0, i32 0
  %43 = getelementptr inbounds %struct.Big, ptr %4, i32 0, i32 2
  %44 = load i64, ptr %43, align 8
  %45 = invoke noundef i64 @_ZL5checkRK3Big(ptr noundef nonnull align 8 dereferenceable(4032) %4) [ "funclet"(token %33) ]
          to label %46 unwind label %57

46:                                               ; preds = %38
  %47 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %42, i64 noundef %44, i64 noundef %45) [ "funclet"(token %33) ]
          to label %48 unwind label %57

48:                                               ; preds = %46
  call void @__cxa_end_catch() [ "funclet"(token %33) ]
  catchret from %33 to label %49

49:                                               ; preds = %48
  br label %51

50:                                               ; preds = %32
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %33) ]
  unreachable

51:                                               ; preds = %49, %52
  ret i32 0

52:                                               ; preds = %29
  br label %51

53:                                               ; preds = %0
  br label %29

54:                                               ; preds = %24, %13
  %55 = cleanuppad within %8 []
  invoke void @__cxa_end_catch() [ "funclet"(token %55) ]
          to label %56 unwind label %60

56:                                               ; preds = %54
  cleanupret from %55 unwind to caller

57:                                               ; preds = %46, %38
  %58 = cleanuppad within %33 []
  invoke void @__cxa_end_catch() [ "funclet"(token %58) ]
          to label %59 unwind label %62

59:                                               ; preds = %57
  cleanupret from %58 unwind to caller

60:                                               ; preds = %54
  %61 = cleanuppad within %55 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %61) ]
  unreachable

62:                                               ; preds = %57
  %63 = cleanuppad within %58 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %63) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL14fill_and_throwi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Big, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %27, %1
  %9 = load i32, ptr %5, align 4
  %10 = icmp slt i32 %9, 1000
  br i1 %10, label %11, label %30

11:                                               ; preds = %8
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %2, align 4
  %14 = mul nsw i32 %12, %13
  %15 = add nsw i32 %14, 7
  %16 = srem i32 %15, 1009
  %17 = getelementptr inbounds %struct.Big, ptr %3, i32 0, i32 0
  %18 = load i32, ptr %5, align 4
  %19 = getelementptr inbounds [1000 x i32], ptr %17, i32 0, i32 %18
  store i32 %16, ptr %19, align 4
  %20 = getelementptr inbounds %struct.Big, ptr %3, i32 0, i32 0
  %21 = load i32, ptr %5, align 4
  %22 = getelementptr inbounds [1000 x i32], ptr %20, i32 0, i32 %21
  %23 = load i32, ptr %22, align 4
  %24 = sext i32 %23 to i64
  %25 = load i64, ptr %4, align 8
  %26 = add nsw i64 %25, %24
  store i64 %26, ptr %4, align 8
  br label %27

27:                                               ; preds = %11
  %28 = load i32, ptr %5, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %5, align 4
  br label %8, !llvm.loop !2

30:                                               ; preds = %8
  store ptr @.str.2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %31

31:                                               ; preds = %45, %30
  %32 = load ptr, ptr %6, align 4
  %33 = load i32, ptr %7, align 4
  %34 = getelementptr inbounds i8, ptr %32, i32 %33
  %35 = load i8, ptr %34, align 1
  %36 = icmp ne i8 %35, 0
  br i1 %36, label %37, label %48

37:                                               ; preds = %31
  %38 = load ptr, ptr %6, align 4
  %39 = load i32, ptr %7, align 4
  %40 = getelementptr inbounds i8, ptr %38, i32 %39
  %41 = load i8, ptr %40, align 1
  %42 = getelementptr inbounds %struct.Big, ptr %3, i32 0, i32 1
  %43 = load i32, ptr %7, align 4
  %44 = getelementptr inbounds [24 x i8], ptr %42, i32 0, i32 %43
  store i8 %41, ptr %44, align 1
  br label %45

45:                                               ; preds = %37
  %46 = load i32, ptr %7, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %7, align 4
  br label %31, !llvm.loop !4

48:                                               ; preds = %31
  %49 = getelementptr inbounds %struct.Big, ptr %3, i32 0, i32 1
  %50 = load i32, ptr %7, align 4
  %51 = getelementptr inbounds [24 x i8], ptr %49, i32 0, i32 %50
  store i8 0, ptr %51, align 1
  %52 = load i64, ptr %4, align 8
  %53 = getelementptr inbounds %struct.Big, ptr %3, i32 0, i32 2
  store i64 %52, ptr %53, align 8
  %54 = call ptr @__cxa_allocate_exception(i32 4032) #8
  call void @llvm.memcpy.p0.p0.i32(ptr align 16 %54, ptr align 8 %3, i32 4032, i1 false)
  call void @__cxa_throw(ptr %54, ptr @_ZTI3Big, ptr null) #6
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i64 @_ZL5checkRK3Big(ptr noundef nonnull align 8 dereferenceable(4032) %0) #5 {
  %2 = alloca ptr, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %17, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 1000
  br i1 %7, label %8, label %20

8:                                                ; preds = %5
  %9 = load ptr, ptr %2, align 4
  %10 = getelementptr inbounds %struct.Big, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %4, align 4
  %12 = getelementptr inbounds [1000 x i32], ptr %10, i32 0, i32 %11
  %13 = load i32, ptr %12, align 4
  %14 = sext i32 %13 to i64
  %15 = load i64, ptr %3, align 8
  %16 = add nsw i64 %15, %14
  store i64 %16, ptr %3, align 8
  br label %17

17:                                               ; preds = %8
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %4, align 4
  br label %5, !llvm.loop !5

20:                                               ; preds = %5
  %21 = load i64, ptr %3, align 8
  ret i64 %21
}

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #7

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { noreturn }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
