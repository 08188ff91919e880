; ModuleID = 'terminate_explicit_call.cpp'
source_filename = "terminate_explicit_call.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%struct.Local = type { i8 }

$"??1Local@@QEAA@XZ" = comdat any

$"??_C@_0BI@KLANNFEE@calling?5std?3?3terminate?6?$AA@" = comdat any

$"??_C@_0BA@JJAJDOF@?$HOLocal?5?$CInever?$CJ?6?$AA@" = comdat any

@"??_C@_0BI@KLANNFEE@calling?5std?3?3terminate?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"calling std::terminate\0A\00", comdat, align 8
@"??_C@_0BA@JJAJDOF@?$HOLocal?5?$CInever?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"~Local (never)\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Local, align 1
  store i32 0, ptr %1, align 4
  %3 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@KLANNFEE@calling?5std?3?3terminate?6?$AA@")
          to label %4 unwind label %5

4:                                                ; preds = %0
  call void @terminate() #4
  unreachable

5:                                                ; preds = %0
  %6 = cleanuppad within none []
  call void @"??1Local@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %2) #5 [ "funclet"(token %6) ]
  cleanupret from %6 unwind to caller
}

declare dso_local i32 @printf(ptr noundef, ...) #1

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noreturn nounwind
declare dso_local void @terminate() #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Local@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@JJAJDOF@?$HOLocal?5?$CInever?$CJ?6?$AA@")
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @__std_terminate() #4 [ "funclet"(token %7) ]
  unreachable
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { noreturn nounwind }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
