; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.U = type { i64, i64 }

@.str = private unnamed_addr constant [11 x i8] c"max64^2 = \00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" = \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"34! = \00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"-(34!/3) = \00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"  >> 7 = \00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"  %% 1000003 = \00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"  / -999 = \00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"34! / 1000000007 = \00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c" rem \00", align 1
@.str.10 = private unnamed_addr constant [23 x i8] c"big / 0x10000000001 = \00", align 1
@.str.11 = private unnamed_addr constant [20 x i8] c"big / (big >> 3) = \00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"1<<127 = \00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c", >>64 = \00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"rotl13 = \00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"fib(150) = \00", align 1
@.str.16 = private unnamed_addr constant [33 x i8] c"mulhi = %016llx mullo = %016llx\0A\00", align 1
@.str.17 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [22 x i8] c"to double: %.6e %.6e\0A\00", align 1
@.str.19 = private unnamed_addr constant [14 x i8] c"from double: \00", align 1
@.str.20 = private unnamed_addr constant [75 x i8] c"llmin %lld llmax %lld, min/2 %lld, min%%7 %lld, max/-3 %lld, max%%-3 %lld\0A\00", align 1
@.str.21 = private unnamed_addr constant [60 x i8] c"ullmax %llu, /3 %llu, %%10 %llu, >>1 %llx, (ll)ullmax %lld\0A\00", align 1
@.str.22 = private unnamed_addr constant [3 x i8] c"%c\00", align 1
@.str.23 = private unnamed_addr constant [17 x i8] c"0x%016llx%016llx\00", align 1
@.str.24 = private unnamed_addr constant [2 x i8] c"-\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.U, align 4
  %3 = alloca %struct.U, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.U, align 4
  %6 = alloca %struct.U, align 4
  %7 = alloca %struct.U, align 4
  %8 = alloca %struct.U, align 4
  %9 = alloca %struct.U, align 4
  %10 = alloca %struct.U, align 4
  %11 = alloca %struct.U, align 4
  %12 = alloca %struct.U, align 4
  %13 = alloca %struct.U, align 4
  %14 = alloca %struct.U, align 4
  %15 = alloca %struct.U, align 4
  %16 = alloca %struct.U, align 4
  %17 = alloca %struct.U, align 4
  %18 = alloca %struct.U, align 4
  %19 = alloca %struct.U, align 4
  %20 = alloca %struct.U, align 4
  %21 = alloca %struct.U, align 4
  %22 = alloca %struct.U, align 4
  %23 = alloca %struct.U, align 4
  %24 = alloca %struct.U, align 4
  %25 = alloca %struct.U, align 4
  %26 = alloca %struct.U, align 4
  %27 = alloca %struct.U, align 4
  %28 = alloca %struct.U, align 4
  %29 = alloca %struct.U, align 4
  %30 = alloca %struct.U, align 4
  %31 = alloca %struct.U, align 4
  %32 = alloca %struct.U, align 4
  %33 = alloca i32, align 4
  %34 = alloca %struct.U, align 4
  %35 = alloca i64, align 8
  %36 = alloca i64, align 8
  %37 = alloca %struct.U, align 4
  %38 = alloca %struct.U, align 4
  %39 = alloca %struct.U, align 4
  %40 = alloca %struct.U, align 4
  %41 = alloca %struct.U, align 4
  %42 = alloca %struct.U, align 4
  %43 = alloca %struct.U, align 4
  %44 = alloca %struct.U, align 4
  %45 = alloca %struct.U, align 4
  %46 = alloca i64, align 8
  %47 = alloca i64, align 8
  %48 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @mul64(%struct.U* sret(%struct.U) align 4 %2, i64 noundef -1, i64 noundef -1)
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0))
  %50 = getelementptr inbounds %struct.U, %struct.U* %2, i32 0, i32 0
  %51 = load i64, i64* %50, align 4
  %52 = getelementptr inbounds %struct.U, %struct.U* %2, i32 0, i32 1
  %53 = load i64, i64* %52, align 4
  call void @put_u(i64 %51, i64 %53)
  %54 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0))
  %55 = getelementptr inbounds %struct.U, %struct.U* %2, i32 0, i32 0
  %56 = load i64, i64* %55, align 4
  %57 = getelementptr inbounds %struct.U, %struct.U* %2, i32 0, i32 1
  %58 = load i64, i64* %57, align 4
  call void @put_x(i64 %56, i64 %58)
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  call void @mk(%struct.U* sret(%struct.U) align 4 %3, i64 noundef 0, i64 noundef 1)
  store i32 2, i32* %4, align 4
  br label %60

60:                                               ; preds = %76, %0
  %61 = load i32, i32* %4, align 4
  %62 = icmp sle i32 %61, 34
  br i1 %62, label %63, label %79

63:                                               ; preds = %60
  %64 = load i32, i32* %4, align 4
  %65 = sext i32 %64 to i64
  call void @mk(%struct.U* sret(%struct.U) align 4 %6, i64 noundef 0, i64 noundef %65)
  %66 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  %67 = load i64, i64* %66, align 4
  %68 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  %69 = load i64, i64* %68, align 4
  %70 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 0
  %71 = load i64, i64* %70, align 4
  %72 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 1
  %73 = load i64, i64* %72, align 4
  call void @mul(%struct.U* sret(%struct.U) align 4 %5, i64 %67, i64 %69, i64 %71, i64 %73)
  %74 = bitcast %struct.U* %3 to i8*
  %75 = bitcast %struct.U* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %74, i8* align 4 %75, i32 16, i1 false)
  br label %76

76:                                               ; preds = %63
  %77 = load i32, i32* %4, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, i32* %4, align 4
  br label %60, !llvm.loop !7

