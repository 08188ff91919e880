; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Big = type { [1000 x i32], [24 x i8], i64 }

$__clang_call_terminate = comdat any

$_ZTS3Big = comdat any

$_ZTI3Big = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Big = linkonce_odr dso_local constant [5 x i8] c"3Big\00", comdat, align 1
@_ZTI3Big = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3Big }, comdat, align 8
@.str = private unnamed_addr constant [37 x i8] c"by ref: %s sum %lld recomputed %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"by value: %s sum %lld recomputed %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"big exception\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca %struct.Big, align 8
  store i32 0, ptr %1, align 4
  invoke void @_ZL14fill_and_throwi(i32 noundef 3)
          to label %6 unwind label %7

6:                                                ; preds = %0
  br label %29

7:                                                ; preds = %0
  %8 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Big
  %9 = extractvalue { ptr, i32 } %8, 0
  store ptr %9, ptr %2, align 8
  %10 = extractvalue { ptr, i32 } %8, 1
  store i32 %10, ptr %3, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4
  %13 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Big) #7
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %61

15:                                               ; preds = %11
  %16 = load ptr, ptr %2, align 8
  %17 = call ptr @__cxa_begin_catch(ptr %16) #7
  store ptr %17, ptr %4, align 8
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %struct.Big, ptr %18, i32 0, i32 1
  %20 = getelementptr inbounds [24 x i8], ptr %19, i64 0, i64 0
  %21 = load ptr, ptr %4, align 8
  %22 = getelementptr inbounds %struct.Big, ptr %21, i32 0, i32 2
  %23 = load i64, ptr %22, align 8
  %24 = load ptr, ptr %4, align 8
  %25 = invoke noundef i64 @_ZL5checkRK3Big(ptr noundef nonnull align 8 dereferenceable(4032) %24)
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
  store ptr %33, ptr %2, align 8
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
  store ptr %38, ptr %2, align 8
  %39 = extractvalue { ptr, i32 } %37, 1
  store i32 %39, ptr %3, align 4
  br label %40

40:                                               ; preds = %36
  %41 = load i32, ptr %3, align 4
  %42 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Big) #7
  %43 = icmp eq i32 %41, %42
  br i1 %43, label %44, label %61

44:                                               ; preds = %40
  %45 = load ptr, ptr %2, align 8
  %46 = call ptr @__cxa_begin_catch(ptr %45) #7
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %46, i64 4032, i1 false)
  %47 = getelementptr inbounds %struct.Big, ptr %5, i32 0, i32 1
  %48 = getelementptr inbounds [24 x i8], ptr %47, i64 0, i64 0
  %49 = getelementptr inbounds %struct.Big, ptr %5, i32 0, i32 2
  %50 = load i64, ptr %49, align 8
  %51 = invoke noundef i64 @_ZL5checkRK3Big(ptr noundef nonnull align 8 dereferenceable(4032) %5)
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
  store ptr %58, ptr %2, align 8
  %59 = extractvalue { ptr, i32 } %57, 1
  store i32 %59, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %60 unwind label %66

60:                                               ; preds = %56
  br label %61

61:                                               ; preds = %60, %40, %35, %11
  %62 = load ptr, ptr %2, align 8
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
  %3 = alloca %struct.Big, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %29, %1
  %9 = load i32, ptr %5, align 4
  %10 = icmp slt i32 %9, 1000
  br i1 %10, label %11, label %32

11:                                               ; preds = %8
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %2, align 4
  %14 = mul nsw i32 %12, %13
  %15 = add nsw i32 %14, 7
  %16 = srem i32 %15, 1009
  %17 = getelementptr inbounds %struct.Big, ptr %3, i32 0, i32 0
  %18 = load i32, ptr %5, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [1000 x i32], ptr %17, i64 0, i64 %19
  store i32 %16, ptr %20, align 4
  %21 = getelementptr inbounds %struct.Big, ptr %3, i32 0, i32 0
  %22 = load i32, ptr %5, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [1000 x i32], ptr %21, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = sext i32 %25 to i64
  %27 = load i64, ptr %4, align 8
  %28 = add nsw i64 %27, %26
  store i64 %28, ptr %4, align 8
  br label %29

29:                                               ; preds = %11
  %30 = load i32, ptr %5, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %5, align 4
  br label %8, !llvm.loop !5

32:                                               ; preds = %8
  store ptr @.str.2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %33

33:                                               ; preds = %50, %32
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %7, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i8, ptr %34, i64 %36
  %38 = load i8, ptr %37, align 1
  %39 = icmp ne i8 %38, 0
  br i1 %39, label %40, label %53

40:                                               ; preds = %33
  %41 = load ptr, ptr %6, align 8
  %42 = load i32, ptr %7, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i8, ptr %41, i64 %43
  %45 = load i8, ptr %44, align 1
  %46 = getelementptr inbounds %struct.Big, ptr %3, i32 0, i32 1
  %47 = load i32, ptr %7, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [24 x i8], ptr %46, i64 0, i64 %48
  store i8 %45, ptr %49, align 1
  br label %50

50:                                               ; preds = %40
  %51 = load i32, ptr %7, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %7, align 4
  br label %33, !llvm.loop !7

53:                                               ; preds = %33
  %54 = getelementptr inbounds %struct.Big, ptr %3, i32 0, i32 1
  %55 = load i32, ptr %7, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [24 x i8], ptr %54, i64 0, i64 %56
  store i8 0, ptr %57, align 1
  %58 = load i64, ptr %4, align 8
  %59 = getelementptr inbounds %struct.Big, ptr %3, i32 0, i32 2
  store i64 %58, ptr %59, align 8
  %60 = call ptr @__cxa_allocate_exception(i64 4032) #7
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %60, ptr align 8 %3, i64 4032, i1 false)
  call void @__cxa_throw(ptr %60, ptr @_ZTI3Big, ptr null) #9
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare dso_local ptr @__cxa_begin_catch(ptr)

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i64 @_ZL5checkRK3Big(ptr noundef nonnull align 8 dereferenceable(4032) %0) #4 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 1000
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.Big, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [1000 x i32], ptr %10, i64 0, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = sext i32 %14 to i64
  %16 = load i64, ptr %3, align 8
  %17 = add nsw i64 %16, %15
  store i64 %17, ptr %3, align 8
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !8

21:                                               ; preds = %5
  %22 = load i64, ptr %3, align 8
  ret i64 %22
}

declare dso_local void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #8
  unreachable
}

declare dso_local void @_ZSt9terminatev()

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

declare dso_local ptr @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
