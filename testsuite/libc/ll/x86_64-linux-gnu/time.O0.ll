; ModuleID = 'time.c'
source_filename = "time.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, ptr }
%struct.timespec = type { i64, i64 }
%struct.timeval = type { i64, i64 }

@main.times = internal constant [14 x i64] [i64 0, i64 1, i64 86399, i64 86400, i64 951782400, i64 951868800, i64 978307199, i64 1000000000, i64 1234567890, i64 1700000000, i64 2147483647, i64 -1, i64 -86400, i64 -2147483647], align 16
@.str = private unnamed_addr constant [9 x i8] c"gmtime_r\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"localtime_r\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"  gmtime zone %s off %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"  localtime zone %s off %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"  asctime %s\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"  ctime %s\00", align 1
@formats = internal constant [15 x ptr] [ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32], align 16
@.str.6 = private unnamed_addr constant [17 x i8] c"  [%s] %zu \22%s\22\0A\00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"  mktime %lld timegm %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"normalised %lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"normalised\00", align 1
@.str.10 = private unnamed_addr constant [25 x i8] c"%F %a %G-W%V-%u %U %W %j\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.12 = private unnamed_addr constant [24 x i8] c"strftime too long: %zu\0A\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"%A %B\00", align 1
@.str.14 = private unnamed_addr constant [16 x i8] c"difftime %a %a\0A\00", align 1
@.str.15 = private unnamed_addr constant [30 x i8] c"clocks: %d %d %d %d %d %d %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [15 x i8] c"bad clock: %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [58 x i8] c"%s: %d-%02d-%02d %02d:%02d:%02d wday %d yday %d isdst %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [15 x i8] c"%a %A %b %B %h\00", align 1
@.str.19 = private unnamed_addr constant [3 x i8] c"%c\00", align 1
@.str.20 = private unnamed_addr constant [12 x i8] c"%C %d %D %e\00", align 1
@.str.21 = private unnamed_addr constant [6 x i8] c"%F %T\00", align 1
@.str.22 = private unnamed_addr constant [9 x i8] c"%g %G %V\00", align 1
@.str.23 = private unnamed_addr constant [15 x i8] c"%H %I %j %k %l\00", align 1
@.str.24 = private unnamed_addr constant [17 x i8] c"%m %M %n%t %p %P\00", align 1
@.str.25 = private unnamed_addr constant [9 x i8] c"%r %R %S\00", align 1
@.str.26 = private unnamed_addr constant [12 x i8] c"%u %U %w %W\00", align 1
@.str.27 = private unnamed_addr constant [12 x i8] c"%x %X %y %Y\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"%z %Z\00", align 1
@.str.29 = private unnamed_addr constant [3 x i8] c"%%\00", align 1
@.str.30 = private unnamed_addr constant [16 x i8] c"%-d %_d %0e %-j\00", align 1
@.str.31 = private unnamed_addr constant [11 x i8] c"%Ey %Od %s\00", align 1
@.str.32 = private unnamed_addr constant [5 x i8] c"[%q]\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca %struct.tm, align 8
  %5 = alloca %struct.tm, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca [128 x i8], align 16
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca %struct.tm, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.tm, align 8
  %16 = alloca [64 x i8], align 16
  %17 = alloca [8 x i8], align 1
  %18 = alloca %struct.tm, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca %struct.timespec, align 8
  %23 = alloca %struct.timespec, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca %struct.timeval, align 8
  %27 = alloca i32, align 4
  %28 = alloca i64, align 8
  %29 = alloca i32, align 4
  %30 = alloca i64, align 8
  %31 = alloca %struct.timespec, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %32

32:                                               ; preds = %88, %0
  %33 = load i32, ptr %2, align 4
  %34 = zext i32 %33 to i64
  %35 = icmp ult i64 %34, 14
  br i1 %35, label %36, label %91

