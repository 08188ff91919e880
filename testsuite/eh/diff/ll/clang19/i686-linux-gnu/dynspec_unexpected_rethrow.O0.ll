; ModuleID = 'dynspec_unexpected_rethrow.cpp'
source_filename = "dynspec_unexpected_rethrow.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.A = type { i32 }
%struct.B = type { i32 }
%struct.Local = type { i8 }

$__clang_call_terminate = comdat any

$_ZN5LocalD2Ev = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1A }, comdat, align 4
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1B }, comdat, align 4
@.str = private unnamed_addr constant [13 x i8] c"never: B %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"caught A %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"unexpected handler: throwing A\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"~Local\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %7 = call noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef @_ZL7handlerv) #7
  store i32 1, ptr %2, align 4
  br label %8

8:                                                ; preds = %31, %0
  %9 = load i32, ptr %2, align 4
  %10 = icmp sle i32 %9, 2
  br i1 %10, label %11, label %55

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4
  invoke void @_ZL6only_ai(i32 noundef %12)
          to label %13 unwind label %14

13:                                               ; preds = %11
  br label %30

14:                                               ; preds = %11
  %15 = landingpad { ptr, i32 }
          catch ptr @_ZTI1A
          catch ptr @_ZTI1B
  %16 = extractvalue { ptr, i32 } %15, 0
  store ptr %16, ptr %3, align 4
  %17 = extractvalue { ptr, i32 } %15, 1
  store i32 %17, ptr %4, align 4
  br label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %4, align 4
  %20 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1A) #7
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %34

22:                                               ; preds = %18
  %23 = load ptr, ptr %3, align 4
  %24 = call ptr @__cxa_begin_catch(ptr %23) #7
  store ptr %24, ptr %6, align 4
  %25 = load ptr, ptr %6, align 4
  %26 = getelementptr inbounds %struct.A, ptr %25, i32 0, i32 0
  %27 = load i32, ptr %26, align 4
  %28 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %27)
          to label %29 unwind label %50

29:                                               ; preds = %22
  call void @__cxa_end_catch()
  br label %30

30:                                               ; preds = %29, %44, %13
  br label %31

31:                                               ; preds = %30
  %32 = load i32, ptr %2, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %2, align 4
  br label %8, !llvm.loop !7

34:                                               ; preds = %18
  %35 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1B) #7
  %36 = icmp eq i32 %19, %35
  br i1 %36, label %37, label %56

37:                                               ; preds = %34
  %38 = load ptr, ptr %3, align 4
  %39 = call ptr @__cxa_begin_catch(ptr %38) #7
  store ptr %39, ptr %5, align 4
  %40 = load ptr, ptr %5, align 4
  %41 = getelementptr inbounds %struct.B, ptr %40, i32 0, i32 0
  %42 = load i32, ptr %41, align 4
  %43 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %42)
          to label %44 unwind label %45

44:                                               ; preds = %37
  call void @__cxa_end_catch()
  br label %30

45:                                               ; preds = %37
  %46 = landingpad { ptr, i32 }
          cleanup
  %47 = extractvalue { ptr, i32 } %46, 0
  store ptr %47, ptr %3, align 4
  %48 = extractvalue { ptr, i32 } %46, 1
  store i32 %48, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %49 unwind label %61

49:                                               ; preds = %45
  br label %56

50:                                               ; preds = %22
  %51 = landingpad { ptr, i32 }
          cleanup
  %52 = extractvalue { ptr, i32 } %51, 0
  store ptr %52, ptr %3, align 4
  %53 = extractvalue { ptr, i32 } %51, 1
  store i32 %53, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %54 unwind label %61

54:                                               ; preds = %50
  br label %56

55:                                               ; preds = %8
  ret i32 0

56:                                               ; preds = %54, %49, %34
  %57 = load ptr, ptr %3, align 4
  %58 = load i32, ptr %4, align 4
  %59 = insertvalue { ptr, i32 } poison, ptr %57, 0
  %60 = insertvalue { ptr, i32 } %59, i32 %58, 1
  resume { ptr, i32 } %60

61:                                               ; preds = %50, %45
  %62 = landingpad { ptr, i32 }
          catch ptr null
  %63 = extractvalue { ptr, i32 } %62, 0
  call void @__clang_call_terminate(ptr %63) #8
  unreachable
}

; Function Attrs: nounwind
declare noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7handlerv() #2 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %2 = call ptr @__cxa_allocate_exception(i32 4) #7
  %3 = getelementptr inbounds %struct.A, ptr %2, i32 0, i32 0
  store i32 2, ptr %3, align 16
  call void @__cxa_throw(ptr %2, ptr @_ZTI1A, ptr null) #9
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6only_ai(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Local, align 1
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  %7 = icmp eq i32 %6, 1
  br i1 %7, label %8, label %20

8:                                                ; preds = %1
  %9 = call ptr @__cxa_allocate_exception(i32 4) #7
  %10 = getelementptr inbounds %struct.A, ptr %9, i32 0, i32 0
  store i32 1, ptr %10, align 16
  invoke void @__cxa_throw(ptr %9, ptr @_ZTI1A, ptr null) #9
          to label %29 unwind label %11

11:                                               ; preds = %20, %8
  %12 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTI1A]
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %4, align 4
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %5, align 4
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #7
  br label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %15
  %19 = load ptr, ptr %4, align 4
  call void @__cxa_call_unexpected(ptr %19) #9
  unreachable

20:                                               ; preds = %1
  %21 = call ptr @__cxa_allocate_exception(i32 4) #7
  %22 = getelementptr inbounds %struct.B, ptr %21, i32 0, i32 0
  %23 = load i32, ptr %2, align 4
  store i32 %23, ptr %22, align 16
  invoke void @__cxa_throw(ptr %21, ptr @_ZTI1B, ptr null) #9
          to label %29 unwind label %11

24:                                               ; preds = %15
  %25 = load ptr, ptr %4, align 4
  %26 = load i32, ptr %5, align 4
  %27 = insertvalue { ptr, i32 } poison, ptr %25, 0
  %28 = insertvalue { ptr, i32 } %27, i32 %26, 1
  resume { ptr, i32 } %28

29:                                               ; preds = %20, %8
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
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = landingpad { ptr, i32 }
          catch ptr null
  %8 = extractvalue { ptr, i32 } %7, 0
  call void @__clang_call_terminate(ptr %8) #8
  unreachable
}

declare void @__cxa_call_unexpected(ptr)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
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