79:                                               ; preds = %60
  %80 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i32 0, i32 0))
  %81 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  %82 = load i64, i64* %81, align 4
  %83 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  %84 = load i64, i64* %83, align 4
  call void @put_u(i64 %82, i64 %84)
  %85 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  call void @mk(%struct.U* sret(%struct.U) align 4 %9, i64 noundef 0, i64 noundef 3)
  %86 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  %87 = load i64, i64* %86, align 4
  %88 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  %89 = load i64, i64* %88, align 4
  %90 = getelementptr inbounds %struct.U, %struct.U* %9, i32 0, i32 0
  %91 = load i64, i64* %90, align 4
  %92 = getelementptr inbounds %struct.U, %struct.U* %9, i32 0, i32 1
  %93 = load i64, i64* %92, align 4
  call void @udivmod(%struct.U* sret(%struct.U) align 4 %8, i64 %87, i64 %89, i64 %91, i64 %93, %struct.U* noundef null)
  %94 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 0
  %95 = load i64, i64* %94, align 4
  %96 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 1
  %97 = load i64, i64* %96, align 4
  call void @neg(%struct.U* sret(%struct.U) align 4 %7, i64 %95, i64 %97)
  %98 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0))
  %99 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 0
  %100 = load i64, i64* %99, align 4
  %101 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 1
  %102 = load i64, i64* %101, align 4
  call void @put_i(i64 %100, i64 %102)
  %103 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  %104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0))
  %105 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 0
  %106 = load i64, i64* %105, align 4
  %107 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 1
  %108 = load i64, i64* %107, align 4
  call void @sar(%struct.U* sret(%struct.U) align 4 %10, i64 %106, i64 %108, i32 noundef 7)
  %109 = getelementptr inbounds %struct.U, %struct.U* %10, i32 0, i32 0
  %110 = load i64, i64* %109, align 4
  %111 = getelementptr inbounds %struct.U, %struct.U* %10, i32 0, i32 1
  %112 = load i64, i64* %111, align 4
  call void @put_i(i64 %110, i64 %112)
  %113 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  call void @mk(%struct.U* sret(%struct.U) align 4 %12, i64 noundef 0, i64 noundef 1000003)
  %114 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 0
  %115 = load i64, i64* %114, align 4
  %116 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 1
  %117 = load i64, i64* %116, align 4
  %118 = getelementptr inbounds %struct.U, %struct.U* %12, i32 0, i32 0
  %119 = load i64, i64* %118, align 4
  %120 = getelementptr inbounds %struct.U, %struct.U* %12, i32 0, i32 1
  %121 = load i64, i64* %120, align 4
  call void @sdiv(%struct.U* sret(%struct.U) align 4 %13, i64 %115, i64 %117, i64 %119, i64 %121, %struct.U* noundef %11)
  %122 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i32 0, i32 0))
  %123 = getelementptr inbounds %struct.U, %struct.U* %11, i32 0, i32 0
  %124 = load i64, i64* %123, align 4
  %125 = getelementptr inbounds %struct.U, %struct.U* %11, i32 0, i32 1
  %126 = load i64, i64* %125, align 4
  call void @put_i(i64 %124, i64 %126)
  %127 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  %128 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i32 0, i32 0))
  call void @mk(%struct.U* sret(%struct.U) align 4 %16, i64 noundef 0, i64 noundef 999)
  %129 = getelementptr inbounds %struct.U, %struct.U* %16, i32 0, i32 0
  %130 = load i64, i64* %129, align 4
  %131 = getelementptr inbounds %struct.U, %struct.U* %16, i32 0, i32 1
  %132 = load i64, i64* %131, align 4
  call void @neg(%struct.U* sret(%struct.U) align 4 %15, i64 %130, i64 %132)
  %133 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 0
  %134 = load i64, i64* %133, align 4
  %135 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 1
  %136 = load i64, i64* %135, align 4
  %137 = getelementptr inbounds %struct.U, %struct.U* %15, i32 0, i32 0
  %138 = load i64, i64* %137, align 4
  %139 = getelementptr inbounds %struct.U, %struct.U* %15, i32 0, i32 1
  %140 = load i64, i64* %139, align 4
  call void @sdiv(%struct.U* sret(%struct.U) align 4 %14, i64 %134, i64 %136, i64 %138, i64 %140, %struct.U* noundef null)
  %141 = getelementptr inbounds %struct.U, %struct.U* %14, i32 0, i32 0
  %142 = load i64, i64* %141, align 4
  %143 = getelementptr inbounds %struct.U, %struct.U* %14, i32 0, i32 1
  %144 = load i64, i64* %143, align 4
  call void @put_i(i64 %142, i64 %144)
  %145 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  call void @mk(%struct.U* sret(%struct.U) align 4 %18, i64 noundef 0, i64 noundef 1000000007)
  %146 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  %147 = load i64, i64* %146, align 4
  %148 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  %149 = load i64, i64* %148, align 4
  %150 = getelementptr inbounds %struct.U, %struct.U* %18, i32 0, i32 0
  %151 = load i64, i64* %150, align 4
  %152 = getelementptr inbounds %struct.U, %struct.U* %18, i32 0, i32 1
  %153 = load i64, i64* %152, align 4
  call void @udivmod(%struct.U* sret(%struct.U) align 4 %17, i64 %147, i64 %149, i64 %151, i64 %153, %struct.U* noundef %11)
  %154 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i32 0, i32 0))
  %155 = getelementptr inbounds %struct.U, %struct.U* %17, i32 0, i32 0
  %156 = load i64, i64* %155, align 4
  %157 = getelementptr inbounds %struct.U, %struct.U* %17, i32 0, i32 1
  %158 = load i64, i64* %157, align 4
  call void @put_u(i64 %156, i64 %158)
  %159 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0))
  %160 = getelementptr inbounds %struct.U, %struct.U* %11, i32 0, i32 0
  %161 = load i64, i64* %160, align 4
  %162 = getelementptr inbounds %struct.U, %struct.U* %11, i32 0, i32 1
  %163 = load i64, i64* %162, align 4
  call void @put_u(i64 %161, i64 %163)
  %164 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  call void @mk(%struct.U* sret(%struct.U) align 4 %19, i64 noundef 81985529216486895, i64 noundef -81985529216486896)
  %165 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.10, i32 0, i32 0))
  call void @mk(%struct.U* sret(%struct.U) align 4 %21, i64 noundef 0, i64 noundef 1099511627777)
  %166 = getelementptr inbounds %struct.U, %struct.U* %19, i32 0, i32 0
  %167 = load i64, i64* %166, align 4
  %168 = getelementptr inbounds %struct.U, %struct.U* %19, i32 0, i32 1
  %169 = load i64, i64* %168, align 4
  %170 = getelementptr inbounds %struct.U, %struct.U* %21, i32 0, i32 0
  %171 = load i64, i64* %170, align 4
  %172 = getelementptr inbounds %struct.U, %struct.U* %21, i32 0, i32 1
  %173 = load i64, i64* %172, align 4
  call void @udivmod(%struct.U* sret(%struct.U) align 4 %20, i64 %167, i64 %169, i64 %171, i64 %173, %struct.U* noundef null)
  %174 = getelementptr inbounds %struct.U, %struct.U* %20, i32 0, i32 0
  %175 = load i64, i64* %174, align 4
  %176 = getelementptr inbounds %struct.U, %struct.U* %20, i32 0, i32 1
  %177 = load i64, i64* %176, align 4
  call void @put_x(i64 %175, i64 %177)
  %178 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  %179 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.11, i32 0, i32 0))
  %180 = getelementptr inbounds %struct.U, %struct.U* %19, i32 0, i32 0
  %181 = load i64, i64* %180, align 4
  %182 = getelementptr inbounds %struct.U, %struct.U* %19, i32 0, i32 1
  %183 = load i64, i64* %182, align 4
  call void @shr(%struct.U* sret(%struct.U) align 4 %23, i64 %181, i64 %183, i32 noundef 3)
  %184 = getelementptr inbounds %struct.U, %struct.U* %19, i32 0, i32 0
  %185 = load i64, i64* %184, align 4
  %186 = getelementptr inbounds %struct.U, %struct.U* %19, i32 0, i32 1
  %187 = load i64, i64* %186, align 4
  %188 = getelementptr inbounds %struct.U, %struct.U* %23, i32 0, i32 0
  %189 = load i64, i64* %188, align 4
  %190 = getelementptr inbounds %struct.U, %struct.U* %23, i32 0, i32 1
  %191 = load i64, i64* %190, align 4
  call void @udivmod(%struct.U* sret(%struct.U) align 4 %22, i64 %185, i64 %187, i64 %189, i64 %191, %struct.U* noundef null)
  %192 = getelementptr inbounds %struct.U, %struct.U* %22, i32 0, i32 0
  %193 = load i64, i64* %192, align 4
  %194 = getelementptr inbounds %struct.U, %struct.U* %22, i32 0, i32 1
  %195 = load i64, i64* %194, align 4
  call void @put_u(i64 %193, i64 %195)
  %196 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  call void @mk(%struct.U* sret(%struct.U) align 4 %24, i64 noundef 0, i64 noundef 1)
  %197 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.12, i32 0, i32 0))
  %198 = getelementptr inbounds %struct.U, %struct.U* %24, i32 0, i32 0
  %199 = load i64, i64* %198, align 4
  %200 = getelementptr inbounds %struct.U, %struct.U* %24, i32 0, i32 1
  %201 = load i64, i64* %200, align 4
  call void @shl(%struct.U* sret(%struct.U) align 4 %25, i64 %199, i64 %201, i32 noundef 127)
  %202 = getelementptr inbounds %struct.U, %struct.U* %25, i32 0, i32 0
  %203 = load i64, i64* %202, align 4
  %204 = getelementptr inbounds %struct.U, %struct.U* %25, i32 0, i32 1
  %205 = load i64, i64* %204, align 4
  call void @put_x(i64 %203, i64 %205)
  %206 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.13, i32 0, i32 0))
  %207 = getelementptr inbounds %struct.U, %struct.U* %24, i32 0, i32 0
  %208 = load i64, i64* %207, align 4
  %209 = getelementptr inbounds %struct.U, %struct.U* %24, i32 0, i32 1
  %210 = load i64, i64* %209, align 4
  call void @shl(%struct.U* sret(%struct.U) align 4 %27, i64 %208, i64 %210, i32 noundef 127)
  %211 = getelementptr inbounds %struct.U, %struct.U* %27, i32 0, i32 0
  %212 = load i64, i64* %211, align 4
  %213 = getelementptr inbounds %struct.U, %struct.U* %27, i32 0, i32 1
  %214 = load i64, i64* %213, align 4
  call void @shr(%struct.U* sret(%struct.U) align 4 %26, i64 %212, i64 %214, i32 noundef 64)
  %215 = getelementptr inbounds %struct.U, %struct.U* %26, i32 0, i32 0
  %216 = load i64, i64* %215, align 4
  %217 = getelementptr inbounds %struct.U, %struct.U* %26, i32 0, i32 1
  %218 = load i64, i64* %217, align 4
  call void @put_x(i64 %216, i64 %218)
  %219 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  %220 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i32 0, i32 0))
  %221 = getelementptr inbounds %struct.U, %struct.U* %19, i32 0, i32 0
  %222 = load i64, i64* %221, align 4
  %223 = getelementptr inbounds %struct.U, %struct.U* %19, i32 0, i32 1
  %224 = load i64, i64* %223, align 4
  call void @shl(%struct.U* sret(%struct.U) align 4 %29, i64 %222, i64 %224, i32 noundef 13)
  %225 = getelementptr inbounds %struct.U, %struct.U* %19, i32 0, i32 0
  %226 = load i64, i64* %225, align 4
  %227 = getelementptr inbounds %struct.U, %struct.U* %19, i32 0, i32 1
  %228 = load i64, i64* %227, align 4
  call void @shr(%struct.U* sret(%struct.U) align 4 %30, i64 %226, i64 %228, i32 noundef 115)
  %229 = getelementptr inbounds %struct.U, %struct.U* %29, i32 0, i32 0
  %230 = load i64, i64* %229, align 4
  %231 = getelementptr inbounds %struct.U, %struct.U* %29, i32 0, i32 1
  %232 = load i64, i64* %231, align 4
  %233 = getelementptr inbounds %struct.U, %struct.U* %30, i32 0, i32 0
  %234 = load i64, i64* %233, align 4
  %235 = getelementptr inbounds %struct.U, %struct.U* %30, i32 0, i32 1
  %236 = load i64, i64* %235, align 4
  call void @or_(%struct.U* sret(%struct.U) align 4 %28, i64 %230, i64 %232, i64 %234, i64 %236)
  %237 = getelementptr inbounds %struct.U, %struct.U* %28, i32 0, i32 0
  %238 = load i64, i64* %237, align 4
  %239 = getelementptr inbounds %struct.U, %struct.U* %28, i32 0, i32 1
  %240 = load i64, i64* %239, align 4
  call void @put_x(i64 %238, i64 %240)
  %241 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  call void @mk(%struct.U* sret(%struct.U) align 4 %31, i64 noundef 0, i64 noundef 0)
  call void @mk(%struct.U* sret(%struct.U) align 4 %32, i64 noundef 0, i64 noundef 1)
  store i32 0, i32* %33, align 4
  br label %242