36:                                               ; preds = %32
  %37 = load i32, ptr %2, align 4
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds [14 x i64], ptr @main.times, i64 0, i64 %38
  %40 = load i64, ptr %39, align 8
  store i64 %40, ptr %3, align 8
  %41 = call ptr @gmtime_r(ptr noundef %3, ptr noundef %4) #5
  call void @show(ptr noundef @.str, ptr noundef %41)
  %42 = call ptr @localtime_r(ptr noundef %3, ptr noundef %5) #5
  call void @show(ptr noundef @.str.1, ptr noundef %42)
  %43 = call ptr @gmtime(ptr noundef %3) #5
  store ptr %43, ptr %6, align 8
  %44 = load ptr, ptr %6, align 8
  %45 = getelementptr inbounds %struct.tm, ptr %44, i32 0, i32 10
  %46 = load ptr, ptr %45, align 8
  %47 = load ptr, ptr %6, align 8
  %48 = getelementptr inbounds %struct.tm, ptr %47, i32 0, i32 9
  %49 = load i64, ptr %48, align 8
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %46, i64 noundef %49)
  %51 = call ptr @localtime(ptr noundef %3) #5
  store ptr %51, ptr %7, align 8
  %52 = load ptr, ptr %7, align 8
  %53 = getelementptr inbounds %struct.tm, ptr %52, i32 0, i32 10
  %54 = load ptr, ptr %53, align 8
  %55 = load ptr, ptr %7, align 8
  %56 = getelementptr inbounds %struct.tm, ptr %55, i32 0, i32 9
  %57 = load i64, ptr %56, align 8
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %54, i64 noundef %57)
  %59 = call ptr @asctime(ptr noundef %4) #5
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %59)
  %61 = call ptr @ctime(ptr noundef %3) #5
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %61)
  store i32 0, ptr %9, align 4
  br label %63

63:                                               ; preds = %81, %36
  %64 = load i32, ptr %9, align 4
  %65 = zext i32 %64 to i64
  %66 = icmp ult i64 %65, 15
  br i1 %66, label %67, label %84

67:                                               ; preds = %63
  %68 = getelementptr inbounds [128 x i8], ptr %8, i64 0, i64 0
  %69 = load i32, ptr %9, align 4
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds [15 x ptr], ptr @formats, i64 0, i64 %70
  %72 = load ptr, ptr %71, align 8
  %73 = call i64 @strftime(ptr noundef %68, i64 noundef 128, ptr noundef %72, ptr noundef %5) #5
  store i64 %73, ptr %10, align 8
  %74 = load i32, ptr %9, align 4
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds [15 x ptr], ptr @formats, i64 0, i64 %75
  %77 = load ptr, ptr %76, align 8
  %78 = load i64, ptr %10, align 8
  %79 = getelementptr inbounds [128 x i8], ptr %8, i64 0, i64 0
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %77, i64 noundef %78, ptr noundef %79)
  br label %81

81:                                               ; preds = %67
  %82 = load i32, ptr %9, align 4
  %83 = add i32 %82, 1
  store i32 %83, ptr %9, align 4
  br label %63, !llvm.loop !6

84:                                               ; preds = %63
  %85 = call i64 @mktime(ptr noundef %5) #5
  %86 = call i64 @timegm(ptr noundef %4) #5
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %85, i64 noundef %86)
  br label %88

88:                                               ; preds = %84
  %89 = load i32, ptr %2, align 4
  %90 = add i32 %89, 1
  store i32 %90, ptr %2, align 4
  br label %32, !llvm.loop !8

91:                                               ; preds = %32
  call void @llvm.memset.p0.i64(ptr align 8 %11, i8 0, i64 56, i1 false)
  %92 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 5
  store i32 100, ptr %92, align 4
  %93 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 4
  store i32 13, ptr %93, align 8
  %94 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 3
  store i32 35, ptr %94, align 4
  %95 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 2
  store i32 25, ptr %95, align 8
  %96 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 1
  store i32 -5, ptr %96, align 4
  %97 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 0
  store i32 70, ptr %97, align 8
  %98 = call i64 @mktime(ptr noundef %11) #5
  store i64 %98, ptr %12, align 8
  %99 = load i64, ptr %12, align 8
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %99)
  call void @show(ptr noundef @.str.9, ptr noundef %11)
  %101 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 5
  store i32 99, ptr %101, align 4
  %102 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 4
  store i32 -1, ptr %102, align 8
  %103 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 3
  store i32 0, ptr %103, align 4
  %104 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 2
  store i32 0, ptr %104, align 8
  %105 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 1
  store i32 0, ptr %105, align 4
  %106 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 0
  store i32 -1, ptr %106, align 8
  %107 = call i64 @timegm(ptr noundef %11) #5
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %107)
  call void @show(ptr noundef @.str.9, ptr noundef %11)
  store i32 2004, ptr %13, align 4
  br label %109

109:                                              ; preds = %132, %91
  %110 = load i32, ptr %13, align 4
  %111 = icmp sle i32 %110, 2012
  br i1 %111, label %112, label %135

112:                                              ; preds = %109
  store i32 26, ptr %14, align 4
  br label %113

113:                                              ; preds = %128, %112
  %114 = load i32, ptr %14, align 4
  %115 = icmp sle i32 %114, 38
  br i1 %115, label %116, label %131

