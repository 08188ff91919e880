; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Big = type { [1000 x i32], [24 x i8], i64 }

$__clang_call_terminate = comdat any

$_ZTS3Big = comdat any

$_ZTI3Big = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Big = linkonce_odr dso_local constant [5 x i8] c"3Big\00", comdat, align 1
@_ZTI3Big = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS3Big }, comdat, align 4
@.str = private unnamed_addr constant [37 x i8] c"by ref: %s sum %lld recomputed %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"by value: %s sum %lld recomputed %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"big exception\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca %struct.Big, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL14fill_and_throwi(i32 noundef 3)
          to label %6 unwind label %7

6:                                                ; preds = %0
  br label %29

7:                                                ; preds = %0
  %8 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Big
  %9 = extractvalue { ptr, i32 } %8, 0
  store ptr %9, ptr %2, align 4
  %10 = extractvalue { ptr, i32 } %8, 1
  store i32 %10, ptr %3, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4
  %13 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Big) #7
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %61

15:                                               ; preds = %11
  %16 = load ptr, ptr %2, align 4
  %17 = call ptr @__cxa_begin_catch(ptr %16) #7
  store ptr %17, ptr %4, align 4
  %18 = load ptr, ptr %4, align 4
  %19 = getelementptr inbounds %struct.Big, ptr %18, i32 0, i32 1
  %20 = getelementptr inbounds [24 x i8], ptr %19, i32 0, i32 0
  %21 = load ptr, ptr %4, align 4
  %22 = getelementptr inbounds %struct.Big, ptr %21, i32 0, i32 2
  %23 = load i64, ptr %22, align 4
  %24 = load ptr, ptr %4, align 4
  %25 = invoke noundef i64 @_ZL5checkRK3Big(ptr noundef nonnull align 4 dereferenceable(4032) %24)
          to label %26 unwind label %31

26:                                               ; preds = %15
  %27 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %20, i64 noundef %23, i64 noundef %25)
          to label %28 unwind label %31

28:                                               ; preds = %26
  call void @__cxa_end_catch()
  br label %29

29:                                               ; preds = %28, %6
  invoke void @_ZL14fill_and_throwi(i32 noundef 5)
          to label %30 unwind label %36

30:                                               ; preds = %29
  br label %55

31:                                               ; preds = %26, %15
  %32 = landingpad { ptr, i32 }
          cleanup
  %33 = extractvalue { ptr, i32 } %32, 0
  store ptr %33, ptr %2, align 4
  %34 = extractvalue { ptr, i32 } %32, 1
  store i32 %34, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %35 unwind label %66

35:                                               ; preds = %31
  br label %61

36:                                               ; preds = %29
  %37 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Big
  %38 = extractvalue { ptr, i32 } %37, 0
  store ptr %38, ptr %2, align 4
  %39 = extractvalue { ptr, i32 } %37, 1
  store i32 %39, ptr %3, align 4
  br label %40

40:                                               ; preds = %36
  %41 = load i32, ptr %3, align 4
  %42 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Big) #7
  %43 = icmp eq i32 %41, %42
  br i1 %43, label %44, label %61

44:                                               ; preds = %40
  %45 = load ptr, ptr %2, align 4
  %46 = call ptr @__cxa_begin_catch(ptr %45) #7
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %5, ptr align 4 %46, i32 4032, i1 false)
  %47 = getelementptr inbounds %struct.Big, ptr %5, i32 0, i32 1
  %48 = getelementptr inbounds [24 x i8], ptr %47, i32 0, i32 0
  %49 = getelementptr inbounds %struct.Big, ptr %5, i32 0, i32 2
  %50 = load i64, ptr %49, align 4
  %51 = invoke noundef i64 @_ZL5checkRK3Big(ptr noundef nonnull align 4 dereferenceable(4032) %5)
          to label %52 unwind label %56

52:                                               ; preds = %44
  %53 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %48, i64 noundef %50, i64 noundef %51)
          to label %54 unwind label %56

54:                                               ; preds = %52
  call void @__cxa_end_catch()
  br label %55

55:                                               ; preds = %54, %30
  ret i32 0

56:                                               ; preds = %52, %44
  %57 = landingpad { ptr, i32 }
          cleanup
  %58 = extractvalue { ptr, i32 } %57, 0
  store ptr %58, ptr %2, align 4
  %59 = extractvalue { ptr, i32 } %57, 1
  store i32 %59, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %60 unwind label %66

60:                                               ; preds = %56
  br label %61

61:                                               ; preds = %60, %40, %35, %11
  %62 = load ptr, ptr %2, align 4
  %63 = load i32, ptr %3, align 4
  %64 = insertvalue { ptr, i32 } poison, ptr %62, 0
  %65 = insertvalue { ptr, i32 } %64, i32 %63, 1
  resume { ptr, i32 } %65

66:                                               ; preds = %56, %31
  %67 = landingpad { ptr, i32 }
          catch ptr null
  %68 = extractvalue { ptr, i32 } %67, 0
  call void @__clang_call_terminate(ptr %68) #8
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL14fill_and_throwi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Big, align 4
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
  br label %8, !llvm.loop !7

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
  br label %31, !llvm.loop !9

48:                                               ; preds = %31
  %49 = getelementptr inbounds %struct.Big, ptr %3, i32 0, i32 1
  %50 = load i32, ptr %7, align 4
  %51 = getelementptr inbounds [24 x i8], ptr %49, i32 0, i32 %50
  store i8 0, ptr %51, align 1
  %52 = load i64, ptr %4, align 8
  %53 = getelementptr inbounds %struct.Big, ptr %3, i32 0, i32 2
  store i64 %52, ptr %53, align 4
  %54 = call ptr @__cxa_allocate_exception(i32 4032) #7
  call void @llvm.memcpy.p0.p0.i32(ptr align 16 %54, ptr align 4 %3, i32 4032, i1 false)
  call void @__cxa_throw(ptr %54, ptr @_ZTI3Big, ptr null) #9
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i64 @_ZL5checkRK3Big(ptr noundef nonnull align 4 dereferenceable(4032) %0) #4 {
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
  br label %5, !llvm.loop !10

20:                                               ; preds = %5
  %21 = load i64, ptr %3, align 8
  ret i64 %21
}

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #6

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