242:                                              ; preds = %258, %79
  %243 = load i32, i32* %33, align 4
  %244 = icmp slt i32 %243, 150
  br i1 %244, label %245, label %261

245:                                              ; preds = %242
  %246 = getelementptr inbounds %struct.U, %struct.U* %31, i32 0, i32 0
  %247 = load i64, i64* %246, align 4
  %248 = getelementptr inbounds %struct.U, %struct.U* %31, i32 0, i32 1
  %249 = load i64, i64* %248, align 4
  %250 = getelementptr inbounds %struct.U, %struct.U* %32, i32 0, i32 0
  %251 = load i64, i64* %250, align 4
  %252 = getelementptr inbounds %struct.U, %struct.U* %32, i32 0, i32 1
  %253 = load i64, i64* %252, align 4
  call void @add(%struct.U* sret(%struct.U) align 4 %34, i64 %247, i64 %249, i64 %251, i64 %253)
  %254 = bitcast %struct.U* %31 to i8*
  %255 = bitcast %struct.U* %32 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %254, i8* align 4 %255, i32 16, i1 false)
  %256 = bitcast %struct.U* %32 to i8*
  %257 = bitcast %struct.U* %34 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %256, i8* align 4 %257, i32 16, i1 false)
  br label %258

258:                                              ; preds = %245
  %259 = load i32, i32* %33, align 4
  %260 = add nsw i32 %259, 1
  store i32 %260, i32* %33, align 4
  br label %242, !llvm.loop !9

261:                                              ; preds = %242
  %262 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i32 0, i32 0))
  %263 = getelementptr inbounds %struct.U, %struct.U* %31, i32 0, i32 0
  %264 = load i64, i64* %263, align 4
  %265 = getelementptr inbounds %struct.U, %struct.U* %31, i32 0, i32 1
  %266 = load i64, i64* %265, align 4
  call void @put_u(i64 %264, i64 %266)
  %267 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  store i64 -7046029254386353131, i64* %35, align 8
  store i64 -4417276706812531889, i64* %36, align 8
  %268 = load i64, i64* %35, align 8
  %269 = load i64, i64* %36, align 8
  call void @mul64(%struct.U* sret(%struct.U) align 4 %37, i64 noundef %268, i64 noundef %269)
  %270 = getelementptr inbounds %struct.U, %struct.U* %37, i32 0, i32 0
  %271 = load i64, i64* %270, align 4
  %272 = getelementptr inbounds %struct.U, %struct.U* %37, i32 0, i32 1
  %273 = load i64, i64* %272, align 4
  %274 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.16, i32 0, i32 0), i64 noundef %271, i64 noundef %273)
  %275 = getelementptr inbounds %struct.U, %struct.U* %24, i32 0, i32 0
  %276 = load i64, i64* %275, align 4
  %277 = getelementptr inbounds %struct.U, %struct.U* %24, i32 0, i32 1
  %278 = load i64, i64* %277, align 4
  call void @shl(%struct.U* sret(%struct.U) align 4 %39, i64 %276, i64 %278, i32 noundef 100)
  %279 = getelementptr inbounds %struct.U, %struct.U* %39, i32 0, i32 0
  %280 = load i64, i64* %279, align 4
  %281 = getelementptr inbounds %struct.U, %struct.U* %39, i32 0, i32 1
  %282 = load i64, i64* %281, align 4
  call void @neg(%struct.U* sret(%struct.U) align 4 %38, i64 %280, i64 %282)
  %283 = getelementptr inbounds %struct.U, %struct.U* %38, i32 0, i32 0
  %284 = load i64, i64* %283, align 4
  %285 = getelementptr inbounds %struct.U, %struct.U* %38, i32 0, i32 1
  %286 = load i64, i64* %285, align 4
  %287 = call i32 @isneg(i64 %284, i64 %286)
  %288 = icmp ne i32 %287, 0
  br i1 %288, label %289, label %290

289:                                              ; preds = %261
  br label %290