116:                                              ; preds = %113
  call void @llvm.memset.p0.i64(ptr align 8 %15, i8 0, i64 56, i1 false)
  %117 = load i32, ptr %13, align 4
  %118 = sub nsw i32 %117, 1900
  %119 = getelementptr inbounds %struct.tm, ptr %15, i32 0, i32 5
  store i32 %118, ptr %119, align 4
  %120 = getelementptr inbounds %struct.tm, ptr %15, i32 0, i32 4
  store i32 11, ptr %120, align 8
  %121 = load i32, ptr %14, align 4
  %122 = getelementptr inbounds %struct.tm, ptr %15, i32 0, i32 3
  store i32 %121, ptr %122, align 4
  %123 = call i64 @timegm(ptr noundef %15) #5
  %124 = getelementptr inbounds [64 x i8], ptr %16, i64 0, i64 0
  %125 = call i64 @strftime(ptr noundef %124, i64 noundef 64, ptr noundef @.str.10, ptr noundef %15) #5
  %126 = getelementptr inbounds [64 x i8], ptr %16, i64 0, i64 0
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %126)
  br label %128

128:                                              ; preds = %116
  %129 = load i32, ptr %14, align 4
  %130 = add nsw i32 %129, 4
  store i32 %130, ptr %14, align 4
  br label %113, !llvm.loop !9

131:                                              ; preds = %113
  br label %132

132:                                              ; preds = %131
  %133 = load i32, ptr %13, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %13, align 4
  br label %109, !llvm.loop !10

135:                                              ; preds = %109
  call void @llvm.memset.p0.i64(ptr align 8 %18, i8 0, i64 56, i1 false)
  %136 = getelementptr inbounds [8 x i8], ptr %17, i64 0, i64 0
  %137 = call i64 @strftime(ptr noundef %136, i64 noundef 8, ptr noundef @.str.13, ptr noundef %18) #5
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %137)
  %139 = call double @difftime(i64 noundef 100, i64 noundef 50) #6
  %140 = call double @difftime(i64 noundef -3, i64 noundef 4) #6
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %139, double noundef %140)
  %142 = call i64 @time(ptr noundef null) #5
  store i64 %142, ptr %19, align 8
  %143 = call i64 @time(ptr noundef %20) #5
  %144 = call i64 @clock() #5
  store i64 %144, ptr %21, align 8
  %145 = call i32 @clock_gettime(i32 noundef 0, ptr noundef %22) #5
  store i32 %145, ptr %24, align 4
  %146 = call i32 @clock_gettime(i32 noundef 1, ptr noundef %23) #5
  store i32 %146, ptr %25, align 4
  %147 = call i32 @gettimeofday(ptr noundef %26, ptr noundef null) #5
  store i32 %147, ptr %27, align 4
  store volatile i64 0, ptr %28, align 8
  store i32 0, ptr %29, align 4
  br label %148

148:                                              ; preds = %156, %135
  %149 = load i32, ptr %29, align 4
  %150 = icmp slt i32 %149, 100000
  br i1 %150, label %151, label %159

151:                                              ; preds = %148
  %152 = load i32, ptr %29, align 4
  %153 = sext i32 %152 to i64
  %154 = load volatile i64, ptr %28, align 8
  %155 = add i64 %154, %153
  store volatile i64 %155, ptr %28, align 8
  br label %156

156:                                              ; preds = %151
  %157 = load i32, ptr %29, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %29, align 4
  br label %148, !llvm.loop !11

159:                                              ; preds = %148
  %160 = call i64 @clock() #5
  store i64 %160, ptr %30, align 8
  %161 = call i32 @clock_gettime(i32 noundef 1, ptr noundef %31) #5
  %162 = load i64, ptr %20, align 8
  %163 = load i64, ptr %19, align 8
  %164 = icmp sge i64 %162, %163
  %165 = zext i1 %164 to i32
  %166 = load i64, ptr %30, align 8
  %167 = load i64, ptr %21, align 8
  %168 = icmp sge i64 %166, %167
  %169 = zext i1 %168 to i32
  %170 = load i32, ptr %24, align 4
  %171 = load i32, ptr %25, align 4
  %172 = load i32, ptr %27, align 4
  %173 = getelementptr inbounds %struct.timespec, ptr %31, i32 0, i32 0
  %174 = load i64, ptr %173, align 8
  %175 = getelementptr inbounds %struct.timespec, ptr %23, i32 0, i32 0
  %176 = load i64, ptr %175, align 8
  %177 = icmp sgt i64 %174, %176
  br i1 %177, label %192, label %178

178:                                              ; preds = %159
  %179 = getelementptr inbounds %struct.timespec, ptr %31, i32 0, i32 0
  %180 = load i64, ptr %179, align 8
  %181 = getelementptr inbounds %struct.timespec, ptr %23, i32 0, i32 0
  %182 = load i64, ptr %181, align 8
  %183 = icmp eq i64 %180, %182
  br i1 %183, label %184, label %190

