; ModuleID = 'ub_use_after_free.c'
source_filename = "ub_use_after_free.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

$"??_C@_09COALNIFO@value?5?$CFd?6?$AA@" = comdat any

$"??_C@_09FJELKLHF@after?5?$CFd?6?$AA@" = comdat any

@"??_C@_09COALNIFO@value?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"value %d\0A\00", comdat, align 1
@"??_C@_09FJELKLHF@after?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"after %d\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32*, align 8
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %4 = call i8* @malloc(i64 noundef 16)
  %5 = bitcast i8* %4 to i32*
  store volatile i32* %5, i32** %2, align 8
  %6 = load volatile i32*, i32** %2, align 8
  %7 = getelementptr inbounds i32, i32* %6, i64 2
  store i32 42, i32* %7, align 4
  %8 = load volatile i32*, i32** %2, align 8
  %9 = getelementptr inbounds i32, i32* %8, i64 2
  %10 = load i32, i32* %9, align 4
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09COALNIFO@value?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %10)
  %12 = load volatile i32*, i32** %2, align 8
  %13 = bitcast i32* %12 to i8*
  call void @free(i8* noundef %13)
  %14 = load volatile i32*, i32** %2, align 8
  %15 = getelementptr inbounds i32, i32* %14, i64 2
  %16 = load i32, i32* %15, align 4
  store i32 %16, i32* %3, align 4
  %17 = load i32, i32* %3, align 4
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09FJELKLHF@after?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %17)
  ret i32 0
}

declare dso_local i8* @malloc(i64 noundef) #1

declare dso_local i32 @printf(i8* noundef, ...) #1

declare dso_local void @free(i8* noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
