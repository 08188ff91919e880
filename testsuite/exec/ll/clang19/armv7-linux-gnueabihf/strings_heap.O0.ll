; ModuleID = 'strings_heap.c'
source_filename = "strings_heap.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Entry = type { ptr, i32, ptr }

@.str = private unnamed_addr constant [13 x i8] c"Hello, world\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"strlen %u, empty %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"strcmp: %d %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"strncmp: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"! and more\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"strcpy/strcat: '%s' (%u)\0A\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"strchr: '%s' '%s' %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [33 x i8] c"strchr nul: %d, strstr: '%s' %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"xyz\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"memset: '%s'\0A\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.12 = private unnamed_addr constant [23 x i8] c"strncpy pad: %d %d %d\0A\00", align 1
@__const.main.mv = private unnamed_addr constant [11 x i8] c"0123456789\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"memmove fwd: %s\0A\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"memmove back: %s\0A\00", align 1
@.str.15 = private unnamed_addr constant [18 x i8] c"memcmp: %d %d %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [30 x i8] c"vector: n=%d cap=%d sum=%lld\0A\00", align 1
@.str.17 = private unnamed_addr constant [42 x i8] c"sorts: %08x %08x %08x %08x min %d max %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.21 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@__const.main.words = private unnamed_addr constant [9 x ptr] [ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.19, ptr @.str.22, ptr @.str.20, ptr @.str.23, ptr @.str.19], align 4
@.str.24 = private unnamed_addr constant [5 x i8] c"%s%s\00", align 1
@.str.25 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.26 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.27 = private unnamed_addr constant [52 x i8] c"the quick brown fox jumps over the lazy dog the fox\00", align 1
@.str.28 = private unnamed_addr constant [10 x i8] c"  %s x%d\0A\00", align 1
@.str.29 = private unnamed_addr constant [19 x i8] c"distinct words %d\0A\00", align 1
@.str.30 = private unnamed_addr constant [11 x i8] c"puts works\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x i8], align 1
  %3 = alloca ptr, align 4
  %4 = alloca [8 x i8], align 1
  %5 = alloca [11 x i8], align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 4
  %13 = alloca ptr, align 4
  %14 = alloca i32, align 4
  %15 = alloca [4 x i32], align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca [9 x ptr], align 4
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 4
  %21 = alloca ptr, align 4
  %22 = alloca ptr, align 4
  %23 = alloca ptr, align 4
  %24 = alloca i32, align 4
  %25 = alloca ptr, align 4
  %26 = alloca i32, align 4
  %27 = alloca ptr, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca ptr, align 4
  %31 = alloca i32, align 4
  %32 = alloca ptr, align 4
  %33 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  store ptr @.str, ptr %3, align 4
  %34 = load ptr, ptr %3, align 4
  %35 = call i32 @strlen(ptr noundef %34) #8
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %35, i32 noundef 0)
  %37 = call i32 @sgn(i32 noundef -1)
  %38 = call i32 @sgn(i32 noundef 0)
  %39 = call i32 @sgn(i32 noundef 1)
  %40 = call i32 @sgn(i32 noundef -1)
  %41 = call i32 @sgn(i32 noundef 1)
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40, i32 noundef %41)
  %43 = call i32 @sgn(i32 noundef 0)
  %44 = call i32 @sgn(i32 noundef -1)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %43, i32 noundef %44)
  %46 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 0
  %47 = load ptr, ptr %3, align 4
  %48 = call ptr @strcpy(ptr noundef %46, ptr noundef %47) #8
  %49 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 0
  %50 = call ptr @strcat(ptr noundef %49, ptr noundef @.str.4) #8
  %51 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 0
  %52 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 0
  %53 = call i32 @strlen(ptr noundef %52) #8
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %51, i32 noundef %53)
  %55 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 0
  %56 = call ptr @strchr(ptr noundef %55, i32 noundef 119) #8
  %57 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 0
  %58 = call ptr @strrchr(ptr noundef %57, i32 noundef 111) #8
  %59 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 0
  %60 = call ptr @strchr(ptr noundef %59, i32 noundef 90) #8
  %61 = icmp eq ptr %60, null
  %62 = zext i1 %61 to i32
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %56, ptr noundef %58, i32 noundef %62)
  %64 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 0
  %65 = call ptr @strchr(ptr noundef %64, i32 noundef 0) #8
  %66 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 0
  %67 = ptrtoint ptr %65 to i32
  %68 = ptrtoint ptr %66 to i32
  %69 = sub i32 %67, %68
  %70 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 0
  %71 = call ptr @strstr(ptr noundef %70, ptr noundef @.str.8) #8
  %72 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 0
  %73 = call ptr @strstr(ptr noundef %72, ptr noundef @.str.9) #8
  %74 = icmp eq ptr %73, null
  %75 = zext i1 %74 to i32
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %69, ptr noundef %71, i32 noundef %75)
  %77 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 0
  call void @llvm.memset.p0.i32(ptr align 1 %77, i8 45, i32 10, i1 false)
  %78 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 10
  store i8 0, ptr %78, align 1
  %79 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 0
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %79)
  %81 = getelementptr inbounds [8 x i8], ptr %4, i32 0, i32 0
  %82 = call ptr @strncpy(ptr noundef %81, ptr noundef @.str.11, i32 noundef 8) #8
  %83 = getelementptr inbounds [8 x i8], ptr %4, i32 0, i32 3
  %84 = load i8, ptr %83, align 1
  %85 = zext i8 %84 to i32
  %86 = getelementptr inbounds [8 x i8], ptr %4, i32 0, i32 7
  %87 = load i8, ptr %86, align 1
  %88 = zext i8 %87 to i32
  %89 = getelementptr inbounds [8 x i8], ptr %4, i32 0, i32 0
  %90 = call i32 @strlen(ptr noundef %89) #8
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %85, i32 noundef %88, i32 noundef %90)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %5, ptr align 1 @__const.main.mv, i32 11, i1 false)
  %92 = getelementptr inbounds [11 x i8], ptr %5, i32 0, i32 0
  %93 = getelementptr inbounds i8, ptr %92, i32 2
  %94 = getelementptr inbounds [11 x i8], ptr %5, i32 0, i32 0
  call void @llvm.memmove.p0.p0.i32(ptr align 1 %93, ptr align 1 %94, i32 5, i1 false)
  %95 = getelementptr inbounds [11 x i8], ptr %5, i32 0, i32 0
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %95)
  %97 = getelementptr inbounds [11 x i8], ptr %5, i32 0, i32 0
  %98 = getelementptr inbounds [11 x i8], ptr %5, i32 0, i32 0
  %99 = getelementptr inbounds i8, ptr %98, i32 3
  call void @llvm.memmove.p0.p0.i32(ptr align 1 %97, ptr align 1 %99, i32 6, i1 false)
  %100 = getelementptr inbounds [11 x i8], ptr %5, i32 0, i32 0
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %100)
  %102 = call i32 @sgn(i32 noundef -1)
  %103 = call i32 @sgn(i32 noundef 0)
  %104 = call i32 @sgn(i32 noundef 1)
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %102, i32 noundef %103, i32 noundef %104)
  store i32 1, ptr %6, align 4
  store i32 0, ptr %7, align 4
  %106 = call ptr @malloc(i32 noundef 4) #9
  store ptr %106, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %107