184:                                              ; preds = %178
  %185 = getelementptr inbounds %struct.timespec, ptr %31, i32 0, i32 1
  %186 = load i64, ptr %185, align 8
  %187 = getelementptr inbounds %struct.timespec, ptr %23, i32 0, i32 1
  %188 = load i64, ptr %187, align 8
  %189 = icmp sge i64 %186, %188
  br label %190

190:                                              ; preds = %184, %178
  %191 = phi i1 [ false, %178 ], [ %189, %184 ]
  br label %192

192:                                              ; preds = %190, %159
  %193 = phi i1 [ true, %159 ], [ %191, %190 ]
  %194 = zext i1 %193 to i32
  %195 = getelementptr inbounds %struct.timespec, ptr %22, i32 0, i32 1
  %196 = load i64, ptr %195, align 8
  %197 = icmp sge i64 %196, 0
  br i1 %197, label %198, label %210

198:                                              ; preds = %192
  %199 = getelementptr inbounds %struct.timespec, ptr %22, i32 0, i32 1
  %200 = load i64, ptr %199, align 8
  %201 = icmp slt i64 %200, 1000000000
  br i1 %201, label %202, label %210

202:                                              ; preds = %198
  %203 = getelementptr inbounds %struct.timeval, ptr %26, i32 0, i32 1
  %204 = load i64, ptr %203, align 8
  %205 = icmp sge i64 %204, 0
  br i1 %205, label %206, label %210

206:                                              ; preds = %202
  %207 = getelementptr inbounds %struct.timeval, ptr %26, i32 0, i32 1
  %208 = load i64, ptr %207, align 8
  %209 = icmp slt i64 %208, 1000000
  br label %210

210:                                              ; preds = %206, %202, %198, %192
  %211 = phi i1 [ false, %202 ], [ false, %198 ], [ false, %192 ], [ %209, %206 ]
  %212 = zext i1 %211 to i32
  %213 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %165, i32 noundef %169, i32 noundef %170, i32 noundef %171, i32 noundef %172, i32 noundef %194, i32 noundef %212)
  %214 = call i32 @clock_gettime(i32 noundef 99, ptr noundef %22) #5
  %215 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %214)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.tm, ptr %6, i32 0, i32 5
  %8 = load i32, ptr %7, align 4
  %9 = add nsw i32 %8, 1900
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.tm, ptr %10, i32 0, i32 4
  %12 = load i32, ptr %11, align 8
  %13 = add nsw i32 %12, 1
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds %struct.tm, ptr %14, i32 0, i32 3
  %16 = load i32, ptr %15, align 4
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds %struct.tm, ptr %17, i32 0, i32 2
  %19 = load i32, ptr %18, align 8
  %20 = load ptr, ptr %4, align 8
  %21 = getelementptr inbounds %struct.tm, ptr %20, i32 0, i32 1
  %22 = load i32, ptr %21, align 4
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.tm, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %24, align 8
  %26 = load ptr, ptr %4, align 8
  %27 = getelementptr inbounds %struct.tm, ptr %26, i32 0, i32 6
  %28 = load i32, ptr %27, align 8
  %29 = load ptr, ptr %4, align 8
  %30 = getelementptr inbounds %struct.tm, ptr %29, i32 0, i32 7
  %31 = load i32, ptr %30, align 4
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds %struct.tm, ptr %32, i32 0, i32 8
  %34 = load i32, ptr %33, align 8
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %5, i32 noundef %9, i32 noundef %13, i32 noundef %16, i32 noundef %19, i32 noundef %22, i32 noundef %25, i32 noundef %28, i32 noundef %31, i32 noundef %34)
  ret void
}

; Function Attrs: nounwind
declare ptr @gmtime_r(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare ptr @localtime_r(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare ptr @gmtime(ptr noundef) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare ptr @localtime(ptr noundef) #1

; Function Attrs: nounwind
declare ptr @asctime(ptr noundef) #1

; Function Attrs: nounwind
declare ptr @ctime(ptr noundef) #1

; Function Attrs: nounwind
declare i64 @strftime(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i64 @mktime(ptr noundef) #1

; Function Attrs: nounwind
declare i64 @timegm(ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nounwind willreturn memory(none)
declare double @difftime(i64 noundef, i64 noundef) #4

; Function Attrs: nounwind
declare i64 @time(ptr noundef) #1

; Function Attrs: nounwind
declare i64 @clock() #1

; Function Attrs: nounwind
declare i32 @clock_gettime(i32 noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @gettimeofday(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