290:                                              ; preds = %289, %261
  %291 = phi i1 [ false, %261 ], [ true, %289 ]
  %292 = zext i1 %291 to i32
  %293 = getelementptr inbounds %struct.U, %struct.U* %24, i32 0, i32 0
  %294 = load i64, i64* %293, align 4
  %295 = getelementptr inbounds %struct.U, %struct.U* %24, i32 0, i32 1
  %296 = load i64, i64* %295, align 4
  %297 = getelementptr inbounds %struct.U, %struct.U* %38, i32 0, i32 0
  %298 = load i64, i64* %297, align 4
  %299 = getelementptr inbounds %struct.U, %struct.U* %38, i32 0, i32 1
  %300 = load i64, i64* %299, align 4
  %301 = call i32 @ult(i64 %294, i64 %296, i64 %298, i64 %300)
  %302 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.17, i32 0, i32 0), i32 noundef %292, i32 noundef %301, i32 noundef 1)
  %303 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  %304 = load i64, i64* %303, align 4
  %305 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  %306 = load i64, i64* %305, align 4
  %307 = call double @to_du(i64 %304, i64 %306)
  %308 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 0
  %309 = load i64, i64* %308, align 4
  %310 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 1
  %311 = load i64, i64* %310, align 4
  %312 = call double @to_d(i64 %309, i64 %311)
  %313 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.18, i32 0, i32 0), double noundef %307, double noundef %312)
  call void @mk(%struct.U* sret(%struct.U) align 4 %43, i64 noundef 0, i64 noundef 1499999999999999)
  call void @mk(%struct.U* sret(%struct.U) align 4 %44, i64 noundef 0, i64 noundef 1000000000000000)
  %314 = getelementptr inbounds %struct.U, %struct.U* %43, i32 0, i32 0
  %315 = load i64, i64* %314, align 4
  %316 = getelementptr inbounds %struct.U, %struct.U* %43, i32 0, i32 1
  %317 = load i64, i64* %316, align 4
  %318 = getelementptr inbounds %struct.U, %struct.U* %44, i32 0, i32 0
  %319 = load i64, i64* %318, align 4
  %320 = getelementptr inbounds %struct.U, %struct.U* %44, i32 0, i32 1
  %321 = load i64, i64* %320, align 4
  call void @mul(%struct.U* sret(%struct.U) align 4 %42, i64 %315, i64 %317, i64 %319, i64 %321)
  call void @mk(%struct.U* sret(%struct.U) align 4 %45, i64 noundef 0, i64 noundef 889089448902656)
  %322 = getelementptr inbounds %struct.U, %struct.U* %42, i32 0, i32 0
  %323 = load i64, i64* %322, align 4
  %324 = getelementptr inbounds %struct.U, %struct.U* %42, i32 0, i32 1
  %325 = load i64, i64* %324, align 4
  %326 = getelementptr inbounds %struct.U, %struct.U* %45, i32 0, i32 0
  %327 = load i64, i64* %326, align 4
  %328 = getelementptr inbounds %struct.U, %struct.U* %45, i32 0, i32 1
  %329 = load i64, i64* %328, align 4
  call void @add(%struct.U* sret(%struct.U) align 4 %41, i64 %323, i64 %325, i64 %327, i64 %329)
  %330 = getelementptr inbounds %struct.U, %struct.U* %41, i32 0, i32 0
  %331 = load i64, i64* %330, align 4
  %332 = getelementptr inbounds %struct.U, %struct.U* %41, i32 0, i32 1
  %333 = load i64, i64* %332, align 4
  call void @neg(%struct.U* sret(%struct.U) align 4 %40, i64 %331, i64 %333)
  %334 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.19, i32 0, i32 0))
  %335 = getelementptr inbounds %struct.U, %struct.U* %40, i32 0, i32 0
  %336 = load i64, i64* %335, align 4
  %337 = getelementptr inbounds %struct.U, %struct.U* %40, i32 0, i32 1
  %338 = load i64, i64* %337, align 4
  call void @put_i(i64 %336, i64 %338)
  %339 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  store i64 -9223372036854775808, i64* %46, align 8
  store i64 9223372036854775807, i64* %47, align 8
  %340 = load i64, i64* %46, align 8
  %341 = load i64, i64* %47, align 8
  %342 = load i64, i64* %46, align 8
  %343 = sdiv i64 %342, 2
  %344 = load i64, i64* %46, align 8
  %345 = srem i64 %344, 7
  %346 = load i64, i64* %47, align 8
  %347 = sdiv i64 %346, -3
  %348 = load i64, i64* %47, align 8
  %349 = srem i64 %348, -3
  %350 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([75 x i8], [75 x i8]* @.str.20, i32 0, i32 0), i64 noundef %340, i64 noundef %341, i64 noundef %343, i64 noundef %345, i64 noundef %347, i64 noundef %349)
  store i64 -1, i64* %48, align 8
  %351 = load i64, i64* %48, align 8
  %352 = load i64, i64* %48, align 8
  %353 = udiv i64 %352, 3
  %354 = load i64, i64* %48, align 8
  %355 = urem i64 %354, 10
  %356 = load i64, i64* %48, align 8
  %357 = lshr i64 %356, 1
  %358 = load i64, i64* %48, align 8
  %359 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([60 x i8], [60 x i8]* @.str.21, i32 0, i32 0), i64 noundef %351, i64 noundef %353, i64 noundef %355, i64 noundef %357, i64 noundef %358)
  ret i32 28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul64(%struct.U* noalias sret(%struct.U) align 4 %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = bitcast %struct.U* %0 to i8*
  store i8* %16, i8** %4, align 4
  store i64 %1, i64* %5, align 8
  store i64 %2, i64* %6, align 8
  %17 = load i64, i64* %5, align 8
  %18 = and i64 %17, 4294967295
  store i64 %18, i64* %7, align 8
  %19 = load i64, i64* %5, align 8
  %20 = lshr i64 %19, 32
  store i64 %20, i64* %8, align 8
  %21 = load i64, i64* %6, align 8
  %22 = and i64 %21, 4294967295
  store i64 %22, i64* %9, align 8
  %23 = load i64, i64* %6, align 8
  %24 = lshr i64 %23, 32
  store i64 %24, i64* %10, align 8
  %25 = load i64, i64* %7, align 8
  %26 = load i64, i64* %9, align 8
  %27 = mul i64 %25, %26
  store i64 %27, i64* %11, align 8
  %28 = load i64, i64* %7, align 8
  %29 = load i64, i64* %10, align 8
  %30 = mul i64 %28, %29
  store i64 %30, i64* %12, align 8
  %31 = load i64, i64* %8, align 8
  %32 = load i64, i64* %9, align 8
  %33 = mul i64 %31, %32
  store i64 %33, i64* %13, align 8
  %34 = load i64, i64* %8, align 8
  %35 = load i64, i64* %10, align 8
  %36 = mul i64 %34, %35
  store i64 %36, i64* %14, align 8
  %37 = load i64, i64* %11, align 8
  %38 = lshr i64 %37, 32
  %39 = load i64, i64* %12, align 8
  %40 = and i64 %39, 4294967295
  %41 = add i64 %38, %40
  %42 = load i64, i64* %13, align 8
  %43 = and i64 %42, 4294967295
  %44 = add i64 %41, %43
  store i64 %44, i64* %15, align 8
  %45 = load i64, i64* %14, align 8
  %46 = load i64, i64* %12, align 8
  %47 = lshr i64 %46, 32
  %48 = add i64 %45, %47
  %49 = load i64, i64* %13, align 8
  %50 = lshr i64 %49, 32
  %51 = add i64 %48, %50
  %52 = load i64, i64* %15, align 8
  %53 = lshr i64 %52, 32
  %54 = add i64 %51, %53
  %55 = load i64, i64* %15, align 8
  %56 = shl i64 %55, 32
  %57 = load i64, i64* %11, align 8
  %58 = and i64 %57, 4294967295
  %59 = or i64 %56, %58
  call void @mk(%struct.U* sret(%struct.U) align 4 %0, i64 noundef %54, i64 noundef %59)
  ret void
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_u(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.U, align 4
  %4 = alloca [64 x i8], align 1
  %5 = alloca i32, align 4
  %6 = alloca %struct.U, align 4
  %7 = alloca %struct.U, align 4
  %8 = alloca %struct.U, align 4
  %9 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  store i64 %0, i64* %9, align 4
  %10 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  store i64 %1, i64* %10, align 4
  store i32 0, i32* %5, align 4
  call void @mk(%struct.U* sret(%struct.U) align 4 %6, i64 noundef 0, i64 noundef 10)
  br label %11

11:                                               ; preds = %30, %2
  %12 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  %13 = load i64, i64* %12, align 4
  %14 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  %15 = load i64, i64* %14, align 4
  %16 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 0
  %17 = load i64, i64* %16, align 4
  %18 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 1
  %19 = load i64, i64* %18, align 4
  call void @udivmod(%struct.U* sret(%struct.U) align 4 %8, i64 %13, i64 %15, i64 %17, i64 %19, %struct.U* noundef %7)
  %20 = bitcast %struct.U* %3 to i8*
  %21 = bitcast %struct.U* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %20, i8* align 4 %21, i32 16, i1 false)
  %22 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 1
  %23 = load i64, i64* %22, align 4
  %24 = trunc i64 %23 to i32
  %25 = add nsw i32 48, %24
  %26 = trunc i32 %25 to i8
  %27 = load i32, i32* %5, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %5, align 4
  %29 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i32 0, i32 %27
  store i8 %26, i8* %29, align 1
  br label %30

30:                                               ; preds = %11
  %31 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  %32 = load i64, i64* %31, align 4
  %33 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  %34 = load i64, i64* %33, align 4
  %35 = or i64 %32, %34
  %36 = icmp ne i64 %35, 0
  br i1 %36, label %11, label %37, !llvm.loop !10

37:                                               ; preds = %30
  br label %38

38:                                               ; preds = %41, %37
  %39 = load i32, i32* %5, align 4
  %40 = icmp ne i32 %39, 0
  br i1 %40, label %41, label %48

41:                                               ; preds = %38
  %42 = load i32, i32* %5, align 4
  %43 = add nsw i32 %42, -1
  store i32 %43, i32* %5, align 4
  %44 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i32 0, i32 %43
  %45 = load i8, i8* %44, align 1
  %46 = sext i8 %45 to i32
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.22, i32 0, i32 0), i32 noundef %46)
  br label %38, !llvm.loop !11