107:                                              ; preds = %129, %0
  %108 = load i32, ptr %9, align 4
  %109 = icmp slt i32 %108, 1000
  br i1 %109, label %110, label %132

110:                                              ; preds = %107
  %111 = load i32, ptr %7, align 4
  %112 = load i32, ptr %6, align 4
  %113 = icmp eq i32 %111, %112
  br i1 %113, label %114, label %121

114:                                              ; preds = %110
  %115 = load i32, ptr %6, align 4
  %116 = mul nsw i32 %115, 2
  store i32 %116, ptr %6, align 4
  %117 = load ptr, ptr %8, align 4
  %118 = load i32, ptr %6, align 4
  %119 = mul i32 %118, 4
  %120 = call ptr @realloc(ptr noundef %117, i32 noundef %119) #10
  store ptr %120, ptr %8, align 4
  br label %121

121:                                              ; preds = %114, %110
  %122 = load i32, ptr %9, align 4
  %123 = mul nsw i32 %122, 7919
  %124 = srem i32 %123, 1009
  %125 = load ptr, ptr %8, align 4
  %126 = load i32, ptr %7, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr %7, align 4
  %128 = getelementptr inbounds i32, ptr %125, i32 %126
  store i32 %124, ptr %128, align 4
  br label %129

129:                                              ; preds = %121
  %130 = load i32, ptr %9, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %9, align 4
  br label %107, !llvm.loop !6

132:                                              ; preds = %107
  store i64 0, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %133

133:                                              ; preds = %145, %132
  %134 = load i32, ptr %11, align 4
  %135 = load i32, ptr %7, align 4
  %136 = icmp slt i32 %134, %135
  br i1 %136, label %137, label %148

137:                                              ; preds = %133
  %138 = load ptr, ptr %8, align 4
  %139 = load i32, ptr %11, align 4
  %140 = getelementptr inbounds i32, ptr %138, i32 %139
  %141 = load i32, ptr %140, align 4
  %142 = sext i32 %141 to i64
  %143 = load i64, ptr %10, align 8
  %144 = add nsw i64 %143, %142
  store i64 %144, ptr %10, align 8
  br label %145

145:                                              ; preds = %137
  %146 = load i32, ptr %11, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %11, align 4
  br label %133, !llvm.loop !8

148:                                              ; preds = %133
  %149 = load i32, ptr %7, align 4
  %150 = load i32, ptr %6, align 4
  %151 = load i64, ptr %10, align 8
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %149, i32 noundef %150, i64 noundef %151)
  %153 = call ptr @malloc(i32 noundef 4000) #9
  store ptr %153, ptr %12, align 4
  %154 = call ptr @malloc(i32 noundef 4000) #9
  store ptr %154, ptr %13, align 4
  store i32 12345, ptr %14, align 4
  store i32 0, ptr %16, align 4
  br label %155

155:                                              ; preds = %192, %148
  %156 = load i32, ptr %16, align 4
  %157 = icmp slt i32 %156, 4
  br i1 %157, label %158, label %195

158:                                              ; preds = %155
  store i32 12345, ptr %14, align 4
  store i32 0, ptr %17, align 4
  br label %159

159:                                              ; preds = %173, %158
  %160 = load i32, ptr %17, align 4
  %161 = icmp slt i32 %160, 1000
  br i1 %161, label %162, label %176

162:                                              ; preds = %159
  %163 = load i32, ptr %14, align 4
  %164 = mul i32 %163, 1103515245
  %165 = add i32 %164, 12345
  store i32 %165, ptr %14, align 4
  %166 = load i32, ptr %14, align 4
  %167 = lshr i32 %166, 8
  %168 = srem i32 %167, 2000
  %169 = sub nsw i32 %168, 1000
  %170 = load ptr, ptr %12, align 4
  %171 = load i32, ptr %17, align 4
  %172 = getelementptr inbounds i32, ptr %170, i32 %171
  store i32 %169, ptr %172, align 4
  br label %173

173:                                              ; preds = %162
  %174 = load i32, ptr %17, align 4
  %175 = add nsw i32 %174, 1
  store i32 %175, ptr %17, align 4
  br label %159, !llvm.loop !9

176:                                              ; preds = %159
  %177 = load i32, ptr %16, align 4
  switch i32 %177, label %187 [
    i32 0, label %178
    i32 1, label %180
    i32 2, label %183
    i32 3, label %185
  ]

178:                                              ; preds = %176
  %179 = load ptr, ptr %12, align 4
  call void @insertion_sort(ptr noundef %179, i32 noundef 1000)
  br label %187

180:                                              ; preds = %176
  %181 = load ptr, ptr %12, align 4
  %182 = load ptr, ptr %13, align 4
  call void @merge_sort(ptr noundef %181, ptr noundef %182, i32 noundef 1000)
  br label %187

183:                                              ; preds = %176
  %184 = load ptr, ptr %12, align 4
  call void @quick_sort(ptr noundef %184, i32 noundef 0, i32 noundef 999)
  br label %187

185:                                              ; preds = %176
  %186 = load ptr, ptr %12, align 4
  call void @heap_sort(ptr noundef %186, i32 noundef 1000)
  br label %187

