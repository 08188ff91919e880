; ModuleID = 'dynspec_bad_exception.cpp'
source_filename = "dynspec_bad_exception.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.B = type { i32 }

$__clang_call_terminate = comdat any

$_ZN1BD2Ev = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1A }, comdat, align 8
@_ZTISt13bad_exception = external constant ptr
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1B }, comdat, align 8
@.str = private unnamed_addr constant [10 x i8] c"never: B\0A\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"caught bad_exception: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"never: A\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"unexpected handler: rethrow\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"~B(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %7 = call noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef @_ZL15rethrow_handlerv) #7
  invoke void @_ZL4speci(i32 noundef 5)
          to label %8 unwind label %9

8:                                                ; preds = %0
  br label %22

9:                                                ; preds = %0
  %10 = landingpad { ptr, i32 }
          catch ptr @_ZTI1A
          catch ptr @_ZTISt13bad_exception
          catch ptr @_ZTI1B
  %11 = extractvalue { ptr, i32 } %10, 0
  store ptr %11, ptr %2, align 8
  %12 = extractvalue { ptr, i32 } %10, 1
  store i32 %12, ptr %3, align 4
  br label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %3, align 4
  %15 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1A) #7
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %24

17:                                               ; preds = %13
  %18 = load ptr, ptr %2, align 8
  %19 = call ptr @__cxa_begin_catch(ptr %18) #7
  store ptr %19, ptr %6, align 8
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2)
          to label %21 unwind label %55

21:                                               ; preds = %17
  call void @__cxa_end_catch()
  br label %22

22:                                               ; preds = %21, %36, %44, %8
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  ret i32 0

24:                                               ; preds = %13
  %25 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt13bad_exception) #7
  %26 = icmp eq i32 %14, %25
  br i1 %26, label %27, label %37

27:                                               ; preds = %24
  %28 = load ptr, ptr %2, align 8
  %29 = call ptr @__cxa_begin_catch(ptr %28) #7
  store ptr %29, ptr %5, align 8
  %30 = load ptr, ptr %5, align 8
  %31 = load ptr, ptr %30, align 8
  %32 = getelementptr inbounds ptr, ptr %31, i64 2
  %33 = load ptr, ptr %32, align 8
  %34 = call noundef ptr %33(ptr noundef nonnull align 8 dereferenceable(8) %30) #7
  %35 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %34)
          to label %36 unwind label %50

36:                                               ; preds = %27
  call void @__cxa_end_catch()
  br label %22

37:                                               ; preds = %24
  %38 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1B) #7
  %39 = icmp eq i32 %14, %38
  br i1 %39, label %40, label %60

40:                                               ; preds = %37
  %41 = load ptr, ptr %2, align 8
  %42 = call ptr @__cxa_begin_catch(ptr %41) #7
  store ptr %42, ptr %4, align 8
  %43 = invoke i32 (ptr, ...) @printf(ptr noundef @.str)
          to label %44 unwind label %45

44:                                               ; preds = %40
  call void @__cxa_end_catch()
  br label %22

45:                                               ; preds = %40
  %46 = landingpad { ptr, i32 }
          cleanup
  %47 = extractvalue { ptr, i32 } %46, 0
  store ptr %47, ptr %2, align 8
  %48 = extractvalue { ptr, i32 } %46, 1
  store i32 %48, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %49 unwind label %65

49:                                               ; preds = %45
  br label %60

50:                                               ; preds = %27
  %51 = landingpad { ptr, i32 }
          cleanup
  %52 = extractvalue { ptr, i32 } %51, 0
  store ptr %52, ptr %2, align 8
  %53 = extractvalue { ptr, i32 } %51, 1
  store i32 %53, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %54 unwind label %65

54:                                               ; preds = %50
  br label %60

55:                                               ; preds = %17
  %56 = landingpad { ptr, i32 }
          cleanup
  %57 = extractvalue { ptr, i32 } %56, 0
  store ptr %57, ptr %2, align 8
  %58 = extractvalue { ptr, i32 } %56, 1
  store i32 %58, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %59 unwind label %65

59:                                               ; preds = %55
  br label %60

60:                                               ; preds = %59, %54, %49, %37
  %61 = load ptr, ptr %2, align 8
  %62 = load i32, ptr %3, align 4
  %63 = insertvalue { ptr, i32 } poison, ptr %61, 0
  %64 = insertvalue { ptr, i32 } %63, i32 %62, 1
  resume { ptr, i32 } %64

65:                                               ; preds = %55, %50, %45
  %66 = landingpad { ptr, i32 }
          catch ptr null
  %67 = extractvalue { ptr, i32 } %66, 0
  call void @__clang_call_terminate(ptr %67) #8
  unreachable
}

; Function Attrs: nounwind
declare noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL15rethrow_handlerv() #2 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  call void @__cxa_rethrow() #9
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL4speci(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = call ptr @__cxa_allocate_exception(i64 4) #7
  %6 = getelementptr inbounds %struct.B, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %2, align 4
  store i32 %7, ptr %6, align 16
  invoke void @__cxa_throw(ptr %5, ptr @_ZTI1B, ptr @_ZN1BD2Ev) #9
          to label %22 unwind label %8

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          filter [2 x ptr] [ptr @_ZTI1A, ptr @_ZTISt13bad_exception]
  %10 = extractvalue { ptr, i32 } %9, 0
  store ptr %10, ptr %3, align 8
  %11 = extractvalue { ptr, i32 } %9, 1
  store i32 %11, ptr %4, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %13, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %12
  %16 = load ptr, ptr %3, align 8
  call void @__cxa_call_unexpected(ptr %16) #9
  unreachable

17:                                               ; preds = %12
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %4, align 4
  %20 = insertvalue { ptr, i32 } poison, ptr %18, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21

22:                                               ; preds = %1
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

declare void @__cxa_rethrow()

declare ptr @__cxa_allocate_exception(i64)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.B, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #8
  unreachable
}

declare void @__cxa_throw(ptr, ptr, ptr)

declare void @__cxa_call_unexpected(ptr)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