48:                                               ; preds = %38
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_x(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.U, align 4
  %4 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  store i64 %0, i64* %4, align 4
  %5 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  store i64 %1, i64* %5, align 4
  %6 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  %7 = load i64, i64* %6, align 4
  %8 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  %9 = load i64, i64* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i32 0, i32 0), i64 noundef %7, i64 noundef %9)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mk(%struct.U* noalias sret(%struct.U) align 4 %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = bitcast %struct.U* %0 to i8*
  store i8* %7, i8** %4, align 4
  store i64 %1, i64* %5, align 8
  store i64 %2, i64* %6, align 8
  %8 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 0
  %9 = load i64, i64* %5, align 8
  store i64 %9, i64* %8, align 4
  %10 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 1
  %11 = load i64, i64* %6, align 8
  store i64 %11, i64* %10, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul(%struct.U* noalias sret(%struct.U) align 4 %0, i64 %1, i64 %2, i64 %3, i64 %4) #0 {
  %6 = alloca i8*, align 4
  %7 = alloca %struct.U, align 4
  %8 = alloca %struct.U, align 4
  %9 = bitcast %struct.U* %0 to i8*
  store i8* %9, i8** %6, align 4
  %10 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 0
  store i64 %1, i64* %10, align 4
  %11 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 1
  store i64 %2, i64* %11, align 4
  %12 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 0
  store i64 %3, i64* %12, align 4
  %13 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 1
  store i64 %4, i64* %13, align 4
  %14 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 1
  %15 = load i64, i64* %14, align 4
  %16 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 1
  %17 = load i64, i64* %16, align 4
  call void @mul64(%struct.U* sret(%struct.U) align 4 %0, i64 noundef %15, i64 noundef %17)
  %18 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 0
  %19 = load i64, i64* %18, align 4
  %20 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 1
  %21 = load i64, i64* %20, align 4
  %22 = mul i64 %19, %21
  %23 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 1
  %24 = load i64, i64* %23, align 4
  %25 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 0
  %26 = load i64, i64* %25, align 4
  %27 = mul i64 %24, %26
  %28 = add i64 %22, %27
  %29 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 0
  %30 = load i64, i64* %29, align 4
  %31 = add i64 %30, %28
  store i64 %31, i64* %29, align 4
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @neg(%struct.U* noalias sret(%struct.U) align 4 %0, i64 %1, i64 %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca %struct.U, align 4
  %6 = bitcast %struct.U* %0 to i8*
  store i8* %6, i8** %4, align 4
  %7 = getelementptr inbounds %struct.U, %struct.U* %5, i32 0, i32 0
  store i64 %1, i64* %7, align 4
  %8 = getelementptr inbounds %struct.U, %struct.U* %5, i32 0, i32 1
  store i64 %2, i64* %8, align 4
  %9 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 0
  %10 = getelementptr inbounds %struct.U, %struct.U* %5, i32 0, i32 0
  %11 = load i64, i64* %10, align 4
  %12 = xor i64 %11, -1
  %13 = getelementptr inbounds %struct.U, %struct.U* %5, i32 0, i32 1
  %14 = load i64, i64* %13, align 4
  %15 = icmp eq i64 %14, 0
  %16 = zext i1 %15 to i32
  %17 = sext i32 %16 to i64
  %18 = add i64 %12, %17
  store i64 %18, i64* %9, align 4
  %19 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 1
  %20 = getelementptr inbounds %struct.U, %struct.U* %5, i32 0, i32 1
  %21 = load i64, i64* %20, align 4
  %22 = sub i64 0, %21
  store i64 %22, i64* %19, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @udivmod(%struct.U* noalias sret(%struct.U) align 4 %0, i64 %1, i64 %2, i64 %3, i64 %4, %struct.U* noundef %5) #0 {
  %7 = alloca i8*, align 4
  %8 = alloca %struct.U, align 4
  %9 = alloca %struct.U, align 4
  %10 = alloca %struct.U*, align 4
  %11 = alloca %struct.U, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.U, align 4
  %14 = alloca %struct.U, align 4
  %15 = alloca %struct.U, align 4
  %16 = bitcast %struct.U* %0 to i8*
  store i8* %16, i8** %7, align 4
  %17 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 0
  store i64 %1, i64* %17, align 4
  %18 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 1
  store i64 %2, i64* %18, align 4
  %19 = getelementptr inbounds %struct.U, %struct.U* %9, i32 0, i32 0
  store i64 %3, i64* %19, align 4
  %20 = getelementptr inbounds %struct.U, %struct.U* %9, i32 0, i32 1
  store i64 %4, i64* %20, align 4
  store %struct.U* %5, %struct.U** %10, align 4
  call void @mk(%struct.U* sret(%struct.U) align 4 %0, i64 noundef 0, i64 noundef 0)
  call void @mk(%struct.U* sret(%struct.U) align 4 %11, i64 noundef 0, i64 noundef 0)
  store i32 127, i32* %12, align 4
  br label %21

21:                                               ; preds = %96, %6
  %22 = load i32, i32* %12, align 4
  %23 = icmp sge i32 %22, 0
  br i1 %23, label %24, label %99

24:                                               ; preds = %21
  %25 = getelementptr inbounds %struct.U, %struct.U* %11, i32 0, i32 0
  %26 = load i64, i64* %25, align 4
  %27 = getelementptr inbounds %struct.U, %struct.U* %11, i32 0, i32 1
  %28 = load i64, i64* %27, align 4
  call void @shl(%struct.U* sret(%struct.U) align 4 %13, i64 %26, i64 %28, i32 noundef 1)
  %29 = bitcast %struct.U* %11 to i8*
  %30 = bitcast %struct.U* %13 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %29, i8* align 4 %30, i32 16, i1 false)
  %31 = load i32, i32* %12, align 4
  %32 = icmp sge i32 %31, 64
  br i1 %32, label %33, label %40

33:                                               ; preds = %24
  %34 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 0
  %35 = load i64, i64* %34, align 4
  %36 = load i32, i32* %12, align 4
  %37 = sub nsw i32 %36, 64
  %38 = zext i32 %37 to i64
  %39 = lshr i64 %35, %38
  br label %46

40:                                               ; preds = %24
  %41 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 1
  %42 = load i64, i64* %41, align 4
  %43 = load i32, i32* %12, align 4
  %44 = zext i32 %43 to i64
  %45 = lshr i64 %42, %44
  br label %46

46:                                               ; preds = %40, %33
  %47 = phi i64 [ %39, %33 ], [ %45, %40 ]
  %48 = and i64 %47, 1
  %49 = getelementptr inbounds %struct.U, %struct.U* %11, i32 0, i32 1
  %50 = load i64, i64* %49, align 4
  %51 = or i64 %50, %48
  store i64 %51, i64* %49, align 4
  %52 = getelementptr inbounds %struct.U, %struct.U* %11, i32 0, i32 0
  %53 = load i64, i64* %52, align 4
  %54 = getelementptr inbounds %struct.U, %struct.U* %11, i32 0, i32 1
  %55 = load i64, i64* %54, align 4
  %56 = getelementptr inbounds %struct.U, %struct.U* %9, i32 0, i32 0
  %57 = load i64, i64* %56, align 4
  %58 = getelementptr inbounds %struct.U, %struct.U* %9, i32 0, i32 1
  %59 = load i64, i64* %58, align 4
  %60 = call i32 @ult(i64 %53, i64 %55, i64 %57, i64 %59)
  %61 = icmp ne i32 %60, 0
  br i1 %61, label %95, label %62

62:                                               ; preds = %46
  %63 = getelementptr inbounds %struct.U, %struct.U* %9, i32 0, i32 0
  %64 = load i64, i64* %63, align 4
  %65 = getelementptr inbounds %struct.U, %struct.U* %9, i32 0, i32 1
  %66 = load i64, i64* %65, align 4
  call void @neg(%struct.U* sret(%struct.U) align 4 %15, i64 %64, i64 %66)
  %67 = getelementptr inbounds %struct.U, %struct.U* %11, i32 0, i32 0
  %68 = load i64, i64* %67, align 4
  %69 = getelementptr inbounds %struct.U, %struct.U* %11, i32 0, i32 1
  %70 = load i64, i64* %69, align 4
  %71 = getelementptr inbounds %struct.U, %struct.U* %15, i32 0, i32 0
  %72 = load i64, i64* %71, align 4
  %73 = getelementptr inbounds %struct.U, %struct.U* %15, i32 0, i32 1
  %74 = load i64, i64* %73, align 4
  call void @add(%struct.U* sret(%struct.U) align 4 %14, i64 %68, i64 %70, i64 %72, i64 %74)
  %75 = bitcast %struct.U* %11 to i8*
  %76 = bitcast %struct.U* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %75, i8* align 4 %76, i32 16, i1 false)
  %77 = load i32, i32* %12, align 4
  %78 = icmp sge i32 %77, 64
  br i1 %78, label %79, label %87