187:                                              ; preds = %176, %185, %183, %180, %178
  %188 = load ptr, ptr %12, align 4
  %189 = call i32 @check(ptr noundef %188, i32 noundef 1000)
  %190 = load i32, ptr %16, align 4
  %191 = getelementptr inbounds [4 x i32], ptr %15, i32 0, i32 %190
  store i32 %189, ptr %191, align 4
  br label %192

192:                                              ; preds = %187
  %193 = load i32, ptr %16, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %16, align 4
  br label %155, !llvm.loop !10

195:                                              ; preds = %155
  %196 = getelementptr inbounds [4 x i32], ptr %15, i32 0, i32 0
  %197 = load i32, ptr %196, align 4
  %198 = getelementptr inbounds [4 x i32], ptr %15, i32 0, i32 1
  %199 = load i32, ptr %198, align 4
  %200 = getelementptr inbounds [4 x i32], ptr %15, i32 0, i32 2
  %201 = load i32, ptr %200, align 4
  %202 = getelementptr inbounds [4 x i32], ptr %15, i32 0, i32 3
  %203 = load i32, ptr %202, align 4
  %204 = load ptr, ptr %12, align 4
  %205 = getelementptr inbounds i32, ptr %204, i32 0
  %206 = load i32, ptr %205, align 4
  %207 = load ptr, ptr %12, align 4
  %208 = getelementptr inbounds i32, ptr %207, i32 999
  %209 = load i32, ptr %208, align 4
  %210 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %197, i32 noundef %199, i32 noundef %201, i32 noundef %203, i32 noundef %206, i32 noundef %209)
  %211 = load ptr, ptr %12, align 4
  call void @free(ptr noundef %211)
  %212 = load ptr, ptr %13, align 4
  call void @free(ptr noundef %212)
  %213 = load ptr, ptr %8, align 4
  call void @free(ptr noundef %213)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %18, ptr align 4 @__const.main.words, i32 36, i1 false)
  %214 = getelementptr inbounds [9 x ptr], ptr %18, i32 0, i32 0
  call void @sort_strings(ptr noundef %214, i32 noundef 9)
  store i32 0, ptr %19, align 4
  br label %215

215:                                              ; preds = %227, %195
  %216 = load i32, ptr %19, align 4
  %217 = icmp slt i32 %216, 9
  br i1 %217, label %218, label %230

218:                                              ; preds = %215
  %219 = load i32, ptr %19, align 4
  %220 = getelementptr inbounds [9 x ptr], ptr %18, i32 0, i32 %219
  %221 = load ptr, ptr %220, align 4
  %222 = load i32, ptr %19, align 4
  %223 = icmp slt i32 %222, 8
  %224 = zext i1 %223 to i64
  %225 = select i1 %223, ptr @.str.25, ptr @.str.26
  %226 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, ptr noundef %221, ptr noundef %225)
  br label %227

227:                                              ; preds = %218
  %228 = load i32, ptr %19, align 4
  %229 = add nsw i32 %228, 1
  store i32 %229, ptr %19, align 4
  br label %215, !llvm.loop !11

230:                                              ; preds = %215
  %231 = call ptr @calloc(i32 noundef 16, i32 noundef 4) #11
  store ptr %231, ptr %20, align 4
  store ptr @.str.27, ptr %21, align 4
  %232 = load ptr, ptr %21, align 4
  store ptr %232, ptr %22, align 4
  br label %233

233:                                              ; preds = %323, %230
  %234 = load ptr, ptr %22, align 4
  %235 = load i8, ptr %234, align 1
  %236 = icmp ne i8 %235, 0
  br i1 %236, label %237, label %324

237:                                              ; preds = %233
  %238 = load ptr, ptr %22, align 4
  %239 = call ptr @strchr(ptr noundef %238, i32 noundef 32) #8
  store ptr %239, ptr %23, align 4
  %240 = load ptr, ptr %23, align 4
  %241 = icmp ne ptr %240, null
  br i1 %241, label %242, label %248

242:                                              ; preds = %237
  %243 = load ptr, ptr %23, align 4
  %244 = load ptr, ptr %22, align 4
  %245 = ptrtoint ptr %243 to i32
  %246 = ptrtoint ptr %244 to i32
  %247 = sub i32 %245, %246
  br label %251

248:                                              ; preds = %237
  %249 = load ptr, ptr %22, align 4
  %250 = call i32 @strlen(ptr noundef %249) #8
  br label %251

251:                                              ; preds = %248, %242
  %252 = phi i32 [ %247, %242 ], [ %250, %248 ]
  store i32 %252, ptr %24, align 4
  %253 = load i32, ptr %24, align 4
  %254 = add i32 %253, 1
  %255 = call ptr @malloc(i32 noundef %254) #9
  store ptr %255, ptr %25, align 4
  %256 = load ptr, ptr %25, align 4
  %257 = load ptr, ptr %22, align 4
  %258 = load i32, ptr %24, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %256, ptr align 1 %257, i32 %258, i1 false)
  %259 = load ptr, ptr %25, align 4
  %260 = load i32, ptr %24, align 4
  %261 = getelementptr inbounds i8, ptr %259, i32 %260
  store i8 0, ptr %261, align 1
  %262 = load ptr, ptr %25, align 4
  %263 = call i32 @hash_str(ptr noundef %262)
  %264 = urem i32 %263, 16
  store i32 %264, ptr %26, align 4
  %265 = load ptr, ptr %20, align 4
  %266 = load i32, ptr %26, align 4
  %267 = getelementptr inbounds ptr, ptr %265, i32 %266
  %268 = load ptr, ptr %267, align 4
  store ptr %268, ptr %27, align 4
  br label %269

269:                                              ; preds = %281, %251
  %270 = load ptr, ptr %27, align 4
  %271 = icmp ne ptr %270, null
  br i1 %271, label %272, label %279

272:                                              ; preds = %269
  %273 = load ptr, ptr %27, align 4
  %274 = getelementptr inbounds %struct.Entry, ptr %273, i32 0, i32 0
  %275 = load ptr, ptr %274, align 4
  %276 = load ptr, ptr %25, align 4
  %277 = call i32 @strcmp(ptr noundef %275, ptr noundef %276) #8
  %278 = icmp ne i32 %277, 0
  br label %279

279:                                              ; preds = %272, %269
  %280 = phi i1 [ false, %269 ], [ %278, %272 ]
  br i1 %280, label %281, label %285

