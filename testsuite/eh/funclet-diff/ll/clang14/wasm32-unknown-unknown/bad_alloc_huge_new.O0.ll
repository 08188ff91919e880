; ModuleID = 'bad_alloc_huge_new.cpp'
source_filename = "bad_alloc_huge_new.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%"class.std::bad_alloc" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }

@g_keep = hidden global i8* null, align 4
@_ZTISt9bad_alloc = external constant i8*
@.str = private unnamed_addr constant [15 x i8] c"bad_alloc: %s\0A\00", align 1
@_ZTISt9exception = external constant i8*
@.str.1 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"allocated\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca %"class.std::bad_alloc"*, align 4
  %5 = alloca %"class.std::exception"*, align 4
  store i32 0, i32* %1, align 4
  store i32 -2147483648, i32* %2, align 4
  call void @_ZL4grabm(i32 noundef 16)
  %6 = load i32, i32* %2, align 4
  invoke void @_ZL4grabm(i32 noundef %6)
          to label %56 unwind label %7

7:                                                ; preds = %0
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)]
  %11 = call i8* @llvm.wasm.get.exception(token %10)
  store i8* %11, i8** %3, align 4
  %12 = call i32 @llvm.wasm.get.ehselector(token %10)
  %13 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)) #2
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %28

15:                                               ; preds = %9
  %16 = load i8*, i8** %3, align 4
  %17 = call i8* @__cxa_begin_catch(i8* %16) #2 [ "funclet"(token %10) ]
  %18 = bitcast i8* %17 to %"class.std::bad_alloc"*
  store %"class.std::bad_alloc"* %18, %"class.std::bad_alloc"** %4, align 4
  %19 = load %"class.std::bad_alloc"*, %"class.std::bad_alloc"** %4, align 4
  %20 = bitcast %"class.std::bad_alloc"* %19 to i8* (%"class.std::bad_alloc"*)***
  %21 = load i8* (%"class.std::bad_alloc"*)**, i8* (%"class.std::bad_alloc"*)*** %20, align 4
  %22 = getelementptr inbounds i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %21, i64 2
  %23 = load i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %22, align 4
  %24 = call noundef i8* %23(%"class.std::bad_alloc"* noundef nonnull align 4 dereferenceable(4) %19) #2 [ "funclet"(token %10) ]
  %25 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i8* noundef %24) [ "funclet"(token %10) ]
          to label %26 unwind label %57

26:                                               ; preds = %15
  call void @__cxa_end_catch() [ "funclet"(token %10) ]
  catchret from %10 to label %27

27:                                               ; preds = %26
  br label %29

28:                                               ; preds = %9
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %10) ]
  unreachable

29:                                               ; preds = %27, %56
  %30 = load i32, i32* %2, align 4
  %31 = add i32 %30, 64
  invoke void @_ZL4grabm(i32 noundef %31)
          to label %55 unwind label %32

32:                                               ; preds = %29
  %33 = catchswitch within none [label %34] unwind to caller

34:                                               ; preds = %32
  %35 = catchpad within %33 [i8* bitcast (i8** @_ZTISt9exception to i8*)]
  %36 = call i8* @llvm.wasm.get.exception(token %35)
  store i8* %36, i8** %3, align 4
  %37 = call i32 @llvm.wasm.get.ehselector(token %35)
  %38 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #2
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %53

40:                                               ; preds = %34
  %41 = load i8*, i8** %3, align 4
  %42 = call i8* @__cxa_begin_catch(i8* %41) #2 [ "funclet"(token %35) ]
  %43 = bitcast i8* %42 to %"class.std::exception"*
  store %"class.std::exception"* %43, %"class.std::exception"** %5, align 4
  %44 = load %"class.std::exception"*, %"class.std::exception"** %5, align 4
  %45 = bitcast %"class.std::exception"* %44 to i8* (%"class.std::exception"*)***
  %46 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %45, align 4
  %47 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %46, i64 2
  %48 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %47, align 4
  %49 = call noundef i8* %48(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %44) #2 [ "funclet"(token %35) ]
  %50 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i32 0, i32 0), i8* noundef %49) [ "funclet"(token %35) ]
          to label %51 unwind label %60

51:                                               ; preds = %40
  call void @__cxa_end_catch() [ "funclet"(token %35) ]
  catchret from %35 to label %52

52:                                               ; preds = %51
  br label %54

53:                                               ; preds = %34
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %35) ]
  unreachable

54:                                               ; preds = %52, %55
  ret i32 0

55:                                               ; preds = %29
  br label %54

56:                                               ; preds = %0
  br label %29

57:                                               ; preds = %15
  %58 = cleanuppad within %10 []
  invoke void @__cxa_end_catch() [ "funclet"(token %58) ]
          to label %59 unwind label %63

59:                                               ; preds = %57
  cleanupret from %58 unwind to caller

60:                                               ; preds = %40
  %61 = cleanuppad within %35 []
  invoke void @__cxa_end_catch() [ "funclet"(token %61) ]
          to label %62 unwind label %65

62:                                               ; preds = %60
  cleanupret from %61 unwind to caller

63:                                               ; preds = %57
  %64 = cleanuppad within %58 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %64) ]
  unreachable

65:                                               ; preds = %60
  %66 = cleanuppad within %61 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %66) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL4grabm(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call noalias noundef nonnull i8* @_Znwm(i32 noundef %3) #9
  store volatile i8* %4, i8** @g_keep, align 4
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i32 0, i32 0))
  %6 = load volatile i8*, i8** @g_keep, align 4
  call void @_ZdlPv(i8* noundef %6) #2
  ret void
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i32 noundef) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #7

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { noreturn nounwind }
attributes #9 = { allocsize(0) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