79:                                               ; preds = %62
  %80 = load i32, i32* %12, align 4
  %81 = sub nsw i32 %80, 64
  %82 = zext i32 %81 to i64
  %83 = shl i64 1, %82
  %84 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 0
  %85 = load i64, i64* %84, align 4
  %86 = or i64 %85, %83
  store i64 %86, i64* %84, align 4
  br label %94

87:                                               ; preds = %62
  %88 = load i32, i32* %12, align 4
  %89 = zext i32 %88 to i64
  %90 = shl i64 1, %89
  %91 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 1
  %92 = load i64, i64* %91, align 4
  %93 = or i64 %92, %90
  store i64 %93, i64* %91, align 4
  br label %94

94:                                               ; preds = %87, %79
  br label %95

95:                                               ; preds = %94, %46
  br label %96

96:                                               ; preds = %95
  %97 = load i32, i32* %12, align 4
  %98 = add nsw i32 %97, -1
  store i32 %98, i32* %12, align 4
  br label %21, !llvm.loop !12

99:                                               ; preds = %21
  %100 = load %struct.U*, %struct.U** %10, align 4
  %101 = icmp ne %struct.U* %100, null
  br i1 %101, label %102, label %106

102:                                              ; preds = %99
  %103 = load %struct.U*, %struct.U** %10, align 4
  %104 = bitcast %struct.U* %103 to i8*
  %105 = bitcast %struct.U* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %104, i8* align 4 %105, i32 16, i1 false)
  br label %106

106:                                              ; preds = %102, %99
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_i(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.U, align 4
  %4 = alloca %struct.U, align 4
  %5 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  store i64 %0, i64* %5, align 4
  %6 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  store i64 %1, i64* %6, align 4
  %7 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  %8 = load i64, i64* %7, align 4
  %9 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  %10 = load i64, i64* %9, align 4
  %11 = call i32 @isneg(i64 %8, i64 %10)
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %13, label %23

13:                                               ; preds = %2
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.24, i32 0, i32 0))
  %15 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  %16 = load i64, i64* %15, align 4
  %17 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  %18 = load i64, i64* %17, align 4
  call void @neg(%struct.U* sret(%struct.U) align 4 %4, i64 %16, i64 %18)
  %19 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 0
  %20 = load i64, i64* %19, align 4
  %21 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 1
  %22 = load i64, i64* %21, align 4
  call void @put_u(i64 %20, i64 %22)
  br label %28

23:                                               ; preds = %2
  %24 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  %25 = load i64, i64* %24, align 4
  %26 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  %27 = load i64, i64* %26, align 4
  call void @put_u(i64 %25, i64 %27)
  br label %28

28:                                               ; preds = %23, %13
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sar(%struct.U* noalias sret(%struct.U) align 4 %0, i64 %1, i64 %2, i32 noundef %3) #0 {
  %5 = alloca i8*, align 4
  %6 = alloca %struct.U, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.U, align 4
  %9 = alloca %struct.U, align 4
  %10 = bitcast %struct.U* %0 to i8*
  store i8* %10, i8** %5, align 4
  %11 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 0
  store i64 %1, i64* %11, align 4
  %12 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 1
  store i64 %2, i64* %12, align 4
  store i32 %3, i32* %7, align 4
  %13 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 0
  %14 = load i64, i64* %13, align 4
  %15 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 1
  %16 = load i64, i64* %15, align 4
  %17 = call i32 @isneg(i64 %14, i64 %16)
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %25, label %19

19:                                               ; preds = %4
  %20 = load i32, i32* %7, align 4
  %21 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 0
  %22 = load i64, i64* %21, align 4
  %23 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 1
  %24 = load i64, i64* %23, align 4
  call void @shr(%struct.U* sret(%struct.U) align 4 %0, i64 %22, i64 %24, i32 noundef %20)
  br label %43

25:                                               ; preds = %4
  %26 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 0
  %27 = load i64, i64* %26, align 4
  %28 = xor i64 %27, -1
  %29 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 1
  %30 = load i64, i64* %29, align 4
  %31 = xor i64 %30, -1
  call void @mk(%struct.U* sret(%struct.U) align 4 %9, i64 noundef %28, i64 noundef %31)
  %32 = load i32, i32* %7, align 4
  %33 = getelementptr inbounds %struct.U, %struct.U* %9, i32 0, i32 0
  %34 = load i64, i64* %33, align 4
  %35 = getelementptr inbounds %struct.U, %struct.U* %9, i32 0, i32 1
  %36 = load i64, i64* %35, align 4
  call void @shr(%struct.U* sret(%struct.U) align 4 %8, i64 %34, i64 %36, i32 noundef %32)
  %37 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 0
  %38 = load i64, i64* %37, align 4
  %39 = xor i64 %38, -1
  %40 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 1
  %41 = load i64, i64* %40, align 4
  %42 = xor i64 %41, -1
  call void @mk(%struct.U* sret(%struct.U) align 4 %0, i64 noundef %39, i64 noundef %42)
  br label %43

43:                                               ; preds = %25, %19
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sdiv(%struct.U* noalias sret(%struct.U) align 4 %0, i64 %1, i64 %2, i64 %3, i64 %4, %struct.U* noundef %5) #0 {
  %7 = alloca i8*, align 4
  %8 = alloca %struct.U, align 4
  %9 = alloca %struct.U, align 4
  %10 = alloca %struct.U*, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.U, align 4
  %14 = alloca %struct.U, align 4
  %15 = alloca %struct.U, align 4
  %16 = alloca %struct.U, align 4
  %17 = alloca %struct.U, align 4
  %18 = bitcast %struct.U* %0 to i8*
  store i8* %18, i8** %7, align 4
  %19 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 0
  store i64 %1, i64* %19, align 4
  %20 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 1
  store i64 %2, i64* %20, align 4
  %21 = getelementptr inbounds %struct.U, %struct.U* %9, i32 0, i32 0
  store i64 %3, i64* %21, align 4
  %22 = getelementptr inbounds %struct.U, %struct.U* %9, i32 0, i32 1
  store i64 %4, i64* %22, align 4
  store %struct.U* %5, %struct.U** %10, align 4
  %23 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 0
  %24 = load i64, i64* %23, align 4
  %25 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 1
  %26 = load i64, i64* %25, align 4
  %27 = call i32 @isneg(i64 %24, i64 %26)
  store i32 %27, i32* %11, align 4
  %28 = getelementptr inbounds %struct.U, %struct.U* %9, i32 0, i32 0
  %29 = load i64, i64* %28, align 4
  %30 = getelementptr inbounds %struct.U, %struct.U* %9, i32 0, i32 1
  %31 = load i64, i64* %30, align 4
  %32 = call i32 @isneg(i64 %29, i64 %31)
  store i32 %32, i32* %12, align 4
  %33 = load i32, i32* %11, align 4
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %35, label %40