281:                                              ; preds = %279
  %282 = load ptr, ptr %27, align 4
  %283 = getelementptr inbounds %struct.Entry, ptr %282, i32 0, i32 2
  %284 = load ptr, ptr %283, align 4
  store ptr %284, ptr %27, align 4
  br label %269, !llvm.loop !12

285:                                              ; preds = %279
  %286 = load ptr, ptr %27, align 4
  %287 = icmp ne ptr %286, null
  br i1 %287, label %288, label %294

288:                                              ; preds = %285
  %289 = load ptr, ptr %27, align 4
  %290 = getelementptr inbounds %struct.Entry, ptr %289, i32 0, i32 1
  %291 = load i32, ptr %290, align 4
  %292 = add nsw i32 %291, 1
  store i32 %292, ptr %290, align 4
  %293 = load ptr, ptr %25, align 4
  call void @free(ptr noundef %293)
  br label %311

294:                                              ; preds = %285
  %295 = call ptr @malloc(i32 noundef 12) #9
  store ptr %295, ptr %27, align 4
  %296 = load ptr, ptr %25, align 4
  %297 = load ptr, ptr %27, align 4
  %298 = getelementptr inbounds %struct.Entry, ptr %297, i32 0, i32 0
  store ptr %296, ptr %298, align 4
  %299 = load ptr, ptr %27, align 4
  %300 = getelementptr inbounds %struct.Entry, ptr %299, i32 0, i32 1
  store i32 1, ptr %300, align 4
  %301 = load ptr, ptr %20, align 4
  %302 = load i32, ptr %26, align 4
  %303 = getelementptr inbounds ptr, ptr %301, i32 %302
  %304 = load ptr, ptr %303, align 4
  %305 = load ptr, ptr %27, align 4
  %306 = getelementptr inbounds %struct.Entry, ptr %305, i32 0, i32 2
  store ptr %304, ptr %306, align 4
  %307 = load ptr, ptr %27, align 4
  %308 = load ptr, ptr %20, align 4
  %309 = load i32, ptr %26, align 4
  %310 = getelementptr inbounds ptr, ptr %308, i32 %309
  store ptr %307, ptr %310, align 4
  br label %311

311:                                              ; preds = %294, %288
  %312 = load i32, ptr %24, align 4
  %313 = load ptr, ptr %22, align 4
  %314 = getelementptr inbounds i8, ptr %313, i32 %312
  store ptr %314, ptr %22, align 4
  br label %315

315:                                              ; preds = %320, %311
  %316 = load ptr, ptr %22, align 4
  %317 = load i8, ptr %316, align 1
  %318 = zext i8 %317 to i32
  %319 = icmp eq i32 %318, 32
  br i1 %319, label %320, label %323

320:                                              ; preds = %315
  %321 = load ptr, ptr %22, align 4
  %322 = getelementptr inbounds i8, ptr %321, i32 1
  store ptr %322, ptr %22, align 4
  br label %315, !llvm.loop !13

323:                                              ; preds = %315
  br label %233, !llvm.loop !14

324:                                              ; preds = %233
  store i32 0, ptr %28, align 4
  store i32 0, ptr %29, align 4
  br label %325

325:                                              ; preds = %357, %324
  %326 = load i32, ptr %29, align 4
  %327 = icmp slt i32 %326, 16
  br i1 %327, label %328, label %360

328:                                              ; preds = %325
  %329 = load ptr, ptr %20, align 4
  %330 = load i32, ptr %29, align 4
  %331 = getelementptr inbounds ptr, ptr %329, i32 %330
  %332 = load ptr, ptr %331, align 4
  store ptr %332, ptr %30, align 4
  br label %333

333:                                              ; preds = %352, %328
  %334 = load ptr, ptr %30, align 4
  %335 = icmp ne ptr %334, null
  br i1 %335, label %336, label %356

336:                                              ; preds = %333
  %337 = load i32, ptr %28, align 4
  %338 = add nsw i32 %337, 1
  store i32 %338, ptr %28, align 4
  %339 = load ptr, ptr %30, align 4
  %340 = getelementptr inbounds %struct.Entry, ptr %339, i32 0, i32 1
  %341 = load i32, ptr %340, align 4
  %342 = icmp sgt i32 %341, 1
  br i1 %342, label %343, label %351

343:                                              ; preds = %336
  %344 = load ptr, ptr %30, align 4
  %345 = getelementptr inbounds %struct.Entry, ptr %344, i32 0, i32 0
  %346 = load ptr, ptr %345, align 4
  %347 = load ptr, ptr %30, align 4
  %348 = getelementptr inbounds %struct.Entry, ptr %347, i32 0, i32 1
  %349 = load i32, ptr %348, align 4
  %350 = call i32 (ptr, ...) @printf(ptr noundef @.str.28, ptr noundef %346, i32 noundef %349)
  br label %351

351:                                              ; preds = %343, %336
  br label %352

352:                                              ; preds = %351
  %353 = load ptr, ptr %30, align 4
  %354 = getelementptr inbounds %struct.Entry, ptr %353, i32 0, i32 2
  %355 = load ptr, ptr %354, align 4
  store ptr %355, ptr %30, align 4
  br label %333, !llvm.loop !15

356:                                              ; preds = %333
  br label %357

357:                                              ; preds = %356
  %358 = load i32, ptr %29, align 4
  %359 = add nsw i32 %358, 1
  store i32 %359, ptr %29, align 4
  br label %325, !llvm.loop !16

360:                                              ; preds = %325
  %361 = load i32, ptr %28, align 4
  %362 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, i32 noundef %361)
  store i32 0, ptr %31, align 4
  br label %363

363:                                              ; preds = %384, %360
  %364 = load i32, ptr %31, align 4
  %365 = icmp slt i32 %364, 16
  br i1 %365, label %366, label %387

366:                                              ; preds = %363
  %367 = load ptr, ptr %20, align 4
  %368 = load i32, ptr %31, align 4
  %369 = getelementptr inbounds ptr, ptr %367, i32 %368
  %370 = load ptr, ptr %369, align 4
  store ptr %370, ptr %32, align 4
  br label %371

371:                                              ; preds = %374, %366
  %372 = load ptr, ptr %32, align 4
  %373 = icmp ne ptr %372, null
  br i1 %373, label %374, label %383