35:                                               ; preds = %6
  %36 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 0
  %37 = load i64, i64* %36, align 4
  %38 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 1
  %39 = load i64, i64* %38, align 4
  call void @neg(%struct.U* sret(%struct.U) align 4 %15, i64 %37, i64 %39)
  br label %43

40:                                               ; preds = %6
  %41 = bitcast %struct.U* %15 to i8*
  %42 = bitcast %struct.U* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %41, i8* align 4 %42, i32 16, i1 false)
  br label %43

43:                                               ; preds = %40, %35
  %44 = load i32, i32* %12, align 4
  %45 = icmp ne i32 %44, 0
  br i1 %45, label %46, label %51

46:                                               ; preds = %43
  %47 = getelementptr inbounds %struct.U, %struct.U* %9, i32 0, i32 0
  %48 = load i64, i64* %47, align 4
  %49 = getelementptr inbounds %struct.U, %struct.U* %9, i32 0, i32 1
  %50 = load i64, i64* %49, align 4
  call void @neg(%struct.U* sret(%struct.U) align 4 %16, i64 %48, i64 %50)
  br label %54

51:                                               ; preds = %43
  %52 = bitcast %struct.U* %16 to i8*
  %53 = bitcast %struct.U* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %52, i8* align 4 %53, i32 16, i1 false)
  br label %54

54:                                               ; preds = %51, %46
  %55 = getelementptr inbounds %struct.U, %struct.U* %15, i32 0, i32 0
  %56 = load i64, i64* %55, align 4
  %57 = getelementptr inbounds %struct.U, %struct.U* %15, i32 0, i32 1
  %58 = load i64, i64* %57, align 4
  %59 = getelementptr inbounds %struct.U, %struct.U* %16, i32 0, i32 0
  %60 = load i64, i64* %59, align 4
  %61 = getelementptr inbounds %struct.U, %struct.U* %16, i32 0, i32 1
  %62 = load i64, i64* %61, align 4
  call void @udivmod(%struct.U* sret(%struct.U) align 4 %14, i64 %56, i64 %58, i64 %60, i64 %62, %struct.U* noundef %13)
  %63 = load %struct.U*, %struct.U** %10, align 4
  %64 = icmp ne %struct.U* %63, null
  br i1 %64, label %65, label %80

65:                                               ; preds = %54
  %66 = load %struct.U*, %struct.U** %10, align 4
  %67 = load i32, i32* %11, align 4
  %68 = icmp ne i32 %67, 0
  br i1 %68, label %69, label %76

69:                                               ; preds = %65
  %70 = getelementptr inbounds %struct.U, %struct.U* %13, i32 0, i32 0
  %71 = load i64, i64* %70, align 4
  %72 = getelementptr inbounds %struct.U, %struct.U* %13, i32 0, i32 1
  %73 = load i64, i64* %72, align 4
  call void @neg(%struct.U* sret(%struct.U) align 4 %17, i64 %71, i64 %73)
  %74 = bitcast %struct.U* %66 to i8*
  %75 = bitcast %struct.U* %17 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %74, i8* align 4 %75, i32 16, i1 false)
  br label %79

76:                                               ; preds = %65
  %77 = bitcast %struct.U* %66 to i8*
  %78 = bitcast %struct.U* %13 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %77, i8* align 4 %78, i32 16, i1 false)
  br label %79

79:                                               ; preds = %76, %69
  br label %80

80:                                               ; preds = %79, %54
  %81 = load i32, i32* %11, align 4
  %82 = load i32, i32* %12, align 4
  %83 = icmp ne i32 %81, %82
  br i1 %83, label %84, label %89

84:                                               ; preds = %80
  %85 = getelementptr inbounds %struct.U, %struct.U* %14, i32 0, i32 0
  %86 = load i64, i64* %85, align 4
  %87 = getelementptr inbounds %struct.U, %struct.U* %14, i32 0, i32 1
  %88 = load i64, i64* %87, align 4
  call void @neg(%struct.U* sret(%struct.U) align 4 %0, i64 %86, i64 %88)
  br label %92

89:                                               ; preds = %80
  %90 = bitcast %struct.U* %0 to i8*
  %91 = bitcast %struct.U* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %90, i8* align 4 %91, i32 16, i1 false)
  br label %92

92:                                               ; preds = %89, %84
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @shr(%struct.U* noalias sret(%struct.U) align 4 %0, i64 %1, i64 %2, i32 noundef %3) #0 {
  %5 = alloca i8*, align 4
  %6 = alloca %struct.U, align 4
  %7 = alloca i32, align 4
  %8 = bitcast %struct.U* %0 to i8*
  store i8* %8, i8** %5, align 4
  %9 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 0
  store i64 %1, i64* %9, align 4
  %10 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 1
  store i64 %2, i64* %10, align 4
  store i32 %3, i32* %7, align 4
  %11 = load i32, i32* %7, align 4
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %16

13:                                               ; preds = %4
  %14 = bitcast %struct.U* %0 to i8*
  %15 = bitcast %struct.U* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %14, i8* align 4 %15, i32 16, i1 false)
  br label %44

16:                                               ; preds = %4
  %17 = load i32, i32* %7, align 4
  %18 = icmp sge i32 %17, 64
  br i1 %18, label %19, label %26

19:                                               ; preds = %16
  %20 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 0
  %21 = load i64, i64* %20, align 4
  %22 = load i32, i32* %7, align 4
  %23 = sub nsw i32 %22, 64
  %24 = zext i32 %23 to i64
  %25 = lshr i64 %21, %24
  call void @mk(%struct.U* sret(%struct.U) align 4 %0, i64 noundef 0, i64 noundef %25)
  br label %44

26:                                               ; preds = %16
  %27 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 0
  %28 = load i64, i64* %27, align 4
  %29 = load i32, i32* %7, align 4
  %30 = zext i32 %29 to i64
  %31 = lshr i64 %28, %30
  %32 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 1
  %33 = load i64, i64* %32, align 4
  %34 = load i32, i32* %7, align 4
  %35 = zext i32 %34 to i64
  %36 = lshr i64 %33, %35
  %37 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 0
  %38 = load i64, i64* %37, align 4
  %39 = load i32, i32* %7, align 4
  %40 = sub nsw i32 64, %39
  %41 = zext i32 %40 to i64
  %42 = shl i64 %38, %41
  %43 = or i64 %36, %42
  call void @mk(%struct.U* sret(%struct.U) align 4 %0, i64 noundef %31, i64 noundef %43)
  br label %44

44:                                               ; preds = %26, %19, %13
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @shl(%struct.U* noalias sret(%struct.U) align 4 %0, i64 %1, i64 %2, i32 noundef %3) #0 {
  %5 = alloca i8*, align 4
  %6 = alloca %struct.U, align 4
  %7 = alloca i32, align 4
  %8 = bitcast %struct.U* %0 to i8*
  store i8* %8, i8** %5, align 4
  %9 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 0
  store i64 %1, i64* %9, align 4
  %10 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 1
  store i64 %2, i64* %10, align 4
  store i32 %3, i32* %7, align 4
  %11 = load i32, i32* %7, align 4
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %16