374:                                              ; preds = %371
  %375 = load ptr, ptr %32, align 4
  %376 = getelementptr inbounds %struct.Entry, ptr %375, i32 0, i32 2
  %377 = load ptr, ptr %376, align 4
  store ptr %377, ptr %33, align 4
  %378 = load ptr, ptr %32, align 4
  %379 = getelementptr inbounds %struct.Entry, ptr %378, i32 0, i32 0
  %380 = load ptr, ptr %379, align 4
  call void @free(ptr noundef %380)
  %381 = load ptr, ptr %32, align 4
  call void @free(ptr noundef %381)
  %382 = load ptr, ptr %33, align 4
  store ptr %382, ptr %32, align 4
  br label %371, !llvm.loop !17

383:                                              ; preds = %371
  br label %384

384:                                              ; preds = %383
  %385 = load i32, ptr %31, align 4
  %386 = add nsw i32 %385, 1
  store i32 %386, ptr %31, align 4
  br label %363, !llvm.loop !18

387:                                              ; preds = %363
  %388 = load ptr, ptr %20, align 4
  call void @free(ptr noundef %388)
  call void @free(ptr noundef null)
  %389 = call i32 @puts(ptr noundef @.str.30)
  %390 = call i32 @putchar(i32 noundef 33)
  %391 = call i32 @putchar(i32 noundef 10)
  ret i32 19
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare i32 @strlen(ptr noundef) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @sgn(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i32
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 0
  %8 = zext i1 %7 to i32
  %9 = sub nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare ptr @strcat(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare ptr @strchr(ptr noundef, i32 noundef) #2

; Function Attrs: nounwind
declare ptr @strrchr(ptr noundef, i32 noundef) #2

; Function Attrs: nounwind
declare ptr @strstr(ptr noundef, ptr noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: nounwind
declare ptr @strncpy(ptr noundef, ptr noundef, i32 noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i32(ptr nocapture writeonly, ptr nocapture readonly, i32, i1 immarg) #4

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #5

; Function Attrs: allocsize(1)
declare ptr @realloc(ptr noundef, i32 noundef) #6

; Function Attrs: noinline nounwind optnone
define internal void @insertion_sort(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i32 1, ptr %5, align 4
  br label %8

8:                                                ; preds = %48, %2
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %51

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 4
  %14 = load i32, ptr %5, align 4
  %15 = getelementptr inbounds i32, ptr %13, i32 %14
  %16 = load i32, ptr %15, align 4
  store i32 %16, ptr %6, align 4
  %17 = load i32, ptr %5, align 4
  %18 = sub nsw i32 %17, 1
  store i32 %18, ptr %7, align 4
  br label %19

19:                                               ; preds = %31, %12
  %20 = load i32, ptr %7, align 4
  %21 = icmp sge i32 %20, 0
  br i1 %21, label %22, label %29

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 4
  %24 = load i32, ptr %7, align 4
  %25 = getelementptr inbounds i32, ptr %23, i32 %24
  %26 = load i32, ptr %25, align 4
  %27 = load i32, ptr %6, align 4
  %28 = icmp sgt i32 %26, %27
  br label %29

29:                                               ; preds = %22, %19
  %30 = phi i1 [ false, %19 ], [ %28, %22 ]
  br i1 %30, label %31, label %42

31:                                               ; preds = %29
  %32 = load ptr, ptr %3, align 4
  %33 = load i32, ptr %7, align 4
  %34 = getelementptr inbounds i32, ptr %32, i32 %33
  %35 = load i32, ptr %34, align 4
  %36 = load ptr, ptr %3, align 4
  %37 = load i32, ptr %7, align 4
  %38 = add nsw i32 %37, 1
  %39 = getelementptr inbounds i32, ptr %36, i32 %38
  store i32 %35, ptr %39, align 4
  %40 = load i32, ptr %7, align 4
  %41 = add nsw i32 %40, -1
  store i32 %41, ptr %7, align 4
  br label %19, !llvm.loop !19

42:                                               ; preds = %29
  %43 = load i32, ptr %6, align 4
  %44 = load ptr, ptr %3, align 4
  %45 = load i32, ptr %7, align 4
  %46 = add nsw i32 %45, 1
  %47 = getelementptr inbounds i32, ptr %44, i32 %46
  store i32 %43, ptr %47, align 4
  br label %48

48:                                               ; preds = %42
  %49 = load i32, ptr %5, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %5, align 4
  br label %8, !llvm.loop !20

51:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store ptr %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %11, 2
  br i1 %12, label %13, label %14

13:                                               ; preds = %3
  br label %101

14:                                               ; preds = %3
  %15 = load i32, ptr %6, align 4
  %16 = sdiv i32 %15, 2
  store i32 %16, ptr %7, align 4
  %17 = load ptr, ptr %4, align 4
  %18 = load ptr, ptr %5, align 4
  %19 = load i32, ptr %7, align 4
  call void @merge_sort(ptr noundef %17, ptr noundef %18, i32 noundef %19)
  %20 = load ptr, ptr %4, align 4
  %21 = load i32, ptr %7, align 4
  %22 = getelementptr inbounds i32, ptr %20, i32 %21
  %23 = load ptr, ptr %5, align 4
  %24 = load i32, ptr %6, align 4
  %25 = load i32, ptr %7, align 4
  %26 = sub nsw i32 %24, %25
  call void @merge_sort(ptr noundef %22, ptr noundef %23, i32 noundef %26)
  store i32 0, ptr %8, align 4
  %27 = load i32, ptr %7, align 4
  store i32 %27, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %28

28:                                               ; preds = %60, %14
  %29 = load i32, ptr %8, align 4
  %30 = load i32, ptr %7, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %36

32:                                               ; preds = %28
  %33 = load i32, ptr %9, align 4
  %34 = load i32, ptr %6, align 4
  %35 = icmp slt i32 %33, %34
  br label %36

36:                                               ; preds = %32, %28
  %37 = phi i1 [ false, %28 ], [ %35, %32 ]
  br i1 %37, label %38, label %66

38:                                               ; preds = %36
  %39 = load ptr, ptr %4, align 4
  %40 = load i32, ptr %8, align 4
  %41 = getelementptr inbounds i32, ptr %39, i32 %40
  %42 = load i32, ptr %41, align 4
  %43 = load ptr, ptr %4, align 4
  %44 = load i32, ptr %9, align 4
  %45 = getelementptr inbounds i32, ptr %43, i32 %44
  %46 = load i32, ptr %45, align 4
  %47 = icmp sle i32 %42, %46
  br i1 %47, label %48, label %54

48:                                               ; preds = %38
  %49 = load ptr, ptr %4, align 4
  %50 = load i32, ptr %8, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %8, align 4
  %52 = getelementptr inbounds i32, ptr %49, i32 %50
  %53 = load i32, ptr %52, align 4
  br label %60

54:                                               ; preds = %38
  %55 = load ptr, ptr %4, align 4
  %56 = load i32, ptr %9, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %9, align 4
  %58 = getelementptr inbounds i32, ptr %55, i32 %56
  %59 = load i32, ptr %58, align 4
  br label %60

60:                                               ; preds = %54, %48
  %61 = phi i32 [ %53, %48 ], [ %59, %54 ]
  %62 = load ptr, ptr %5, align 4
  %63 = load i32, ptr %10, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %10, align 4
  %65 = getelementptr inbounds i32, ptr %62, i32 %63
  store i32 %61, ptr %65, align 4
  br label %28, !llvm.loop !21

66:                                               ; preds = %36
  br label %67

67:                                               ; preds = %71, %66
  %68 = load i32, ptr %8, align 4
  %69 = load i32, ptr %7, align 4
  %70 = icmp slt i32 %68, %69
  br i1 %70, label %71, label %81

71:                                               ; preds = %67
  %72 = load ptr, ptr %4, align 4
  %73 = load i32, ptr %8, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %8, align 4
  %75 = getelementptr inbounds i32, ptr %72, i32 %73
  %76 = load i32, ptr %75, align 4
  %77 = load ptr, ptr %5, align 4
  %78 = load i32, ptr %10, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %10, align 4
  %80 = getelementptr inbounds i32, ptr %77, i32 %78
  store i32 %76, ptr %80, align 4
  br label %67, !llvm.loop !22

81:                                               ; preds = %67
  br label %82

82:                                               ; preds = %86, %81
  %83 = load i32, ptr %9, align 4
  %84 = load i32, ptr %6, align 4
  %85 = icmp slt i32 %83, %84
  br i1 %85, label %86, label %96

86:                                               ; preds = %82
  %87 = load ptr, ptr %4, align 4
  %88 = load i32, ptr %9, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %9, align 4
  %90 = getelementptr inbounds i32, ptr %87, i32 %88
  %91 = load i32, ptr %90, align 4
  %92 = load ptr, ptr %5, align 4
  %93 = load i32, ptr %10, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %10, align 4
  %95 = getelementptr inbounds i32, ptr %92, i32 %93
  store i32 %91, ptr %95, align 4
  br label %82, !llvm.loop !23

96:                                               ; preds = %82
  %97 = load ptr, ptr %4, align 4
  %98 = load ptr, ptr %5, align 4
  %99 = load i32, ptr %6, align 4
  %100 = mul i32 %99, 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %97, ptr align 4 %98, i32 %100, i1 false)
  br label %101

101:                                              ; preds = %96, %13
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @quick_sort(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  br label %11

11:                                               ; preds = %94, %3
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %95

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 4
  %17 = load i32, ptr %5, align 4
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = sdiv i32 %19, 2
  %21 = getelementptr inbounds i32, ptr %16, i32 %20
  %22 = load i32, ptr %21, align 4
  store i32 %22, ptr %7, align 4
  %23 = load i32, ptr %5, align 4
  store i32 %23, ptr %8, align 4
  %24 = load i32, ptr %6, align 4
  store i32 %24, ptr %9, align 4
  br label %25

25:                                               ; preds = %75, %15
  %26 = load i32, ptr %8, align 4
  %27 = load i32, ptr %9, align 4
  %28 = icmp sle i32 %26, %27
  br i1 %28, label %29, label %76

29:                                               ; preds = %25
  br label %30

30:                                               ; preds = %37, %29
  %31 = load ptr, ptr %4, align 4
  %32 = load i32, ptr %8, align 4
  %33 = getelementptr inbounds i32, ptr %31, i32 %32
  %34 = load i32, ptr %33, align 4
  %35 = load i32, ptr %7, align 4
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %40

37:                                               ; preds = %30
  %38 = load i32, ptr %8, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %8, align 4
  br label %30, !llvm.loop !24

40:                                               ; preds = %30
  br label %41

41:                                               ; preds = %48, %40
  %42 = load ptr, ptr %4, align 4
  %43 = load i32, ptr %9, align 4
  %44 = getelementptr inbounds i32, ptr %42, i32 %43
  %45 = load i32, ptr %44, align 4
  %46 = load i32, ptr %7, align 4
  %47 = icmp sgt i32 %45, %46
  br i1 %47, label %48, label %51

48:                                               ; preds = %41
  %49 = load i32, ptr %9, align 4
  %50 = add nsw i32 %49, -1
  store i32 %50, ptr %9, align 4
  br label %41, !llvm.loop !25

51:                                               ; preds = %41
  %52 = load i32, ptr %8, align 4
  %53 = load i32, ptr %9, align 4
  %54 = icmp sle i32 %52, %53
  br i1 %54, label %55, label %75

55:                                               ; preds = %51
  %56 = load ptr, ptr %4, align 4
  %57 = load i32, ptr %8, align 4
  %58 = getelementptr inbounds i32, ptr %56, i32 %57
  %59 = load i32, ptr %58, align 4
  store i32 %59, ptr %10, align 4
  %60 = load ptr, ptr %4, align 4
  %61 = load i32, ptr %9, align 4
  %62 = getelementptr inbounds i32, ptr %60, i32 %61
  %63 = load i32, ptr %62, align 4
  %64 = load ptr, ptr %4, align 4
  %65 = load i32, ptr %8, align 4
  %66 = getelementptr inbounds i32, ptr %64, i32 %65
  store i32 %63, ptr %66, align 4
  %67 = load i32, ptr %10, align 4
  %68 = load ptr, ptr %4, align 4
  %69 = load i32, ptr %9, align 4
  %70 = getelementptr inbounds i32, ptr %68, i32 %69
  store i32 %67, ptr %70, align 4
  %71 = load i32, ptr %8, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %8, align 4
  %73 = load i32, ptr %9, align 4
  %74 = add nsw i32 %73, -1
  store i32 %74, ptr %9, align 4
  br label %75

75:                                               ; preds = %55, %51
  br label %25, !llvm.loop !26

76:                                               ; preds = %25
  %77 = load i32, ptr %9, align 4
  %78 = load i32, ptr %5, align 4
  %79 = sub nsw i32 %77, %78
  %80 = load i32, ptr %6, align 4
  %81 = load i32, ptr %8, align 4
  %82 = sub nsw i32 %80, %81
  %83 = icmp slt i32 %79, %82
  br i1 %83, label %84, label %89

84:                                               ; preds = %76
  %85 = load ptr, ptr %4, align 4
  %86 = load i32, ptr %5, align 4
  %87 = load i32, ptr %9, align 4
  call void @quick_sort(ptr noundef %85, i32 noundef %86, i32 noundef %87)
  %88 = load i32, ptr %8, align 4
  store i32 %88, ptr %5, align 4
  br label %94

89:                                               ; preds = %76
  %90 = load ptr, ptr %4, align 4
  %91 = load i32, ptr %8, align 4
  %92 = load i32, ptr %6, align 4
  call void @quick_sort(ptr noundef %90, i32 noundef %91, i32 noundef %92)
  %93 = load i32, ptr %9, align 4
  store i32 %93, ptr %6, align 4
  br label %94

94:                                               ; preds = %89, %84
  br label %11, !llvm.loop !27

95:                                               ; preds = %11
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @heap_sort(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %8 = load i32, ptr %4, align 4
  %9 = sdiv i32 %8, 2
  %10 = sub nsw i32 %9, 1
  store i32 %10, ptr %5, align 4
  br label %11

11:                                               ; preds = %18, %2
  %12 = load i32, ptr %5, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %21

14:                                               ; preds = %11
  %15 = load ptr, ptr %3, align 4
  %16 = load i32, ptr %5, align 4
  %17 = load i32, ptr %4, align 4
  call void @sift(ptr noundef %15, i32 noundef %16, i32 noundef %17)
  br label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, -1
  store i32 %20, ptr %5, align 4
  br label %11, !llvm.loop !28

21:                                               ; preds = %11
  %22 = load i32, ptr %4, align 4
  %23 = sub nsw i32 %22, 1
  store i32 %23, ptr %6, align 4
  br label %24

24:                                               ; preds = %43, %21
  %25 = load i32, ptr %6, align 4
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %27, label %46

27:                                               ; preds = %24
  %28 = load ptr, ptr %3, align 4
  %29 = getelementptr inbounds i32, ptr %28, i32 0
  %30 = load i32, ptr %29, align 4
  store i32 %30, ptr %7, align 4
  %31 = load ptr, ptr %3, align 4
  %32 = load i32, ptr %6, align 4
  %33 = getelementptr inbounds i32, ptr %31, i32 %32
  %34 = load i32, ptr %33, align 4
  %35 = load ptr, ptr %3, align 4
  %36 = getelementptr inbounds i32, ptr %35, i32 0
  store i32 %34, ptr %36, align 4
  %37 = load i32, ptr %7, align 4
  %38 = load ptr, ptr %3, align 4
  %39 = load i32, ptr %6, align 4
  %40 = getelementptr inbounds i32, ptr %38, i32 %39
  store i32 %37, ptr %40, align 4
  %41 = load ptr, ptr %3, align 4
  %42 = load i32, ptr %6, align 4
  call void @sift(ptr noundef %41, i32 noundef 0, i32 noundef %42)
  br label %43

43:                                               ; preds = %27
  %44 = load i32, ptr %6, align 4
  %45 = add nsw i32 %44, -1
  store i32 %45, ptr %6, align 4
  br label %24, !llvm.loop !29

46:                                               ; preds = %24
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @check(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 -2128831035, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %35, %2
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %38

12:                                               ; preds = %8
  %13 = load i32, ptr %7, align 4
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %27

15:                                               ; preds = %12
  %16 = load ptr, ptr %4, align 4
  %17 = load i32, ptr %7, align 4
  %18 = sub nsw i32 %17, 1
  %19 = getelementptr inbounds i32, ptr %16, i32 %18
  %20 = load i32, ptr %19, align 4
  %21 = load ptr, ptr %4, align 4
  %22 = load i32, ptr %7, align 4
  %23 = getelementptr inbounds i32, ptr %21, i32 %22
  %24 = load i32, ptr %23, align 4
  %25 = icmp sgt i32 %20, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %15
  store i32 0, ptr %3, align 4
  br label %40

27:                                               ; preds = %15, %12
  %28 = load i32, ptr %6, align 4
  %29 = load ptr, ptr %4, align 4
  %30 = load i32, ptr %7, align 4
  %31 = getelementptr inbounds i32, ptr %29, i32 %30
  %32 = load i32, ptr %31, align 4
  %33 = xor i32 %28, %32
  %34 = mul i32 %33, 16777619
  store i32 %34, ptr %6, align 4
  br label %35

35:                                               ; preds = %27
  %36 = load i32, ptr %7, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %7, align 4
  br label %8, !llvm.loop !30

38:                                               ; preds = %8
  %39 = load i32, ptr %6, align 4
  store i32 %39, ptr %3, align 4
  br label %40

40:                                               ; preds = %38, %26
  %41 = load i32, ptr %3, align 4
  ret i32 %41
}

declare void @free(ptr noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @sort_strings(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i32 1, ptr %5, align 4
  br label %8

8:                                                ; preds = %53, %2
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %56

12:                                               ; preds = %8
  %13 = load i32, ptr %5, align 4
  store i32 %13, ptr %6, align 4
  br label %14

14:                                               ; preds = %49, %12
  %15 = load i32, ptr %6, align 4
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %17, label %29

17:                                               ; preds = %14
  %18 = load ptr, ptr %3, align 4
  %19 = load i32, ptr %6, align 4
  %20 = sub nsw i32 %19, 1
  %21 = getelementptr inbounds ptr, ptr %18, i32 %20
  %22 = load ptr, ptr %21, align 4
  %23 = load ptr, ptr %3, align 4
  %24 = load i32, ptr %6, align 4
  %25 = getelementptr inbounds ptr, ptr %23, i32 %24
  %26 = load ptr, ptr %25, align 4
  %27 = call i32 @strcmp(ptr noundef %22, ptr noundef %26) #8
  %28 = icmp sgt i32 %27, 0
  br label %29

29:                                               ; preds = %17, %14
  %30 = phi i1 [ false, %14 ], [ %28, %17 ]
  br i1 %30, label %31, label %52

31:                                               ; preds = %29
  %32 = load ptr, ptr %3, align 4
  %33 = load i32, ptr %6, align 4
  %34 = getelementptr inbounds ptr, ptr %32, i32 %33
  %35 = load ptr, ptr %34, align 4
  store ptr %35, ptr %7, align 4
  %36 = load ptr, ptr %3, align 4
  %37 = load i32, ptr %6, align 4
  %38 = sub nsw i32 %37, 1
  %39 = getelementptr inbounds ptr, ptr %36, i32 %38
  %40 = load ptr, ptr %39, align 4
  %41 = load ptr, ptr %3, align 4
  %42 = load i32, ptr %6, align 4
  %43 = getelementptr inbounds ptr, ptr %41, i32 %42
  store ptr %40, ptr %43, align 4
  %44 = load ptr, ptr %7, align 4
  %45 = load ptr, ptr %3, align 4
  %46 = load i32, ptr %6, align 4
  %47 = sub nsw i32 %46, 1
  %48 = getelementptr inbounds ptr, ptr %45, i32 %47
  store ptr %44, ptr %48, align 4
  br label %49

49:                                               ; preds = %31
  %50 = load i32, ptr %6, align 4
  %51 = add nsw i32 %50, -1
  store i32 %51, ptr %6, align 4
  br label %14, !llvm.loop !31

52:                                               ; preds = %29
  br label %53

53:                                               ; preds = %52
  %54 = load i32, ptr %5, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %5, align 4
  br label %8, !llvm.loop !32

56:                                               ; preds = %8
  ret void
}

; Function Attrs: allocsize(0,1)
declare ptr @calloc(i32 noundef, i32 noundef) #7

; Function Attrs: noinline nounwind optnone
define internal i32 @hash_str(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  store i32 5381, ptr %3, align 4
  br label %4

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 4
  %6 = load i8, ptr %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %16

8:                                                ; preds = %4
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = load ptr, ptr %2, align 4
  %12 = getelementptr inbounds i8, ptr %11, i32 1
  store ptr %12, ptr %2, align 4
  %13 = load i8, ptr %11, align 1
  %14 = zext i8 %13 to i32
  %15 = add i32 %10, %14
  store i32 %15, ptr %3, align 4
  br label %4, !llvm.loop !33

16:                                               ; preds = %4
  %17 = load i32, ptr %3, align 4
  ret i32 %17
}

; Function Attrs: nounwind
declare i32 @strcmp(ptr noundef, ptr noundef) #2

declare i32 @puts(ptr noundef) #1

declare i32 @putchar(i32 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @sift(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  br label %10

10:                                               ; preds = %54, %3
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 2, %11
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %7, align 4
  %14 = load i32, ptr %5, align 4
  store i32 %14, ptr %8, align 4
  %15 = load i32, ptr %7, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %30

18:                                               ; preds = %10
  %19 = load ptr, ptr %4, align 4
  %20 = load i32, ptr %7, align 4
  %21 = getelementptr inbounds i32, ptr %19, i32 %20
  %22 = load i32, ptr %21, align 4
  %23 = load ptr, ptr %4, align 4
  %24 = load i32, ptr %8, align 4
  %25 = getelementptr inbounds i32, ptr %23, i32 %24
  %26 = load i32, ptr %25, align 4
  %27 = icmp sgt i32 %22, %26
  br i1 %27, label %28, label %30

28:                                               ; preds = %18
  %29 = load i32, ptr %7, align 4
  store i32 %29, ptr %8, align 4
  br label %30

30:                                               ; preds = %28, %18, %10
  %31 = load i32, ptr %7, align 4
  %32 = add nsw i32 %31, 1
  %33 = load i32, ptr %6, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %49

35:                                               ; preds = %30
  %36 = load ptr, ptr %4, align 4
  %37 = load i32, ptr %7, align 4
  %38 = add nsw i32 %37, 1
  %39 = getelementptr inbounds i32, ptr %36, i32 %38
  %40 = load i32, ptr %39, align 4
  %41 = load ptr, ptr %4, align 4
  %42 = load i32, ptr %8, align 4
  %43 = getelementptr inbounds i32, ptr %41, i32 %42
  %44 = load i32, ptr %43, align 4
  %45 = icmp sgt i32 %40, %44
  br i1 %45, label %46, label %49

46:                                               ; preds = %35
  %47 = load i32, ptr %7, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %8, align 4
  br label %49

49:                                               ; preds = %46, %35, %30
  %50 = load i32, ptr %8, align 4
  %51 = load i32, ptr %5, align 4
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %53, label %54

53:                                               ; preds = %49
  ret void

54:                                               ; preds = %49
  %55 = load ptr, ptr %4, align 4
  %56 = load i32, ptr %5, align 4
  %57 = getelementptr inbounds i32, ptr %55, i32 %56
  %58 = load i32, ptr %57, align 4
  store i32 %58, ptr %9, align 4
  %59 = load ptr, ptr %4, align 4
  %60 = load i32, ptr %8, align 4
  %61 = getelementptr inbounds i32, ptr %59, i32 %60
  %62 = load i32, ptr %61, align 4
  %63 = load ptr, ptr %4, align 4
  %64 = load i32, ptr %5, align 4
  %65 = getelementptr inbounds i32, ptr %63, i32 %64
  store i32 %62, ptr %65, align 4
  %66 = load i32, ptr %9, align 4
  %67 = load ptr, ptr %4, align 4
  %68 = load i32, ptr %8, align 4
  %69 = getelementptr inbounds i32, ptr %67, i32 %68
  store i32 %66, ptr %69, align 4
  %70 = load i32, ptr %8, align 4
  store i32 %70, ptr %5, align 4
  br label %10
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nounwind }
attributes #9 = { allocsize(0) }
attributes #10 = { allocsize(1) }
attributes #11 = { allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