13:                                               ; preds = %4
  %14 = bitcast %struct.U* %0 to i8*
  %15 = bitcast %struct.U* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %14, i8* align 4 %15, i32 16, i1 false)
  br label %44

16:                                               ; preds = %4
  %17 = load i32, i32* %7, align 4
  %18 = icmp sge i32 %17, 64
  br i1 %18, label %19, label %26

19:                                               ; preds = %16
  %20 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 1
  %21 = load i64, i64* %20, align 4
  %22 = load i32, i32* %7, align 4
  %23 = sub nsw i32 %22, 64
  %24 = zext i32 %23 to i64
  %25 = shl i64 %21, %24
  call void @mk(%struct.U* sret(%struct.U) align 4 %0, i64 noundef %25, i64 noundef 0)
  br label %44

26:                                               ; preds = %16
  %27 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 0
  %28 = load i64, i64* %27, align 4
  %29 = load i32, i32* %7, align 4
  %30 = zext i32 %29 to i64
  %31 = shl i64 %28, %30
  %32 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 1
  %33 = load i64, i64* %32, align 4
  %34 = load i32, i32* %7, align 4
  %35 = sub nsw i32 64, %34
  %36 = zext i32 %35 to i64
  %37 = lshr i64 %33, %36
  %38 = or i64 %31, %37
  %39 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 1
  %40 = load i64, i64* %39, align 4
  %41 = load i32, i32* %7, align 4
  %42 = zext i32 %41 to i64
  %43 = shl i64 %40, %42
  call void @mk(%struct.U* sret(%struct.U) align 4 %0, i64 noundef %38, i64 noundef %43)
  br label %44

44:                                               ; preds = %26, %19, %13
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @or_(%struct.U* noalias sret(%struct.U) align 4 %0, i64 %1, i64 %2, i64 %3, i64 %4) #0 {
  %6 = alloca i8*, align 4
  %7 = alloca %struct.U, align 4
  %8 = alloca %struct.U, align 4
  %9 = bitcast %struct.U* %0 to i8*
  store i8* %9, i8** %6, align 4
  %10 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 0
  store i64 %1, i64* %10, align 4
  %11 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 1
  store i64 %2, i64* %11, align 4
  %12 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 0
  store i64 %3, i64* %12, align 4
  %13 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 1
  store i64 %4, i64* %13, align 4
  %14 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 0
  %15 = load i64, i64* %14, align 4
  %16 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 0
  %17 = load i64, i64* %16, align 4
  %18 = or i64 %15, %17
  %19 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 1
  %20 = load i64, i64* %19, align 4
  %21 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 1
  %22 = load i64, i64* %21, align 4
  %23 = or i64 %20, %22
  call void @mk(%struct.U* sret(%struct.U) align 4 %0, i64 noundef %18, i64 noundef %23)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add(%struct.U* noalias sret(%struct.U) align 4 %0, i64 %1, i64 %2, i64 %3, i64 %4) #0 {
  %6 = alloca i8*, align 4
  %7 = alloca %struct.U, align 4
  %8 = alloca %struct.U, align 4
  %9 = bitcast %struct.U* %0 to i8*
  store i8* %9, i8** %6, align 4
  %10 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 0
  store i64 %1, i64* %10, align 4
  %11 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 1
  store i64 %2, i64* %11, align 4
  %12 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 0
  store i64 %3, i64* %12, align 4
  %13 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 1
  store i64 %4, i64* %13, align 4
  %14 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 0
  %15 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 0
  %16 = load i64, i64* %15, align 4
  %17 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 0
  %18 = load i64, i64* %17, align 4
  %19 = add i64 %16, %18
  %20 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 1
  %21 = load i64, i64* %20, align 4
  %22 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 1
  %23 = load i64, i64* %22, align 4
  %24 = add i64 %21, %23
  %25 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 1
  %26 = load i64, i64* %25, align 4
  %27 = icmp ult i64 %24, %26
  %28 = zext i1 %27 to i32
  %29 = sext i32 %28 to i64
  %30 = add i64 %19, %29
  store i64 %30, i64* %14, align 4
  %31 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 1
  %32 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 1
  %33 = load i64, i64* %32, align 4
  %34 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 1
  %35 = load i64, i64* %34, align 4
  %36 = add i64 %33, %35
  store i64 %36, i64* %31, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @isneg(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.U, align 4
  %4 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  store i64 %0, i64* %4, align 4
  %5 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  store i64 %1, i64* %5, align 4
  %6 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  %7 = load i64, i64* %6, align 4
  %8 = lshr i64 %7, 63
  %9 = trunc i64 %8 to i32
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ult(i64 %0, i64 %1, i64 %2, i64 %3) #0 {
  %5 = alloca %struct.U, align 4
  %6 = alloca %struct.U, align 4
  %7 = getelementptr inbounds %struct.U, %struct.U* %5, i32 0, i32 0
  store i64 %0, i64* %7, align 4
  %8 = getelementptr inbounds %struct.U, %struct.U* %5, i32 0, i32 1
  store i64 %1, i64* %8, align 4
  %9 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 0
  store i64 %2, i64* %9, align 4
  %10 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 1
  store i64 %3, i64* %10, align 4
  %11 = getelementptr inbounds %struct.U, %struct.U* %5, i32 0, i32 0
  %12 = load i64, i64* %11, align 4
  %13 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 0
  %14 = load i64, i64* %13, align 4
  %15 = icmp ult i64 %12, %14
  br i1 %15, label %30, label %16

16:                                               ; preds = %4
  %17 = getelementptr inbounds %struct.U, %struct.U* %5, i32 0, i32 0
  %18 = load i64, i64* %17, align 4
  %19 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 0
  %20 = load i64, i64* %19, align 4
  %21 = icmp eq i64 %18, %20
  br i1 %21, label %22, label %28

22:                                               ; preds = %16
  %23 = getelementptr inbounds %struct.U, %struct.U* %5, i32 0, i32 1
  %24 = load i64, i64* %23, align 4
  %25 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 1
  %26 = load i64, i64* %25, align 4
  %27 = icmp ult i64 %24, %26
  br label %28

28:                                               ; preds = %22, %16
  %29 = phi i1 [ false, %16 ], [ %27, %22 ]
  br label %30

30:                                               ; preds = %28, %4
  %31 = phi i1 [ true, %4 ], [ %29, %28 ]
  %32 = zext i1 %31 to i32
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @to_du(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.U, align 4
  %4 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  store i64 %0, i64* %4, align 4
  %5 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  store i64 %1, i64* %5, align 4
  %6 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  %7 = load i64, i64* %6, align 4
  %8 = uitofp i64 %7 to double
  %9 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  %10 = load i64, i64* %9, align 4
  %11 = uitofp i64 %10 to double
  %12 = call double @llvm.fmuladd.f64(double %8, double 0x43F0000000000000, double %11)
  ret double %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @to_d(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.U, align 4
  %4 = alloca %struct.U, align 4
  %5 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  store i64 %0, i64* %5, align 4
  %6 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  store i64 %1, i64* %6, align 4
  %7 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  %8 = load i64, i64* %7, align 4
  %9 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  %10 = load i64, i64* %9, align 4
  %11 = call i32 @isneg(i64 %8, i64 %10)
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %13, label %24

13:                                               ; preds = %2
  %14 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  %15 = load i64, i64* %14, align 4
  %16 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  %17 = load i64, i64* %16, align 4
  call void @neg(%struct.U* sret(%struct.U) align 4 %4, i64 %15, i64 %17)
  %18 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 0
  %19 = load i64, i64* %18, align 4
  %20 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 1
  %21 = load i64, i64* %20, align 4
  %22 = call double @to_du(i64 %19, i64 %21)
  %23 = fneg double %22
  br label %30

24:                                               ; preds = %2
  %25 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  %26 = load i64, i64* %25, align 4
  %27 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  %28 = load i64, i64* %27, align 4
  %29 = call double @to_du(i64 %26, i64 %28)
  br label %30

30:                                               ; preds = %24, %13
  %31 = phi double [ %23, %13 ], [ %29, %24 ]
  ret double %31
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
